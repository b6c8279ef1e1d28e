import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { notFound } from './errors.ts'

/** Vite fingerprints everything under assets/, so those files never change under one name. */
const HASHED = /[/\\]assets[/\\]/

/**
 * The built storefront from the same process and port: long caching for fingerprinted assets, a
 * revalidated index.html, and the SPA shell for client-side routes. Unknown API calls and missing
 * files stay 404 (a stale hashed chunk must not come back as HTML).
 */
export async function serveStorefront(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasStorefront = webDist !== null && existsSync(join(webDist, 'index.html'))
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !/\.[^/]*$/.test(path)
    if (hasStorefront && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    throw notFound(`No route ${request.method} ${path}`)
  })
}
