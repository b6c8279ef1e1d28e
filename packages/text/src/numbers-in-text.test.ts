import { describe, expect, it } from 'vitest'
import { isolate, isolateNumbers, numberRuns } from '#numbers-in-text.ts'

const LRI = '\u2066'
const PDI = '\u2069'

describe('numberRuns', () => {
  it('finds a grouped mobile number inside an Arabic title', () => {
    expect(numberRuns('رقم مميز دو 055 196 4422')).toEqual([
      { text: 'رقم مميز دو ', number: false },
      { text: '055 196 4422', number: true },
    ])
  })

  it('takes a leading + and separators inside groups, and several runs in one text', () => {
    expect(numberRuns('اتصل +971 50 123 4567 أو 04 123 4567 الآن').filter((part) => part.number)).toEqual([
      { text: '+971 50 123 4567', number: true },
      { text: '04 123 4567', number: true },
    ])
  })

  it('leaves single numbers alone: they keep their order by themselves', () => {
    expect(numberRuns('لوحة دبي 12345 AA للبيع')).toEqual([{ text: 'لوحة دبي 12345 AA للبيع', number: false }])
    expect(numberRuns('80,000 درهم')).toEqual([{ text: '80,000 درهم', number: false }])
  })

  it('reads Arabic-Indic digits too', () => {
    expect(numberRuns('رقم ٠٥٥ ١٩٦ ٤٤٢٢').filter((part) => part.number)).toEqual([
      { text: '٠٥٥ ١٩٦ ٤٤٢٢', number: true },
    ])
  })

  it('gives back the text when joined, and nothing for an empty text', () => {
    const text = 'Premium du number 055 196 4422, call +971 50 123 4567'
    expect(
      numberRuns(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text)
    expect(numberRuns('')).toEqual([])
  })
})

describe('isolateNumbers', () => {
  it('wraps each grouped run in LRI … PDI', () => {
    expect(isolateNumbers('رقم مميز دو 055 196 4422')).toBe(`رقم مميز دو ${LRI}055 196 4422${PDI}`)
    expect(isolateNumbers('مطلوب: رقم هاتف 050 123 4567 للبيع')).toBe(`مطلوب: رقم هاتف ${LRI}050 123 4567${PDI} للبيع`)
  })

  it('is idempotent and leaves texts without grouped numbers unchanged', () => {
    const once = isolateNumbers('رقم 055 196 4422 و 056 111 2222')
    expect(isolateNumbers(once)).toBe(once)
    expect(isolateNumbers('Dubai plate 12345 AA')).toBe('Dubai plate 12345 AA')
    expect(isolateNumbers('')).toBe('')
  })

  it('isolates one value as a whole, and leaves empty text alone', () => {
    expect(isolate('ab 12')).toBe(`${LRI}ab 12${PDI}`)
    expect(isolate('050 123 4567')).toBe(`${LRI}050 123 4567${PDI}`)
    expect(isolate('')).toBe('')
  })
})
