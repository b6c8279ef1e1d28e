import { clsx } from 'clsx'
import type { ComponentProps, ReactNode } from 'react'
import { categories, type Category } from '@raqam/listing-rules/categories'
import { cities, plateCodes, type City } from '@raqam/listing-rules/cities'
import {
  mobilePrefixes,
  operators,
  plateDigitCounts,
  type MobilePrefix,
  type PlateDigitCount,
} from '@raqam/listing-rules/numbers'
import { Button, ButtonLink } from '#button/button.tsx'
import { OperatorMark, type Operator } from '#operator-mark/operator-mark.tsx'
import { SearchField, SegmentedField, SelectField, type SearchFieldProps } from '#field/filter-fields.tsx'
import type { LinkElement } from '#internal/link.tsx'
import { useHydrated } from '#hydration/use-hydrated.ts'
import styles from './filters.module.css'

export { PriceRangeFilter, type PriceRangeFilterProps } from './price-range-filter.tsx'

/** How many digits a plate number has, as a form sends it; `null` is any. */
export type DigitCount = `${PlateDigitCount}`
const digitCounts = plateDigitCounts.map((count) => String(count) as DigitCount)

type Controlled<Value> = {
  value: Value | null
  onChange: (value: Value | null) => void
  /** The visible label, e.g. "City". */
  label: string
  /** The key a form sent without script gives the value, e.g. the URL's `city`; "any" sends it empty. */
  name?: string
  className?: string
}

/** The value of a radio group's "any" option: sent empty, as the selects' "any" is. */
const anyValue = '' as const

export type DigitCountFilterProps = Controlled<DigitCount> & {
  /** The first option, e.g. "Any". */
  anyLabel: string
}

/** Digit count: any, or 1 to 5, as a segmented radio group. */
export function DigitCountFilter({ value, onChange, label, name, anyLabel, className }: DigitCountFilterProps) {
  const options = [
    { value: anyValue, label: anyLabel },
    ...digitCounts.map((count) => ({ value: count, label: count })),
  ]
  return (
    <SegmentedField
      label={label}
      name={name}
      options={options}
      value={value ?? anyValue}
      onChange={(next) => onChange(next === anyValue ? null : next)}
      className={className}
    />
  )
}

export type CategoryFilterProps = Controlled<Category> & {
  /** The first option, e.g. "All kinds". */
  anyLabel: string
  /** Each kind's name in the page language. */
  categoryLabels: Readonly<Record<Category, string>>
}

/** The kind of number (car plate, motorcycle plate, mobile number), as a select with an "any" option. */
export function CategoryFilter({
  value,
  onChange,
  label,
  name,
  anyLabel,
  categoryLabels,
  className,
}: CategoryFilterProps) {
  return (
    <SelectField
      label={label}
      name={name}
      anyLabel={anyLabel}
      options={categories.map((category) => ({ value: category, label: categoryLabels[category] }))}
      value={value}
      onChange={onChange}
      className={className}
    />
  )
}

export type CityFilterProps = Controlled<City> & {
  anyLabel: string
  /** Each emirate's name in the page language. */
  cityLabels: Readonly<Record<City, string>>
}

/** The emirate, as a select with an "any" option. */
export function CityFilter({ value, onChange, label, name, anyLabel, cityLabels, className }: CityFilterProps) {
  return (
    <SelectField
      label={label}
      name={name}
      anyLabel={anyLabel}
      options={cities.map((city) => ({ value: city, label: cityLabels[city] }))}
      value={value}
      onChange={onChange}
      className={className}
    />
  )
}

export type CodeFilterProps = Controlled<string> & {
  /** The chosen emirate: its codes are the options. Without one the select is disabled. */
  city: City | null
  anyLabel: string
  /** Shown under the disabled select while no emirate is chosen, e.g. "Choose a city first". */
  chooseCityHint?: string
}

/**
 * The plate code, whose options depend on the emirate. A value that the emirate does not
 * issue shows as "any"; the app should clear it when the city changes.
 */
export function CodeFilter({
  city,
  value,
  onChange,
  label,
  name,
  anyLabel,
  chooseCityHint,
  className,
}: CodeFilterProps) {
  const codes = city ? plateCodes[city] : []
  return (
    <SelectField
      label={label}
      name={name}
      anyLabel={anyLabel}
      options={codes.map((code) => ({ value: code, label: code }))}
      value={value}
      onChange={onChange}
      disabled={!city}
      hint={city ? undefined : chooseCityHint}
      className={className}
    />
  )
}

export type KeywordFilterProps = Omit<SearchFieldProps, 'hideLabel'>

/** Free text search over the listings. */
export function KeywordFilter(props: KeywordFilterProps) {
  return <SearchField {...props} />
}

export type OperatorFilterProps = Controlled<Operator> & {
  anyLabel: string
  /** Each operator's name, e.g. `{ du: 'du', eand: 'e&' }`. */
  operatorLabels: Readonly<Record<Operator, string>>
}

/** The mobile operator: any, du or e&, with our drawn marks. */
export function OperatorFilter({
  value,
  onChange,
  label,
  name,
  anyLabel,
  operatorLabels,
  className,
}: OperatorFilterProps) {
  const options = [
    { value: anyValue, label: anyLabel },
    ...operators.map((operator) => ({
      value: operator,
      label: (
        <span className={styles.operatorOption}>
          <OperatorMark operator={operator} label="" aria-hidden="true" className={styles.operatorMark} />
          {operatorLabels[operator]}
        </span>
      ),
    })),
  ]
  return (
    <SegmentedField
      label={label}
      name={name}
      options={options}
      value={value ?? anyValue}
      onChange={(next) => onChange(next === anyValue ? null : next)}
      className={className}
    />
  )
}

export type PrefixFilterProps = Controlled<MobilePrefix> & { anyLabel: string }

/** The mobile prefix: 050, 052, 054, 055, 056 or 058. */
export function PrefixFilter({ value, onChange, label, name, anyLabel, className }: PrefixFilterProps) {
  return (
    <SelectField
      label={label}
      name={name}
      anyLabel={anyLabel}
      options={mobilePrefixes.map((prefix) => ({ value: prefix, label: prefix }))}
      value={value}
      onChange={onChange}
      className={className}
    />
  )
}

export type SortFilterProps<Order extends string> = Controlled<NoInfer<Order>> & {
  /**
   * Every order the list takes (the contract's `SortOrder`) with its words, in the order offered, e.g.
   * `{ newPrice: 'Price: low to high', '-newPrice': 'Price: high to low' }`.
   */
  orderLabels: Readonly<Record<Order, string>>
  /** The unsorted option, e.g. "Newest"; leave it out to require an order. */
  anyLabel?: string
}

/** The sort order. */
export function SortFilter<Order extends string>({
  value,
  onChange,
  label,
  name,
  orderLabels,
  anyLabel,
  className,
}: SortFilterProps<Order>) {
  return (
    <SelectField
      label={label}
      name={name}
      anyLabel={anyLabel}
      options={(Object.keys(orderLabels) as Order[]).map((order) => ({ value: order, label: orderLabels[order] }))}
      value={value}
      onChange={onChange}
      className={className}
    />
  )
}

export type CheckFilterProps = {
  /** The box's words, e.g. "Verified owners only". */
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  /**
   * The URL's key for the box, e.g. `verified`: checked, a form sent as it is (no script) carries
   * `verified=true`, as the app's URL does.
   */
  name: string
  className?: string
}

/** A yes-or-no filter (a checkbox drawn by controls.css), as tall as the bar's other controls. */
export function CheckFilter({ label, checked, onChange, name, className }: CheckFilterProps) {
  return (
    <div className={clsx(styles.check, className)} data-slot="check-filter">
      <label className={styles.checkLabel}>
        <input
          type="checkbox"
          name={name}
          value="true"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
    </div>
  )
}

export type FilterBarProps = Omit<ComponentProps<'form'>, 'onReset' | 'onSubmit'> & {
  /** The accessible name of the search landmark, e.g. "Filter plates". */
  label: string
  children: ReactNode
  /** Shows a reset link (drawn as a ghost button) to the list without filters, e.g. `<Link to="/shop" />`. */
  resetLink?: LinkElement
  resetLabel?: string
  /**
   * The submit button's words, e.g. "Show results": shown until the page's script runs, for a form
   * sent as it is (give it `method="get"`, an `action` and named fields). Without it there is none.
   */
  submitLabel?: string
}

/**
 * Lays the filters out in a responsive grid, as a search landmark. Once the page's script runs, filters
 * apply as they change and a submit (Enter) stays on the page; before, the form is sent as it is.
 */
export function FilterBar({ label, children, resetLink, resetLabel, submitLabel, className, ...rest }: FilterBarProps) {
  const hydrated = useHydrated()
  return (
    <form
      {...rest}
      role="search"
      aria-label={label}
      className={clsx(styles.bar, className)}
      data-slot="filter-bar"
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
      {((submitLabel && !hydrated) || (resetLink && resetLabel)) && (
        <div className={styles.actions}>
          {submitLabel && !hydrated && <Button type="submit">{submitLabel}</Button>}
          {resetLink && resetLabel && (
            <ButtonLink variant="ghost" link={resetLink}>
              {resetLabel}
            </ButtonLink>
          )}
        </div>
      )}
    </form>
  )
}
