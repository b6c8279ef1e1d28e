import type { Meta, StoryObj } from '@storybook/react-vite'
import type { City } from '@raqam/listing-rules/cities'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale, storyTexts } from '#internal/story-texts.ts'
import type { Operator } from '#operator-mark/operator-mark.tsx'
import type { Category } from '@raqam/listing-rules/categories'
import {
  CategoryFilter,
  CheckFilter,
  CityFilter,
  CodeFilter,
  DigitCountFilter,
  FilterBar,
  KeywordFilter,
  OperatorFilter,
  PrefixFilter,
  SortFilter,
  type DigitCount,
} from './filters.tsx'
import type { MobilePrefix } from '@raqam/listing-rules/numbers'

const texts = {
  en: {
    plates: 'Filter plates',
    mobiles: 'Filter mobile numbers',
    digits: 'Digits',
    any: 'Any',
    city: 'City',
    anyCity: 'All cities',
    code: 'Code',
    anyCode: 'Any code',
    chooseCity: 'Choose a city first',
    keyword: 'Keyword',
    keywordPlaceholder: 'e.g. 777',
    operator: 'Operator',
    prefix: 'Prefix',
    anyPrefix: 'Any prefix',
    sort: 'Sort by',
    newest: 'Newest',
    orders: { newPrice: 'Price: low to high', '-newPrice': 'Price: high to low' },
    reset: 'Clear filters',
    show: 'Show results',
    verified: 'Verified owners only',
    sales: 'Filter sold prices',
    kind: 'Kind',
    anyKind: 'All kinds',
    kinds: { car: 'Car plate', motorcycle: 'Motorcycle plate', mobile: 'Mobile number' },
  },
  ar: {
    plates: 'تصفية اللوحات',
    mobiles: 'تصفية أرقام الهواتف',
    digits: 'عدد الأرقام',
    any: 'الكل',
    city: 'المدينة',
    anyCity: 'كل المدن',
    code: 'الرمز',
    anyCode: 'أي رمز',
    chooseCity: 'اختر المدينة أولاً',
    keyword: 'كلمة البحث',
    keywordPlaceholder: 'مثال: 777',
    operator: 'المشغل',
    prefix: 'البادئة',
    anyPrefix: 'أي بادئة',
    sort: 'الترتيب',
    newest: 'الأحدث',
    orders: { newPrice: 'السعر: من الأقل إلى الأعلى', '-newPrice': 'السعر: من الأعلى إلى الأقل' },
    reset: 'مسح الفلاتر',
    show: 'اعرض النتائج',
    verified: 'الملاك الموثَّقون فقط',
    sales: 'تصفية أسعار البيع',
    kind: 'النوع',
    anyKind: 'كل الأنواع',
    kinds: { car: 'لوحة سيارة', motorcycle: 'لوحة دراجة نارية', mobile: 'رقم هاتف' },
  },
}

/** The list's sort orders (the contract's SortOrder), as the story's words name them. */
type SortOrder = keyof (typeof texts)['en']['orders']

const meta = {
  title: 'UI/Filters',
  component: FilterBar,
  args: { label: texts.en.plates, children: null },
} satisfies Meta<typeof FilterBar>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The plate lists' filters. The code's options follow the city (Abu Dhabi 1–21 and 50, Dubai A–Z
 * then AA–EE…); choosing another city clears the code.
 */
export const PlateFilters: Story = {
  render: function Render(_, { globals }) {
    const locale = storyLocale(globals)
    const x = texts[locale]
    const [digits, setDigits] = useState<DigitCount | null>('3')
    const [city, setCity] = useState<City | null>(null)
    const [code, setCode] = useState<string | null>(null)
    const [keyword, setKeyword] = useState('')
    const [sort, setSort] = useState<SortOrder | null>(null)
    return (
      <FilterBar
        label={x.plates}
        resetLink={
          <a
            href="?"
            onClick={(event) => {
              event.preventDefault()
              setDigits(null)
              setCity(null)
              setCode(null)
              setKeyword('')
              setSort(null)
            }}
          />
        }
        resetLabel={x.reset}
      >
        <DigitCountFilter label={x.digits} anyLabel={x.any} value={digits} onChange={setDigits} />
        <CityFilter
          label={x.city}
          anyLabel={x.anyCity}
          cityLabels={storyTexts(locale).cities}
          value={city}
          onChange={(next) => {
            setCity(next)
            setCode(null)
          }}
        />
        <CodeFilter
          label={x.code}
          anyLabel={x.anyCode}
          chooseCityHint={x.chooseCity}
          city={city}
          value={code}
          onChange={setCode}
        />
        <KeywordFilter label={x.keyword} placeholder={x.keywordPlaceholder} value={keyword} onChange={setKeyword} />
        <SortFilter label={x.sort} anyLabel={x.newest} orderLabels={x.orders} value={sort} onChange={setSort} />
      </FilterBar>
    )
  },
  play: async ({ canvas, userEvent }) => {
    const code = canvas.getByRole('combobox', { name: /Code|الرمز/ })
    await expect(code).toBeDisabled()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /City|المدينة/ }), 'abu-dhabi')
    await expect(code).toBeEnabled()
    const options = [...(code as HTMLSelectElement).options].map((option) => option.value)
    await expect(options.slice(1)).toEqual([...Array.from({ length: 21 }, (_, index) => String(index + 1)), '50'])
    await userEvent.selectOptions(code, '50')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /City|المدينة/ }), 'dubai')
    await expect(code).toHaveValue('')
    await expect([...(code as HTMLSelectElement).options].at(-1)?.value).toBe('EE')
    await userEvent.click(canvas.getByRole('radio', { name: '5' }))
    await expect(canvas.getByRole('radio', { name: '5' })).toBeChecked()
    await repaintPage()
  },
}

/** The mobile list's filters: operator (our drawn marks), prefix, keyword and sort. */
export const MobileFilters: Story = {
  render: function Render(_, { globals }) {
    const locale = storyLocale(globals)
    const x = texts[locale]
    const [operator, setOperator] = useState<Operator | null>('eand')
    const [prefix, setPrefix] = useState<MobilePrefix | null>('050')
    const [keyword, setKeyword] = useState('777')
    const [sort, setSort] = useState<SortOrder | null>('-newPrice')
    return (
      <FilterBar label={x.mobiles}>
        <OperatorFilter
          label={x.operator}
          anyLabel={x.any}
          operatorLabels={storyTexts(locale).operators}
          value={operator}
          onChange={setOperator}
        />
        <PrefixFilter label={x.prefix} anyLabel={x.anyPrefix} value={prefix} onChange={setPrefix} />
        <KeywordFilter label={x.keyword} value={keyword} onChange={setKeyword} />
        <SortFilter label={x.sort} orderLabels={x.orders} value={sort} onChange={setSort} />
      </FilterBar>
    )
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toBeVisible()
    const prefixes = [...(canvas.getByRole('combobox', { name: /Prefix|البادئة/ }) as HTMLSelectElement).options].map(
      (option) => option.value,
    )
    await expect(prefixes).toEqual(['', '050', '052', '054', '055', '056', '058'])
  },
}

/**
 * The bar as a plain form (`method="get"`, each field named by its URL key), as it is sent before or
 * without the page's script: an "any" sends its key empty, a disabled code select nothing. (The
 * submit button shows only in the server's markup; here the script runs, so there is none.)
 */
export const SentAsAForm: Story = {
  render: function Render(_, { globals }) {
    const locale = storyLocale(globals)
    const x = texts[locale]
    const [digits, setDigits] = useState<DigitCount | null>(null)
    const [city, setCity] = useState<City | null>('dubai')
    const [sort, setSort] = useState<SortOrder | null>('newPrice')
    return (
      <FilterBar label={x.plates} method="get" action="/shop" submitLabel={x.show}>
        <KeywordFilter label={x.keyword} name="keyword" value="" onChange={() => {}} />
        <CityFilter
          label={x.city}
          name="city"
          anyLabel={x.anyCity}
          cityLabels={storyTexts(locale).cities}
          value={city}
          onChange={setCity}
        />
        <CodeFilter label={x.code} name="code" anyLabel={x.anyCode} city={null} value={null} onChange={() => {}} />
        <DigitCountFilter label={x.digits} name="digit" anyLabel={x.any} value={digits} onChange={setDigits} />
        <SortFilter
          label={x.sort}
          name="sort"
          anyLabel={x.newest}
          orderLabels={x.orders}
          value={sort}
          onChange={setSort}
        />
        <CheckFilter label={x.verified} name="verified" checked onChange={() => {}} />
      </FilterBar>
    )
  },
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole('search') as HTMLFormElement
    await expect(form).toHaveAttribute('method', 'get')
    const sent = () => [...new FormData(form)]
    await expect(sent()).toEqual([
      ['keyword', ''],
      ['city', 'dubai'],
      ['digit', ''],
      ['sort', 'newPrice'],
      ['verified', 'true'],
    ])
    await userEvent.click(canvas.getByRole('radio', { name: '3' }))
    await expect(sent()).toContainEqual(['digit', '3'])
    // Once the script runs the fields apply as they change: there is no submit button to press.
    await expect(canvas.queryByRole('button', { name: /Show results|اعرض النتائج/ })).toBeNull()
  },
}

/** The kind of number beside the emirate and the digits (the sold-prices record): a select with "any". */
export const KindFilter: Story = {
  render: function Render(_, { globals }) {
    const locale = storyLocale(globals)
    const x = texts[locale]
    const [category, setCategory] = useState<Category | null>('motorcycle')
    const [city, setCity] = useState<City | null>(null)
    return (
      <FilterBar label={x.sales} method="get" action="/sold-prices">
        <CategoryFilter
          label={x.kind}
          name="category"
          anyLabel={x.anyKind}
          categoryLabels={x.kinds}
          value={category}
          onChange={setCategory}
        />
        <CityFilter
          label={x.city}
          name="city"
          anyLabel={x.anyCity}
          cityLabels={storyTexts(locale).cities}
          value={city}
          onChange={setCity}
        />
      </FilterBar>
    )
  },
  play: async ({ canvas, userEvent }) => {
    const kind = canvas.getByRole('combobox', { name: /Kind|النوع/ }) as HTMLSelectElement
    await expect([...kind.options].map((option) => option.value)).toEqual(['', 'car', 'motorcycle', 'mobile'])
    await expect(kind).toHaveValue('motorcycle')
    await userEvent.selectOptions(kind, '')
    await expect([...new FormData(canvas.getByRole('search') as HTMLFormElement)]).toEqual([
      ['category', ''],
      ['city', ''],
    ])
    kind.blur()
    await repaintPage()
  },
}

/** A yes-or-no filter beside a select: the box sits on the line of the select, its words beside it. */
export const YesOrNo: Story = {
  render: function Render(_, { globals }) {
    const x = texts[storyLocale(globals)]
    const [verified, setVerified] = useState(false)
    const [sort, setSort] = useState<SortOrder | null>(null)
    return (
      <FilterBar label={x.plates}>
        <SortFilter label={x.sort} anyLabel={x.newest} orderLabels={x.orders} value={sort} onChange={setSort} />
        <CheckFilter label={x.verified} name="verified" checked={verified} onChange={setVerified} />
      </FilterBar>
    )
  },
  play: async ({ canvas, globals, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: texts[storyLocale(globals)].verified })
    await userEvent.click(box)
    await expect(box).toBeChecked()
    const [select] = canvas.getAllByRole('combobox')
    // On the select's line: both end where the bar aligns its cells.
    await expect(Math.round(box.closest('[data-slot="check-filter"]')!.getBoundingClientRect().bottom)).toBe(
      Math.round(select!.getBoundingClientRect().bottom),
    )
  },
}
