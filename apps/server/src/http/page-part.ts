import type { FastifyRequest } from 'fastify'
import { PAGE_PART_HEADER, type PagePart } from '@raqam/routes/render'

/** The part of a page asked for: what follows the document when the page's script asks (ADR 0043). */
export function pagePart(request: FastifyRequest): PagePart {
  return request.headers[PAGE_PART_HEADER] === 'later' ? 'later' : 'document'
}
