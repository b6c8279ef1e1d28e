import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import type { components, operations } from '@raqam/api/schema'
import { serverFiles } from './files.ts'

export type City = components['schemas']['City']
export type Category = components['schemas']['Category']
export type Operator = components['schemas']['Operator']
export type MobilePrefix = components['schemas']['MobilePrefix']

// The server's code calls a listing a listing; the contract's schemas (like its paths and operationIds)
// keep their names, `Product` among them.
/** A listing as the contract answers it (a plate or a mobile number, for sale or wanted). */
export type Listing = components['schemas']['Product']
/** The public part of an account, as listings, a seller's page and the moderators' console show it. */
export type Seller = components['schemas']['Seller']
/** A new listing as the contract takes it (createProduct). */
export type ListingCreate = components['schemas']['ProductCreate']
/** An owner's changes to a listing as the contract takes them (updateProduct). */
export type ListingUpdate = components['schemas']['ProductUpdate']
/** What a listing sold for, as its seller chooses to say (changeProductSold). */
export type ListingSale = components['schemas']['ProductSale']

export type OperationId = keyof operations

/** The parsed contract, read once at start. Callers that change it must clone it first. */
export const contract: OpenApiDocument = parse(readFileSync(serverFiles.contract, 'utf8'))

/** Where the contract's operations are served (openapi.yaml's `servers`). */
export const API_PREFIX = '/api/v1.0'

/**
 * The path of an operation in the document (`/product/{id}/card.png`), for the places that link to an
 * operation rather than serve it; start-up fails without it.
 */
export function operationPath(operationId: OperationId, document: OpenApiDocument = contract): string {
  const found = Object.entries(document.paths).find(([, item]) =>
    Object.values(item).some((operation) => operation?.operationId === operationId),
  )
  if (!found) throw new Error(`No operation ${operationId} in openapi.yaml`)
  return found[0]
}

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
