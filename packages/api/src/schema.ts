/**
 * The contract's types, generated from openapi/openapi.yaml. React-free: the server imports it too.
 *
 * The generated module already exports every component schema under its own name (`Product`,
 * `Customer`, `ErrorResponse`…) and the enum values as arrays (`cityValues`…); the aliases below name
 * the operation parts that have no component of their own. None of them is written by hand.
 */
import type { operations } from '#generated/openapi.ts'

export * from '#generated/openapi.ts'

/** Filters, sort and page of `GET /product/for-customers`. */
export type ProductListQuery = NonNullable<operations['getProductsForCustomers']['parameters']['query']>

/** Filters and page of `GET /customer/get-favorites`. */
export type FavoriteListQuery = NonNullable<operations['getFavorites']['parameters']['query']>

/** Filters and page of `GET /prices/sold`. */
export type SoldPriceQuery = NonNullable<operations['getSoldPrices']['parameters']['query']>
/** The number, and its kind's facts, of `GET /prices/guide`. */
export type PriceGuideQuery = operations['getPriceGuide']['parameters']['query']

/** Filter of `GET /dev/outbox`. */
export type OutboxQuery = NonNullable<operations['getDevOutbox']['parameters']['query']>

/** Every operationId of the contract (the server keeps one handler per entry). */
export type OperationId = keyof operations
