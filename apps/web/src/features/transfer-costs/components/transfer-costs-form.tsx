import { categories } from '@raqam/listing-rules/categories'
import { cities } from '@raqam/listing-rules/cities'
import { operators } from '@raqam/listing-rules/numbers'
import type { ChoiceProblem, TransferParams } from '@raqam/transfer-costs/costs'
import { Field, Select } from '@raqam/ui/field'
import { FilterBar } from '@raqam/ui/filters'
import { useTranslation } from 'react-i18next'
import { paths } from '#lib/paths.ts'
import styles from './transfer-costs-page.module.css'

export type TransferField = keyof TransferParams

type TransferCostsFormProps = {
  /** The choice as the URL names it: what each select shows (an unknown value shows the list's first). */
  values: Readonly<Record<TransferField, string>>
  problems: readonly ChoiceProblem[]
  onChange: (field: TransferField, value: string) => void
}

const problemOf: Record<TransferField, ChoiceProblem> = {
  kind: 'kind-unknown',
  emirate: 'emirate-unknown',
  operator: 'operator-unknown',
}

/**
 * The calculator's question: what changes hands, then where (a plate's emirate, a number's operator). A GET
 * form to the page before (or without) its script, whose answer the server draws; with the script each
 * choice goes into the URL as it is made, and the answer follows at once.
 */
export function TransferCostsForm({ values, problems, onChange }: TransferCostsFormProps) {
  const { t } = useTranslation('costs')
  const { t: tc } = useTranslation()
  const errorOf = (field: TransferField) =>
    problems.includes(problemOf[field]) ? t(`problems.${problemOf[field]}`) : undefined
  const select = (field: TransferField, ids: readonly string[], name: (id: string) => string) => (
    <Field label={t(`form.${field}`)} size="sm" error={errorOf(field)}>
      <Select
        name={field}
        value={ids.includes(values[field]) ? values[field] : ids[0]}
        onChange={(event) => onChange(field, event.target.value)}
      >
        {ids.map((id) => (
          <option key={id} value={id}>
            {name(id)}
          </option>
        ))}
      </Select>
    </Field>
  )

  return (
    <FilterBar
      label={t('form.label')}
      method="get"
      action={paths.transferCosts.href()}
      submitLabel={t('form.submit')}
      className={styles.form}
    >
      {select('kind', categories, (id) => tc(`categories.${id}` as 'categories.car'))}
      {values.kind === 'mobile'
        ? select('operator', operators, (id) => tc(`operators.${id}` as 'operators.du'))
        : select('emirate', cities, (id) => tc(`cities.${id}` as 'cities.dubai'))}
    </FilterBar>
  )
}
