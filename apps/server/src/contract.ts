import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import type { components } from '@raqam/api/schema'

/** openapi/openapi.yaml, the contract the server routes and validates from (read once, at start). */
const contractPath = new URL('../../../openapi/openapi.yaml', import.meta.url).pathname

export type City = components['schemas']['City']
export type Category = components['schemas']['Category']
export type Operator = components['schemas']['Operator']
export type MobilePrefix = components['schemas']['MobilePrefix']

/** The parsed document. Callers that change it must clone it first. */
export const contract: OpenApiDocument = parse(readFileSync(contractPath, 'utf8'))

/** Just enough of OpenAPI 3.1 for the server's own reading of the document. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>
  components: {
    schemas: Record<string, SchemaObject>
    parameters: Record<string, unknown>
    responses: Record<string, unknown>
  }
  security?: Record<string, string[]>[]
  [key: string]: unknown
}

interface OperationObject {
  operationId: string
  security?: Record<string, string[]>[]
  requestBody?: { required?: boolean; content: Record<string, unknown> }
  responses: Record<string, unknown>
  'x-fastify-config'?: Record<string, unknown>
  [key: string]: unknown
}

type SchemaObject = Record<string, unknown>
