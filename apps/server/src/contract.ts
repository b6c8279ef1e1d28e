import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import type { components } from '@raqam/api/schema'
import { serverFiles } from './files.ts'

export type City = components['schemas']['City']
export type Category = components['schemas']['Category']
export type Operator = components['schemas']['Operator']
export type MobilePrefix = components['schemas']['MobilePrefix']

/** The parsed contract, read once at start. Callers that change it must clone it first. */
export const contract: OpenApiDocument = parse(readFileSync(serverFiles.contract, 'utf8'))

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
