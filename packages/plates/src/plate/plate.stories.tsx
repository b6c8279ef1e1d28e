import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect } from 'storybook/test'
import { cities, cityNames, plateCodes, type City } from '@raqam/listing-rules/cities'
import {
  plateLayout,
  validatePlate,
  type PlateKind,
  type PlateProblem,
  type PlateSize,
  type PlateType,
} from '../core.ts'
import { characterWeight, measureLatin } from '../render/fonts.ts'
import { geometryProblems, measurePlate, pinnedWidthProblems } from '../testing/plate-geometry.ts'
import { Plate } from './plate.tsx'
import styles from './plate-gallery.module.css'

type Locale = 'en' | 'ar'
const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'ar' ? 'ar' : 'en')

const words = {
  car: { en: 'Car', ar: 'سيارة' },
  motorcycle: { en: 'Motorcycle', ar: 'دراجة نارية' },
  type1: { en: 'type 1', ar: 'النوع 1' },
  type2: { en: 'type 2', ar: 'النوع 2' },
  big: { en: 'big', ar: 'كبيرة' },
  mini: { en: 'mini', ar: 'صغيرة' },
  plate: { en: 'plate', ar: 'لوحة' },
} as const

type Variant = { kind: PlateKind; city: City; type?: PlateType; size?: PlateSize; code: string; number: string }

function label({ kind, city, code, number }: Variant, locale: Locale) {
  return locale === 'ar'
    ? `${words.plate.ar} ${words[kind].ar} ${cityNames[city].ar} ${code} ${number}`
    : `${cityNames[city].en} ${words[kind].en.toLowerCase()} ${words.plate.en} ${code} ${number}`
}

function caption({ kind, type = 'type1', size }: Pick<Variant, 'kind' | 'type' | 'size'>, locale: Locale) {
  const parts: string[] = [words[kind][locale], words[type][locale]]
  if (kind === 'car') parts.push(words[size ?? 'big'][locale])
  return parts.join(' · ')
}

function Cell({ variant, locale, scale, note }: { variant: Variant; locale: Locale; scale: number; note?: string }) {
  const layout = plateLayout(variant.kind, variant.city, variant.type, variant.size)
  return (
    <figure className={styles.cell} style={{ '--plate-inline-size': `${layout.width * scale}px` } as CSSProperties}>
      <Plate {...variant} label={label(variant, locale)} />
      <figcaption className={styles.caption}>{note ?? caption(variant, locale)}</figcaption>
    </figure>
  )
}

/** Realistic samples per emirate: [code, number] pairs with one to five digits. */
const samples: Record<City, readonly [string, string][]> = {
  'abu-dhabi': [
    ['1', '7'],
    ['50', '2021'],
    ['5', '555'],
    ['17', '12345'],
  ],
  dubai: [
    ['P', '7'],
    ['AA', '16'],
    ['D', '5000'],
    ['BB', '11111'],
  ],
  sharjah: [
    ['1', '7'],
    ['3', '20'],
    ['2', '14414'],
    ['4', '555'],
  ],
  ajman: [
    ['A', '1'],
    ['H', '313'],
    ['B', '2468'],
    ['K', '70707'],
  ],
  fujairah: [
    ['M', '9'],
    ['A', '4040'],
    ['K', '12'],
    ['R', '33333'],
  ],
  'ras-al-khaimah': [
    ['A', '2'],
    ['V', '1971'],
    ['N', '88'],
    ['S', '60606'],
  ],
  'umm-al-quwain': [
    ['X', '3'],
    ['G', '4848'],
    ['C', '99'],
    ['I', '12121'],
  ],
}

function sample(city: City, index: number) {
  const [code, number] = samples[city][index % 4]!
  return { code, number }
}

type Column = Pick<Variant, 'kind' | 'type' | 'size'>

/** A table a designer can scan: one row per emirate, one column per variant, every plate at the same scale. */
function Gallery({
  columns,
  locale,
  scale,
  plate,
}: {
  columns: Column[]
  locale: Locale
  scale: number
  plate: (city: City, column: number) => { code: string; number: string }
}) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <td />
          {columns.map((column, i) => (
            <th key={i} scope="col" className={styles.columnTitle}>
              {caption(column, locale)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cities.map((city) => (
          <tr key={city}>
            <th scope="row" className={styles.rowTitle}>
              {cityNames[city][locale]}
            </th>
            {columns.map((column, i) => {
              const variant = { ...column, city, ...plate(city, i) }
              const layout = plateLayout(variant.kind, city, variant.type, variant.size)
              return (
                <td
                  key={i}
                  className={styles.plateCell}
                  style={{ '--plate-inline-size': `${layout.width * scale}px` } as CSSProperties}
                >
                  <Plate {...variant} label={label(variant, locale)} />
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const samplePlate = (city: City, column: number) => sample(city, column + cities.indexOf(city))

/** Fails the story when a plate's code or number leaves the plate or touches the mark or each other. */
async function expectPlatesFit(canvasElement: HTMLElement, count: number) {
  const plates = [...canvasElement.querySelectorAll<SVGSVGElement>('svg[data-plate]')]
  await expect(plates).toHaveLength(count)
  const problems = plates.flatMap((svg) => [...geometryProblems(measurePlate(svg)), ...pinnedWidthProblems(svg)])
  await expect(problems).toEqual([])
}

const meta = {
  title: 'Plates/Plate',
  component: Plate,
  args: {
    kind: 'car',
    city: 'dubai',
    code: 'AA',
    number: '16',
    type: 'type1',
    size: 'big',
    label: 'Dubai car plate AA 16',
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['car', 'motorcycle'] },
    city: { control: 'select', options: cities },
    type: { control: 'inline-radio', options: ['type1', 'type2'] },
    size: { control: 'inline-radio', options: ['big', 'mini'] },
  },
} satisfies Meta<typeof Plate>

export default meta
type Story = StoryObj<typeof meta>

/** One plate with controls; the box is 520 px wide, so a long plate shows at 1 px per millimetre. */
export const Playground: Story = {
  render: (args, { globals }) => (
    <div style={{ inlineSize: plateLayout(args.kind, args.city, args.type, args.size).width }}>
      <Plate {...args} label={localeOf(globals) === 'ar' ? label(args, 'ar') : args.label} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const plate = canvas.getByRole('img', { name: /AA 16/ })
    await expect(plate).toHaveAttribute('direction', 'ltr')
    await expectPlatesFit(canvasElement, 1)
  },
}

/** The current design of every emirate: long and short car plates. */
export const CarsTypeOne: Story = {
  name: 'Cars · type 1',
  render: (_, { globals }) => (
    <Gallery
      locale={localeOf(globals)}
      scale={0.72}
      plate={samplePlate}
      columns={[
        { kind: 'car', type: 'type1', size: 'big' },
        { kind: 'car', type: 'type1', size: 'mini' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => expectPlatesFit(canvasElement, 14),
}

/** The earlier design of every emirate: long and short car plates. */
export const CarsTypeTwo: Story = {
  name: 'Cars · type 2',
  render: (_, { globals }) => (
    <Gallery
      locale={localeOf(globals)}
      scale={0.72}
      plate={samplePlate}
      columns={[
        { kind: 'car', type: 'type2', size: 'big' },
        { kind: 'car', type: 'type2', size: 'mini' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => expectPlatesFit(canvasElement, 14),
}

/** Both motorcycle designs of every emirate (one size). */
export const Motorcycles: Story = {
  render: (_, { globals }) => (
    <Gallery
      locale={localeOf(globals)}
      scale={0.84}
      plate={samplePlate}
      columns={[
        { kind: 'motorcycle', type: 'type1' },
        { kind: 'motorcycle', type: 'type2' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => expectPlatesFit(canvasElement, 14),
}

/** The widest code of a city, by the character font's advance widths. */
function widestCode(city: City) {
  const width = (code: string) => measureLatin(code, characterWeight).advance
  return plateCodes[city].reduce((widest, code) => (width(code) > width(widest) ? code : widest))
}

const allColumns: Column[] = [
  { kind: 'car', type: 'type1', size: 'big' },
  { kind: 'car', type: 'type1', size: 'mini' },
  { kind: 'car', type: 'type2', size: 'big' },
  { kind: 'car', type: 'type2', size: 'mini' },
  { kind: 'motorcycle', type: 'type1' },
  { kind: 'motorcycle', type: 'type2' },
]

/** All 42 variants with each city's widest code and the widest five-digit number: nothing may overflow or collide. */
export const WidestFit: Story = {
  name: 'All 42 variants · widest code and number',
  render: (_, { globals }) => (
    <Gallery
      locale={localeOf(globals)}
      scale={0.44}
      plate={(city) => ({ code: widestCode(city), number: '00000' })}
      columns={allColumns}
    />
  ),
  play: async ({ canvasElement }) => expectPlatesFit(canvasElement, 42),
}

const edgeCases: (Variant & { note: Record<Locale, string> })[] = [
  {
    kind: 'car',
    city: 'dubai',
    type: 'type1',
    size: 'big',
    code: 'A',
    number: '1',
    note: { en: 'One digit', ar: 'رقم من خانة واحدة' },
  },
  {
    kind: 'car',
    city: 'dubai',
    type: 'type1',
    size: 'big',
    code: 'DD',
    number: '88888',
    note: { en: 'Five digits, widest Dubai code', ar: 'خمس خانات وأعرض رمز في دبي' },
  },
  {
    kind: 'car',
    city: 'dubai',
    type: 'type2',
    size: 'mini',
    code: 'AA',
    number: '16',
    note: { en: 'Two-letter Dubai code', ar: 'رمز دبي من حرفين' },
  },
  {
    kind: 'car',
    city: 'abu-dhabi',
    type: 'type1',
    size: 'big',
    code: '50',
    number: '12345',
    note: { en: 'Abu Dhabi code 50', ar: 'أبوظبي الرمز 50' },
  },
  {
    kind: 'car',
    city: 'abu-dhabi',
    type: 'type2',
    size: 'big',
    code: '50',
    number: '1',
    note: { en: 'Code 50 in the red panel', ar: 'الرمز 50 في اللوحة الحمراء' },
  },
  {
    kind: 'car',
    city: 'ajman',
    type: 'type1',
    size: 'big',
    code: 'W',
    number: '44444',
    note: { en: 'Widest letter, five digits', ar: 'أعرض حرف وخمس خانات' },
  },
  {
    kind: 'car',
    city: 'sharjah',
    type: 'type1',
    size: 'mini',
    code: '1',
    number: '11111',
    note: { en: 'Narrowest digits', ar: 'أضيق الأرقام' },
  },
  {
    kind: 'car',
    city: 'fujairah',
    type: 'type1',
    size: 'mini',
    code: 'Q',
    number: '90909',
    note: { en: 'Q hangs below the line', ar: 'حرف Q ينزل تحت السطر' },
  },
  {
    kind: 'motorcycle',
    city: 'umm-al-quwain',
    type: 'type1',
    code: 'W',
    number: '88888',
    note: { en: 'Umm Al Quwain: code beside the number', ar: 'أم القيوين: الرمز بجانب الرقم' },
  },
]

/** Extremes a designer should see: 1 and 5 digits, two-letter codes, code 50, the widest letter, the Q tail. */
export const EdgeCases: Story = {
  render: (_, { globals }) => {
    const locale = localeOf(globals)
    return (
      <div className={styles.row}>
        {edgeCases.map(({ note, ...variant }, i) => (
          <Cell key={i} variant={variant} locale={locale} note={note[locale]} scale={0.62} />
        ))}
      </div>
    )
  },
  play: async ({ canvasElement }) => expectPlatesFit(canvasElement, edgeCases.length),
}

const problemTexts: Record<PlateProblem['code'], Record<Locale, string>> = {
  'kind-unknown': { en: 'Choose car or motorcycle.', ar: 'اختر سيارة أو دراجة نارية.' },
  'city-unknown': { en: 'Choose one of the seven emirates.', ar: 'اختر إحدى الإمارات السبع.' },
  'code-missing': { en: 'Enter the plate code.', ar: 'أدخل رمز اللوحة.' },
  'code-not-in-city': { en: 'This emirate does not issue this code.', ar: 'هذه الإمارة لا تصدر هذا الرمز.' },
  'number-missing': { en: 'Enter the plate number.', ar: 'أدخل رقم اللوحة.' },
  'number-not-digits': { en: 'Use digits 0–9 only.', ar: 'استخدم الأرقام 0–9 فقط.' },
  'number-too-long': { en: 'At most 5 digits.', ar: 'خمس خانات على الأكثر.' },
  'number-leading-zero': { en: 'The number cannot start with 0.', ar: 'لا يبدأ الرقم بصفر.' },
}

const invalidInputs: Variant[] = [
  { kind: 'car', city: 'dubai', type: 'type1', size: 'big', code: 'FF', number: '123456' },
  { kind: 'car', city: 'sharjah', type: 'type1', size: 'big', code: '5', number: '0123' },
  { kind: 'motorcycle', city: 'abu-dhabi', type: 'type1', code: '', number: '12a' },
  { kind: 'car', city: 'ajman', type: 'type1', size: 'mini', code: 'B', number: '4242' },
]

/** What `validatePlate` reports for bad input, next to the plate drawn as given (the renderer never throws on strings). */
export const InvalidInput: Story = {
  render: (_, { globals }) => {
    const locale = localeOf(globals)
    return (
      <div className={styles.gallery}>
        {invalidInputs.map((variant, i) => {
          const problems = validatePlate(variant)
          return (
            <section key={i} className={styles.row} aria-label={`${variant.code} ${variant.number}`}>
              <Cell
                variant={variant}
                locale={locale}
                scale={0.6}
                note={`code "${variant.code}" · number "${variant.number}"`}
              />
              {problems.length === 0 ? (
                <p className={styles.valid}>{locale === 'ar' ? 'صالحة' : 'Valid'}</p>
              ) : (
                <ul className={styles.problems} data-testid="problems">
                  {problems.map((problem) => (
                    <li key={problem.code}>
                      <span className={styles.problemCode}>{problem.code}</span> — {problemTexts[problem.code][locale]}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )
        })}
      </div>
    )
  },
  play: async ({ canvas, canvasElement }) => {
    const lists = canvas.getAllByTestId('problems')
    await expect(lists.map((list) => [...list.querySelectorAll('li span')].map((code) => code.textContent))).toEqual([
      ['code-not-in-city', 'number-too-long'],
      ['code-not-in-city', 'number-leading-zero'],
      ['code-missing', 'number-not-digits'],
    ])
    await expectPlatesFit(canvasElement, invalidInputs.length)
  },
}
