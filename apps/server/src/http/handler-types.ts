import type { FastifyReply, FastifyRequest } from 'fastify'
import type { operations } from '@raqam/api/schema'
import type { OperationId } from '#contract.ts'

// Request and response types come from the contract's generated `operations`; nothing is hand-written.

type BodyOf<K extends OperationId> = operations[K]['requestBody'] extends infer R
  ? R extends { content: infer C }
    ? C extends { 'application/json': infer B }
      ? B
      : C extends { 'multipart/form-data': infer M }
        ? M
        : C extends { 'application/x-www-form-urlencoded': infer F }
          ? F
          : never
    : undefined
  : never

type QueryOf<K extends OperationId> = operations[K]['parameters'] extends { query?: infer Q } ? NonNullable<Q> : unknown
type ParamsOf<K extends OperationId> = operations[K]['parameters'] extends { path?: infer P } ? NonNullable<P> : unknown

type Responses<K extends OperationId> = operations[K]['responses']
/** The JSON bodies of an operation's 2xx answers. */
type SuccessBody<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201
    ? Responses<K>[S] extends { content: { 'application/json': infer B } }
      ? B
      : never
    : never
}[keyof Responses<K>]

type ApiRequest<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>
  Querystring: QueryOf<K>
  Params: ParamsOf<K>
}>

/** One handler per operationId: it returns the success body, or the reply when it sent something else. */
type Handler<K extends OperationId> = (
  request: ApiRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBody<K> | FastifyReply>

/** The whole API: the compiler insists on a handler for every operation of the contract. */
export type Handlers = { [K in OperationId]: Handler<K> }
