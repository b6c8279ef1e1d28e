import { describe, expect, test } from 'vitest'
import { apiMessages } from '#texts/catalogue.ts'
import { errorText, waitText } from '#texts/texts.ts'
import { errorCodeValues, languageValues, type Language } from '#schema.ts'
import { translator } from '#testing/translate.ts'

const PLURAL = /_(zero|one|two|few|many|other)$/

/** Every key of a catalogue, nested keys joined with dots. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
}

/** The keys of a catalogue with plural suffixes folded: `errors.tooLong_many` → `errors.tooLong`. */
const baseKeys = (language: Language) => new Set(keysOf(apiMessages[language]).map((key) => key.replace(PLURAL, '')))

describe("the catalogue of the contract's words", () => {
  test.each(languageValues)(
    'every error code of the contract has a text in %s, and no text names a code the contract lacks',
    (language) => {
      const codes = [...baseKeys(language)]
        .filter((key) => key.startsWith('errors.'))
        .map((key) => key.slice('errors.'.length))
      expect(codes.toSorted()).toEqual([...errorCodeValues].toSorted())
    },
  )

  test('English and Arabic have the same texts', () => {
    expect([...baseKeys('ar')].toSorted()).toEqual([...baseKeys('en')].toSorted())
  })

  test.each(languageValues)('a text with plural forms has every form %s needs', (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories
    const keys = keysOf(apiMessages[language])
    const plural = new Set(keys.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')))
    for (const base of plural) {
      for (const category of needed) expect(keys, `${base}_${category}`).toContain(`${base}_${category}`)
    }
  })

  test('a text names only the params the contract defines (plus the derived wait and count)', () => {
    const allowed = new Set([
      'field',
      'expected',
      'allowed',
      'value',
      'min',
      'max',
      'count',
      'accepted',
      'code',
      'version',
      'wait',
    ])
    for (const language of languageValues) {
      for (const text of Object.values(apiMessages[language].errors)) {
        for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) expect(allowed, `${name} in "${text}"`).toContain(name)
      }
    }
  })
})

describe('errorText', () => {
  const en = translator('en')
  const ar = translator('ar')

  test('names the field by its label in the page language, and quotes an unknown one as sent', () => {
    expect(errorText(en, 'required', { field: 'phone' })).toBe('The phone number is required')
    expect(errorText(ar, 'required', { field: 'phone' })).toBe('الحقل «رقم الهاتف» مطلوب')
    expect(errorText(ar, 'unknownField', { field: 'colour' })).toBe('الحقل «colour» غير مقبول')
    expect(errorText(en, 'unknownField', { field: 'constructor' })).toBe('constructor is not an accepted field')
  })

  test('Arabic counts with the right plural form: 1, 2, 3 to 10, 11 to 99 and 100 on', () => {
    const tooLong = (max: number) => errorText(ar, 'tooLong', { field: 'titleAr', max })
    expect(tooLong(1)).toBe('يجب ألا يزيد الحقل «العنوان بالعربية» على حرف واحد')
    expect(tooLong(2)).toBe('يجب ألا يزيد الحقل «العنوان بالعربية» على حرفين')
    expect(tooLong(3)).toBe('يجب ألا يزيد الحقل «العنوان بالعربية» على 3 أحرف')
    expect(tooLong(11)).toBe('يجب ألا يزيد الحقل «العنوان بالعربية» على 11 حرفًا')
    expect(tooLong(100)).toBe('يجب ألا يزيد الحقل «العنوان بالعربية» على 100 حرف')
    expect(errorText(en, 'tooLong', { field: 'titleAr', max: 120 })).toBe(
      'The Arabic title must be at most 120 characters',
    )
  })

  test('lists the expected types and the allowed values in the page language', () => {
    expect(errorText(en, 'wrongType', { field: 'page', expected: ['integer', 'null'] })).toBe(
      'The page must be a whole number or empty',
    )
    expect(errorText(ar, 'wrongType', { field: 'page', expected: ['integer'] })).toBe(
      'يجب أن تكون قيمة الحقل «الصفحة» عددًا صحيحًا',
    )
    expect(errorText(en, 'notOneOf', { field: 'category', allowed: ['car', 'mobile'] })).toBe(
      'The category must be one of: car, mobile',
    )
  })

  test("a wait is in seconds below 90, else in whole minutes, with the language's plural forms", () => {
    expect([1, 2, 30, 89, 90, 600].map((seconds) => waitText(en, seconds))).toEqual([
      '1 second',
      '2 seconds',
      '30 seconds',
      '89 seconds',
      '2 minutes',
      '10 minutes',
    ])
    expect([1, 2, 3, 11, 100, 120, 900].map((seconds) => waitText(ar, seconds))).toEqual([
      'ثانية واحدة',
      'ثانيتين',
      '3 ثوانٍ',
      '11 ثانية',
      'دقيقتين',
      'دقيقتين',
      '15 دقيقة',
    ])
    expect(errorText(ar, 'hourlyLimit', { max: 30, waitSeconds: 600 })).toBe(
      'نشرت 30 إعلانًا في الساعة الأخيرة، وهو الحد الأقصى للحساب. يُرجى المحاولة مرة أخرى بعد 10 دقائق.',
    )
  })
})
