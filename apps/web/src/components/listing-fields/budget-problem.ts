import { typedBudgetProblem, type TypedBudgetProblem } from '@raqam/listing-rules/numbers'

/** The messages of a budget's problems, under `account:dialog.errors` (the publish and edit dialogs). */
export const budgetProblemKeys = ['budgetNotNumber', 'budgetDecimals', 'budgetTooHigh', 'budgetTooLow'] as const
export type BudgetProblemKey = (typeof budgetProblemKeys)[number]

const keyOf: Record<TypedBudgetProblem, BudgetProblemKey> = {
  'price-not-number': 'budgetNotNumber',
  'price-decimals': 'budgetDecimals',
  'price-too-high': 'budgetTooHigh',
  'budget-too-low': 'budgetTooLow',
}

/** The message key of a typed budget's problem; undefined when it is good or blank (a budget is optional). */
export function budgetProblem(typed: string): BudgetProblemKey | undefined {
  const problem = typedBudgetProblem(typed)
  return problem && keyOf[problem]
}

/** Whether more typing could still fix it: "0" may become "0.5", so only a budget too low waits for the field to be left. */
export function budgetProblemIsFinal(key: BudgetProblemKey): boolean {
  return key !== 'budgetTooLow'
}
