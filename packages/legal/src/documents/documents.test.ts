import { describe, expect, test } from 'vitest'
import { languages } from '@raqam/text/languages'
import { legalDocumentIds } from '#versions.ts'
import { legalDocuments, type LegalDocument } from './documents.ts'

/** Every text a reader sees in a document: title, summary, headings, paragraphs and list items. */
function textsOf(document: LegalDocument): string[] {
  return [
    document.title,
    document.summary,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => ('list' in block ? block.list : [block.paragraph])),
    ]),
  ]
}

describe.each(legalDocumentIds)('the %s document', (id) => {
  test('exists in every language, with the same sections in the same order', () => {
    expect(Object.keys(legalDocuments[id]).toSorted()).toEqual([...languages].toSorted())
    const sectionIds = languages.map((language) => legalDocuments[id][language].sections.map((section) => section.id))
    for (const ids of sectionIds) expect(ids).toEqual(sectionIds[0])
  })

  test('names its sections with unique anchors of lower-case words', () => {
    const ids = legalDocuments[id].en.sections.map((section) => section.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const sectionId of ids) expect(sectionId).toMatch(/^[a-z]+(?:-[a-z]+)*$/)
  })

  test('has the same shape of blocks in every language (a paragraph for a paragraph, a list of as many items)', () => {
    const shape = (document: LegalDocument) =>
      document.sections.map((section) =>
        section.blocks.map((block) => ('list' in block ? `list of ${block.list.length}` : 'paragraph')),
      )
    for (const language of languages) expect(shape(legalDocuments[id][language])).toEqual(shape(legalDocuments[id].en))
  })

  test.each(languages)('has no empty text in %s', (language) => {
    const document = legalDocuments[id][language]
    expect(document.sections.length).toBeGreaterThan(0)
    for (const section of document.sections) expect(section.blocks.length, section.id).toBeGreaterThan(0)
    for (const text of textsOf(document)) expect(text.trim(), text).not.toBe('')
  })

  test('writes Arabic without English words or Latin punctuation (the brand Google aside)', () => {
    for (const text of textsOf(legalDocuments[id].ar)) {
      expect(text.replaceAll('Google', ''), text).not.toMatch(/[A-Za-z]/)
      expect(text, text).not.toMatch(/[,;?]/)
    }
  })

  test('writes English without Arabic letters', () => {
    for (const text of textsOf(legalDocuments[id].en)) expect(text, text).not.toMatch(/[\u0600-\u06FF]/)
  })
})
