/**
 * The pattern table: every tag the classifiers can give, with its stable id, the kind of number it
 * applies to, and its names and descriptions in English and Arabic.
 *
 * The ids are stored in the database and used in URLs: never rename or reuse one. A new pattern gets
 * a new id appended to its list; a retired one keeps its id reserved.
 */

/** What a pattern applies to: `plate` (car and motorcycle plate numbers) or `mobile` (UAE mobile numbers). */
export type PatternKind = 'plate' | 'mobile'

/** Plate pattern ids, in the order the classifier reports them. */
export const platePatternIds = [
  'all-same',
  'repeating-pair',
  'mirror',
  'ascending',
  'descending',
  'round',
  'two-digits',
] as const

/** Mobile pattern ids, in the order the classifier reports them. */
export const mobilePatternIds = [
  'mobile-all-same',
  'mobile-six-in-a-row',
  'mobile-five-in-a-row',
  'mobile-repeating-blocks',
  'mobile-ascending',
  'mobile-descending',
  'mobile-mirror',
  'mobile-few-digits',
  'mobile-prefix-echo',
] as const

/** A pattern of plate numbers. */
export type PlatePatternId = (typeof platePatternIds)[number]
/** A pattern of mobile numbers. */
export type MobilePatternId = (typeof mobilePatternIds)[number]
/** Any pattern id, as stored with a listing and used in URLs. */
export type PatternId = PlatePatternId | MobilePatternId

/** A text in both page languages. */
export type LocalizedText = { en: string; ar: string }

type PatternDetails<K extends PatternKind> = {
  kind: K
  /** Short name for a badge or a filter option. */
  name: LocalizedText
  /** One sentence that says exactly what matches, with examples. */
  description: LocalizedText
  /** Numbers that carry this tag, as stored (mobile numbers with their prefix, no spaces). */
  examples: readonly string[]
}

/** One row of the pattern table. */
export type Pattern =
  ({ id: PlatePatternId } & PatternDetails<'plate'>) | ({ id: MobilePatternId } & PatternDetails<'mobile'>)

// Keyed by id so the compiler checks that every id has exactly one row and the right kind.
const details: { [Id in PlatePatternId]: PatternDetails<'plate'> } & {
  [Id in MobilePatternId]: PatternDetails<'mobile'>
} = {
  'all-same': {
    kind: 'plate',
    name: { en: 'All the same', ar: 'رقم مكرر' },
    description: {
      en: 'Every digit is the same: 7, 77, 777, 7777, 77777.',
      ar: 'كل خاناته بالرقم نفسه: 7، 77، 777، 7777، 77777.',
    },
    examples: ['7', '77', '777', '7777', '77777'],
  },
  'repeating-pair': {
    kind: 'plate',
    name: { en: 'Repeating pair', ar: 'زوج مكرر' },
    description: {
      en: 'Two different digits taking turns over four or five digits: 1212, 12121.',
      ar: 'رقمان مختلفان يتناوبان على أربع أو خمس خانات: 1212، 12121.',
    },
    examples: ['1212', '7070', '12121', '90909'],
  },
  mirror: {
    kind: 'plate',
    name: { en: 'Mirror', ar: 'مرآة' },
    description: {
      en: 'Reads the same from both ends, three digits or more and not all the same: 121, 1221, 12321.',
      ar: 'يُقرأ من الجهتين بالشكل نفسه، من ثلاث خانات أو أكثر وليست كلها متشابهة: 121، 1221، 12321.',
    },
    examples: ['121', '1221', '12321', '10001'],
  },
  ascending: {
    kind: 'plate',
    name: { en: 'Ascending run', ar: 'تسلسل تصاعدي' },
    description: {
      en: 'Each digit is one more than the one before, three digits or more, with no wrap from 9 to 0: 123, 4567, 56789.',
      ar: 'كل خانة تزيد واحدًا على التي قبلها، من ثلاث خانات أو أكثر، دون الرجوع من 9 إلى 0: 123، 4567، 56789.',
    },
    examples: ['123', '789', '4567', '12345', '56789'],
  },
  descending: {
    kind: 'plate',
    name: { en: 'Descending run', ar: 'تسلسل تنازلي' },
    description: {
      en: 'Each digit is one less than the one before, three digits or more, with no wrap from 0 to 9: 321, 9876, 43210.',
      ar: 'كل خانة تنقص واحدًا عن التي قبلها، من ثلاث خانات أو أكثر، دون الرجوع من 0 إلى 9: 321، 9876، 43210.',
    },
    examples: ['321', '210', '9876', '43210', '98765'],
  },
  round: {
    kind: 'plate',
    name: { en: 'Round number', ar: 'رقم روند' },
    description: {
      en: 'One digit followed only by zeros: 10, 500, 7000, 90000.',
      ar: 'خانة واحدة تليها أصفار فقط: 10، 500، 7000، 90000.',
    },
    examples: ['10', '500', '7000', '90000'],
  },
  'two-digits': {
    kind: 'plate',
    name: { en: 'Two digits', ar: 'رقمان فقط' },
    description: {
      en: 'Made of exactly two different digits, three digits or more: 113, 1881, 55855.',
      ar: 'مكوَّن من رقمين مختلفين فقط، من ثلاث خانات أو أكثر: 113، 1881، 55855.',
    },
    examples: ['113', '100', '1881', '55855'],
  },
  'mobile-all-same': {
    kind: 'mobile',
    name: { en: 'All seven the same', ar: 'سباعي مكرر' },
    description: {
      en: 'All seven digits after the prefix are the same: 050 777 7777.',
      ar: 'الخانات السبع بعد المفتاح كلها بالرقم نفسه: 050 777 7777.',
    },
    examples: ['0507777777', '0522222222', '0550000000'],
  },
  'mobile-six-in-a-row': {
    kind: 'mobile',
    name: { en: 'Six in a row', ar: 'سداسي مكرر' },
    description: {
      en: 'Exactly six of the same digit in a row after the prefix: 050 177 7777, 055 888 8881.',
      ar: 'ستة أرقام متشابهة متتالية بالضبط بعد المفتاح: 050 177 7777، 055 888 8881.',
    },
    examples: ['0501777777', '0558888881'],
  },
  'mobile-five-in-a-row': {
    kind: 'mobile',
    name: { en: 'Five in a row', ar: 'خماسي مكرر' },
    description: {
      en: 'Exactly five of the same digit in a row after the prefix: 050 129 9999, 056 155 5552.',
      ar: 'خمسة أرقام متشابهة متتالية بالضبط بعد المفتاح: 050 129 9999، 056 155 5552.',
    },
    examples: ['0501299999', '0561555552', '0543333312'],
  },
  'mobile-repeating-blocks': {
    kind: 'mobile',
    name: { en: 'Repeated blocks', ar: 'مقاطع مكررة' },
    description: {
      en: 'Six digits in a row after the prefix are a pair said three times or three digits said twice: 050 121 2121, 052 123 1239.',
      ar: 'ست خانات متتالية بعد المفتاح هي زوج يتكرر ثلاث مرات أو ثلاثة أرقام تتكرر مرتين: 050 121 2121، 052 123 1239.',
    },
    examples: ['0501212121', '0521231239', '0549474747', '0551121120'],
  },
  'mobile-ascending': {
    kind: 'mobile',
    name: { en: 'Ascending run', ar: 'تسلسل تصاعدي' },
    description: {
      en: 'Five or more digits in a row after the prefix that each go up by one, with no wrap from 9 to 0: 050 123 4567, 055 934 5678.',
      ar: 'خمس خانات متتالية أو أكثر بعد المفتاح تزيد كل منها واحدًا، دون الرجوع من 9 إلى 0: 050 123 4567، 055 934 5678.',
    },
    examples: ['0501234567', '0559345678', '0563456780'],
  },
  'mobile-descending': {
    kind: 'mobile',
    name: { en: 'Descending run', ar: 'تسلسل تنازلي' },
    description: {
      en: 'Five or more digits in a row after the prefix that each go down by one, with no wrap from 0 to 9: 050 765 4321, 058 987 6512.',
      ar: 'خمس خانات متتالية أو أكثر بعد المفتاح تنقص كل منها واحدًا، دون الرجوع من 0 إلى 9: 050 765 4321، 058 987 6512.',
    },
    examples: ['0507654321', '0589876512', '0541543210'],
  },
  'mobile-mirror': {
    kind: 'mobile',
    name: { en: 'Mirror', ar: 'مرآة' },
    description: {
      en: 'The seven digits after the prefix read the same from both ends and are not all the same: 050 123 4321.',
      ar: 'الخانات السبع بعد المفتاح تُقرأ من الجهتين بالشكل نفسه وليست كلها متشابهة: 050 123 4321.',
    },
    examples: ['0501234321', '0557000007', '0561112111'],
  },
  'mobile-few-digits': {
    kind: 'mobile',
    name: { en: 'Few digits', ar: 'أرقام قليلة' },
    description: {
      en: 'The seven digits after the prefix use only two or three different digits: 050 112 1122, 055 123 1231.',
      ar: 'الخانات السبع بعد المفتاح من رقمين أو ثلاثة أرقام مختلفة فقط: 050 112 1122، 055 123 1231.',
    },
    examples: ['0501121122', '0551231231', '0567007000'],
  },
  'mobile-prefix-echo': {
    kind: 'mobile',
    name: { en: 'Prefix echoed', ar: 'المفتاح مكرر' },
    description: {
      en: 'The three-digit prefix appears again, in a row, among the seven digits after it: 050 5050 505, 055 055 5555, 052 123 4052.',
      ar: 'المفتاح بخاناته الثلاث يتكرر متتاليًا ضمن الخانات السبع التي بعده: 050 5050 505، 055 055 5555، 052 123 4052.',
    },
    examples: ['0505050505', '0550555555', '0521234052'],
  },
}

/** Every pattern, plate patterns first, each list in the order the classifiers report tags. */
export const patterns: readonly Pattern[] = [
  ...platePatternIds.map((id): Pattern => ({ id, ...details[id] })),
  ...mobilePatternIds.map((id): Pattern => ({ id, ...details[id] })),
]

/** The table row of each id, for badges and filter labels. */
export const patternsById: Readonly<Record<PatternId, Pattern>> = Object.fromEntries(
  patterns.map((p) => [p.id, p]),
) as Record<PatternId, Pattern>

/** The ids of one kind, in the order the classifiers report them. */
export function patternIdsFor(kind: 'plate'): readonly PlatePatternId[]
export function patternIdsFor(kind: 'mobile'): readonly MobilePatternId[]
export function patternIdsFor(kind: PatternKind): readonly PatternId[]
export function patternIdsFor(kind: PatternKind): readonly PatternId[] {
  return kind === 'plate' ? platePatternIds : mobilePatternIds
}

/** True when `value` is a known pattern id (for URL and query parameters). */
export function isPatternId(value: string): value is PatternId {
  return Object.hasOwn(details, value)
}

/** The pattern kind of a listing category: plates for cars and motorcycles, mobile for mobile numbers. */
export function patternKindOf(category: 'car' | 'motorcycle' | 'mobile'): PatternKind {
  return category === 'mobile' ? 'mobile' : 'plate'
}
