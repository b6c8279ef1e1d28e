import { categories, type Category } from '@raqam/listing-rules/categories'
import { cities, type City } from '@raqam/listing-rules/cities'
import { operators, type Operator } from '@raqam/listing-rules/numbers'
import { numberSchedules, plateSchedules, type Fee, type Payer, type Schedule } from './fees.ts'

/**
 * The calculator's rule: which schedule a kind and a place (an emirate for a plate, an operator for a
 * number) open, and what each side pays of what is known. The storefront's form sends the choice as
 * `kind`, `emirate` and `operator`; the server renders the answer, and the page's script recomputes it.
 */

/** A plate is transferred in its emirate, a number by its operator. */
export type TransferChoice =
  | { readonly kind: Exclude<Category, 'mobile'>; readonly emirate: City }
  | { readonly kind: 'mobile'; readonly operator: Operator }

/** The choice before anybody chose: a Dubai car plate (a number's operator: du). */
export const defaultChoice = { kind: 'car', emirate: 'dubai', operator: 'du' } as const satisfies {
  kind: Category
  emirate: City
  operator: Operator
}

/** The form's fields as a URL sends them (`null` when left out). */
export type TransferParams = { kind: string | null; emirate: string | null; operator: string | null }

/** Which field named something that is not one of its choices. */
export type ChoiceProblem = 'kind-unknown' | 'emirate-unknown' | 'operator-unknown'

const isOneOf = <Value extends string>(values: readonly Value[], value: string): value is Value =>
  (values as readonly string[]).includes(value)

/**
 * The choice a URL names: a field left out (or sent empty) takes its default; a field naming nothing known
 * is a problem, reported by field, whether or not the chosen kind reads it (a plain form sends every field).
 */
export function readChoice(params: TransferParams): { choice: TransferChoice } | { problems: ChoiceProblem[] } {
  const kind = params.kind || defaultChoice.kind
  const emirate = params.emirate || defaultChoice.emirate
  const operator = params.operator || defaultChoice.operator
  const problems: ChoiceProblem[] = []
  if (!isOneOf(categories, kind)) problems.push('kind-unknown')
  if (!isOneOf(cities, emirate)) problems.push('emirate-unknown')
  if (!isOneOf(operators, operator)) problems.push('operator-unknown')
  if (problems.length > 0) return { problems }
  const chosen = kind as Category
  return {
    choice:
      chosen === 'mobile'
        ? { kind: chosen, operator: operator as Operator }
        : { kind: chosen, emirate: emirate as City },
  }
}

/** The URL query of a choice, every field named (as the plain form sends it), for links to the answer. */
export function choiceParams(choice: TransferChoice): URLSearchParams {
  return new URLSearchParams({
    kind: choice.kind,
    emirate: choice.kind === 'mobile' ? defaultChoice.emirate : choice.emirate,
    operator: choice.kind === 'mobile' ? choice.operator : defaultChoice.operator,
  })
}

/** What a choice costs: its schedule, each payer's verified total, and whether any figure is unknown. */
export type TransferCosts = {
  readonly schedule: Schedule
  /** The sum of the verified figures each side pays; a side with none verified pays 0 of what is known. */
  readonly known: Readonly<Record<Payer, number>>
  /** The fees whose figure could not be verified: the totals leave them out, and the page says so. */
  readonly unverified: readonly Fee[]
}

export function scheduleOf(choice: TransferChoice): Schedule {
  return choice.kind === 'mobile' ? numberSchedules[choice.operator] : plateSchedules[choice.kind][choice.emirate]
}

export function transferCosts(choice: TransferChoice): TransferCosts {
  const schedule = scheduleOf(choice)
  const known: Record<Payer, number> = { buyer: 0, seller: 0, agreed: 0 }
  for (const fee of schedule.fees) if (fee.figure) known[fee.payer] += fee.figure.aed
  return { schedule, known, unverified: schedule.fees.filter((fee) => fee.figure === null) }
}
