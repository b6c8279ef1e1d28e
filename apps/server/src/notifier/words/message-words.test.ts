import { describe, expect, test } from 'vitest'
import { languageValues, type Language } from '@raqam/api/schema'
import { alertListings } from '#test/message-jobs.ts'
import { messageWords, notifierCatalogue } from './message-words.ts'

const PLURAL = /_(zero|one|two|few|many|other)$/
const LRI = '\u2066'
const PDI = '\u2069'

/** Every key of a catalogue with its text, nested keys joined with dots. */
function entriesOf(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null
      ? entriesOf(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  )
}

const baseKeys = (language: Language) =>
  new Set(entriesOf(notifierCatalogue[language]).map(([key]) => key.replace(PLURAL, '')))

describe("the catalogue of the server's messages", () => {
  test('English and Arabic have the same texts', () => {
    expect([...baseKeys('ar')].toSorted()).toEqual([...baseKeys('en')].toSorted())
  })

  test.each(languageValues)('a text with plural forms has every form %s needs', (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories
    const keys = entriesOf(notifierCatalogue[language]).map(([key]) => key)
    const plural = new Set(keys.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')))
    expect(plural.size).toBeGreaterThan(0)
    for (const base of plural) {
      for (const category of needed) expect(keys, `${base}_${category}`).toContain(`${base}_${category}`)
    }
  })

  test('a text names the same values in both languages', () => {
    const variables = (language: Language) => {
      const found = new Map<string, Set<string>>()
      for (const [key, text] of entriesOf(notifierCatalogue[language])) {
        const base = key.replace(PLURAL, '')
        const names = found.get(base) ?? new Set<string>()
        for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) names.add(name!)
        found.set(base, names)
      }
      return found
    }
    const english = variables('en')
    for (const [base, names] of variables('ar')) {
      // Arabic words one and two ("إعلانان") where English writes the number: a subset is enough.
      for (const name of names) expect(english.get(base), `${base}: {{${name}}}`).toContain(name)
    }
  })
})

describe('Arabic counts with all six plural forms', () => {
  const ar = messageWords('ar')
  const alert = (count: number) => ar.matchAlert({ name: 'مرايا دبي', wanted: false, count })
  const wanted = (count: number) => ar.matchAlert({ name: '777', wanted: true, count })
  const n = (count: number) => `${LRI}${count}${PDI}`

  test.each([
    [0, 'لا إعلانات جديدة تطابق «مرايا دبي» في «رقم»'],
    [1, 'إعلان جديد يطابق «مرايا دبي» في «رقم»'],
    [2, 'إعلانان جديدان يطابقان «مرايا دبي» في «رقم»'],
    [3, `${n(3)} إعلانات جديدة تطابق «مرايا دبي» في «رقم»`],
    [11, `${n(11)} إعلانًا جديدًا يطابق «مرايا دبي» في «رقم»`],
    [100, `${n(100)} إعلان جديد يطابق «مرايا دبي» في «رقم»`],
  ])('%i listings: %s', (count, subject) => {
    expect(alert(count).subject).toBe(subject)
  })

  test.each([
    [0, `لا إعلانات للبيع تلبّي طلب الشراء ${LRI}777${PDI}.`],
    [1, `إعلان للبيع يلبّي طلب الشراء ${LRI}777${PDI}:`],
    [2, `إعلانان للبيع يلبّيان طلب الشراء ${LRI}777${PDI}:`],
    [3, `${n(3)} إعلانات للبيع تلبّي طلب الشراء ${LRI}777${PDI}:`],
    [11, `${n(11)} إعلانًا للبيع يلبّي طلب الشراء ${LRI}777${PDI}:`],
    [100, `${n(100)} إعلان للبيع يلبّي طلب الشراء ${LRI}777${PDI}:`],
  ])('%i listings answer a wanted request: %s', (count, intro) => {
    expect(wanted(count).intro).toBe(intro)
  })

  test('the listings a message does not name, the minutes of a code and the hours of a password', () => {
    expect([1, 2, 3, 11, 100].map((count) => alert(200).rest(count))).toEqual([
      '…وإعلان آخر:',
      '…وإعلانان آخران:',
      `…و${n(3)} إعلانات أخرى:`,
      `…و${n(11)} إعلانًا آخر:`,
      `…و${n(100)} إعلان آخر:`,
    ])
    expect(alert(3).rest(0)).toBe('كل الإعلانات المطابقة:')
    expect([1, 2, 10, 15, 100].map((minutes) => ar.verificationCode({ code: '1', minutes }, 'email').expiry)).toEqual([
      'تنتهي صلاحيته بعد دقيقة واحدة.',
      'تنتهي صلاحيته بعد دقيقتين.',
      `تنتهي صلاحيته بعد ${n(10)} دقائق.`,
      `تنتهي صلاحيته بعد ${n(15)} دقيقة.`,
      `تنتهي صلاحيته بعد ${n(100)} دقيقة.`,
    ])
    expect(ar.newPassword({ password: 'x', hours: 2 }).validity).toMatch(/لمدة ساعتين\.$/)
    expect(ar.newPassword({ password: 'x', hours: 24 }).validity).toMatch(new RegExp(`لمدة ${n(24)} ساعة\\.$`))
  })

  test('English has one and other, and no marks', () => {
    const en = messageWords('en')
    expect(en.matchAlert({ name: 'Dubai mirrors', wanted: false, count: 1 }).subject).toBe(
      'New match for “Dubai mirrors” on Raqam',
    )
    expect(en.matchAlert({ name: 'Dubai mirrors', wanted: false, count: 2 }).subject).toBe(
      '2 new matches for “Dubai mirrors” on Raqam',
    )
    expect(en.verificationCode({ code: '123456', minutes: 1 }, 'whatsapp').expiry).toBe('It expires in 1 minute.')
  })
})

describe('a listing in a message', () => {
  // The first sample is a Dubai car plate, AA 777, for AED 80,000.
  const listing = { ...alertListings(1)[0]!, titleAr: 'رقم مميز 055 196 4422' }

  test("takes the title of the customer's language, isolating grouped numbers in Arabic, and the card's price", () => {
    expect(messageWords('ar').listing(listing)).toEqual({
      title: `رقم مميز ${LRI}055 196 4422${PDI}`,
      price: '80,000\u00a0درهم',
      picture: `لوحة سيارة دبي ${LRI}AA 777${PDI}`,
    })
    expect(messageWords('en').listing(listing)).toEqual({
      title: 'Dubai AA 777',
      price: 'AED\u00a080,000',
      picture: 'Dubai car plate AA 777',
    })
    // A seller who wrote one language only: the other page shows that one.
    expect(messageWords('ar').listing({ ...listing, titleAr: '' }).title).toBe('Dubai AA 777')
  })

  test("names a mobile number's picture by its grouped number", () => {
    const mobile = alertListings(2)[1]!
    expect(messageWords('ar').listing(mobile).picture).toBe(`رقم هاتف ${LRI}055 196 4422${PDI}`)
    expect(messageWords('en').listing(mobile).picture).toBe('Mobile number 055 196 4422')
  })
})
