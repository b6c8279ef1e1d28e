import type { FastifyRequest } from 'fastify'
import { defaultLanguage, isLanguage, type Language } from '@raqam/text/languages'

/**
 * The language an API client asks for in `Accept-Language` (RFC 9110 §12.5.4): the supported one with
 * the highest weight, English when it names neither. `ar-AE` counts as Arabic; `*` as English.
 */
export function preferredLanguage(header: string | undefined): Language {
  let best: { language: Language; weight: number } = { language: defaultLanguage, weight: 0 }
  for (const range of (header ?? '').split(',').slice(0, 50)) {
    const [tag = '', ...parameters] = range.trim().toLowerCase().split(';')
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (!Number.isFinite(weight) || weight <= 0) continue
    const primary = tag.split('-')[0]
    const language = primary === '*' ? defaultLanguage : isLanguage(primary) ? primary : null
    if (language && weight > best.weight) best = { language, weight }
  }
  return best.language
}

/** The language of a request's error and confirmation texts (`Accept-Language`, en or ar). */
export function requestLanguage(request: FastifyRequest): Language {
  return preferredLanguage(request.headers['accept-language'])
}
