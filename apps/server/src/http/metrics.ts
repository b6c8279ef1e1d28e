import type { FastifyInstance, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '#db/client.ts'
import type { OperationInfo } from './operations.ts'

/** Where Prometheus scrapes each instance (outside the API: it is about the process, not the product). */
const METRICS_PATH = '/metrics'

export interface MetricsOptions {
  /** `Authorization: Bearer <token>` is then required; in production without one, /metrics is not served. */
  token: string | null
  production: boolean
  /** The pool of the PostgreSQL driver; PGlite has none. */
  pool?: Database['poolStats']
}

/**
 * Prometheus metrics of one server process: requests by operation, method and status, their latency,
 * server errors, the database pool, and Node's own (memory, event loop, GC). A registry per app, so
 * the tests' many apps in one process do not count into each other; the app adds its own metrics to
 * the registry returned (null: no /metrics).
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry | null {
  if (options.production && !options.token) return null
  const register = new Registry()
  collectDefaultMetrics({ register, prefix: 'raqam_' })
  const labelNames = ['operation', 'method', 'status'] as const
  const requests = new Counter({
    name: 'raqam_http_requests_total',
    help: 'Answered requests.',
    labelNames,
    registers: [register],
  })
  const errors = new Counter({
    name: 'raqam_http_server_errors_total',
    help: 'Answers with a 5xx status.',
    labelNames: ['operation'],
    registers: [register],
  })
  const duration = new Histogram({
    name: 'raqam_http_request_duration_seconds',
    help: 'Time from the request to the last byte of its answer.',
    labelNames: ['operation', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  })
  if (options.pool) {
    const pool = options.pool
    new Gauge({
      name: 'raqam_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: all, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [register],
      collect() {
        const stats = pool()
        this.set({ state: 'total' }, stats.total)
        this.set({ state: 'idle' }, stats.idle)
        this.set({ state: 'waiting' }, stats.waiting)
      },
    })
  }

  app.addHook('onResponse', async (request, reply) => {
    const operation = operationOf(request)
    const { method } = request
    requests.inc({ operation, method, status: String(reply.statusCode) })
    duration.observe({ operation, method }, reply.elapsedTime / 1000)
    if (reply.statusCode >= 500) errors.inc({ operation })
  })

  app.get(METRICS_PATH, { config: { rateLimit: false } }, async (request, reply) => {
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
      return reply.code(401).header('www-authenticate', 'Bearer').header('cache-control', 'no-store').send()
    }
    return reply
      .header('content-type', register.contentType)
      .header('cache-control', 'no-store')
      .send(await register.metrics())
  })
  return register
}

/** A label with few values: the contract's operation, else what kind of answer it was. */
function operationOf(request: FastifyRequest): string {
  const config = request.routeOptions.config as { operation?: OperationInfo } | undefined
  if (config?.operation) return config.operation.operationId
  const route = request.routeOptions.url
  if (route === undefined) return 'notFound'
  if (route === METRICS_PATH) return 'metrics'
  if (route === '/*') return 'page'
  return route.startsWith('/api/') ? 'notFound' : 'file'
}
