import { ListingCardFrame, type ListingCardProps } from '#card/card.tsx'
import { MobileNumber } from '#mobile-number/mobile-number.tsx'
import { OperatorMark, type Operator } from '#operator-mark/operator-mark.tsx'

export type MobileCardProps = ListingCardProps & {
  /** The number as stored; it is shown as digits only, grouped 3-3-rest. */
  number: string
  operator: Operator
  /** The operator's name for screen readers, e.g. "du" or "e&". */
  operatorLabel: string
}

/** A mobile-number listing: the operator's mark, the grouped number, title, price and favourite. */
export function MobileCard({ number, operator, operatorLabel, ...card }: MobileCardProps) {
  return (
    <ListingCardFrame
      {...card}
      rootProps={{ 'data-kind': 'mobile' }}
      headerStart={<OperatorMark operator={operator} label={operatorLabel} />}
      stage={<MobileNumber number={number} size="card" />}
    />
  )
}
