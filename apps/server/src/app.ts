import { existsSync } from 'node:fs'
import Fastify from 'fastify'
import fastifyStatic from '@fastify/static'
import type { Config } from './config.ts'

/** Builds the whole server (API under /api/v1.0 and the storefront) without listening, so tests can inject. */
export async function buildApp(config: Pick<Config, 'webDist'>) {
  const app = Fastify({ logger: false })

  app.get('/api/v1.0/health', async () => ({ status: 'ok' }))

  if (existsSync(config.webDist)) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false })
    // Client-side routes: any other GET that is not an API call gets the storefront's shell.
    app.setNotFoundHandler((request, reply) =>
      request.method === 'GET' && !request.url.startsWith('/api/')
        ? reply.sendFile('index.html')
        : reply.code(404).send({ message: `No route ${request.method} ${request.url}` }),
    )
  }
  return app
}
