import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import openapiGlue from 'fastify-openapi-glue'
import { SWEEP_INTERVAL_MS } from '#auth/limits.ts'
import { cardRenderer, type CardRenderer } from '#cards/card-renderer.ts'
import { API_PREFIX, contract, operationPath, type OpenApiDocument } from '#contract.ts'
import type { Database } from '#db/client.ts'
import type { Db } from '#db/handle.ts'
import { LISTINGS_CHANGED } from '#db/listing-changes.ts'
import { customerMessages, type CustomerMessagesOptions } from '#notifier/customer-messages.ts'
import { Outbox, type Channels } from '#notifier/notifier.ts'
import type { RetryPolicy } from '#notifier/retry-policy.ts'
import { authenticate, checkContentType } from '#http/auth-hooks.ts'
import { noStoreByDefault } from '#http/cache-policy.ts'
import { answerCompression } from '#http/compression.ts'
import { postgresRateLimitStore } from '#http/rate-limit-store.ts'
import { registerAnswerCache } from '#http/answer-cache.ts'
import { pageCache } from '#http/page-cache.ts'
import { registerMetrics } from '#http/metrics.ts'
import { REQUEST_ID_HEADER, requestIdFrom } from '#http/request-id.ts'
import { clientErrorHandler } from '#http/client-errors.ts'
import { serveApiReference } from '#http/api-reference.ts'
import { serveCrawlerFiles } from '#http/crawlers.ts'
import { errorHandler, tooManyRequests } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import { parseFormBodies } from '#http/form-bodies.ts'
import { readMultipartForm } from '#http/multipart.ts'
import { refuseCrossSiteWrites } from '#http/origin-check.ts'
import { readOperations, type OperationInfo } from '#http/operations.ts'
import { registerSecurityHeaders, securityHeaderList } from '#http/security-headers.ts'
import { builtStorefront, developmentStorefront } from '#http/page-renderer.ts'
import { serveStorefront } from '#http/storefront.ts'
import { DEFAULT_TRANSPORT_LIMITS, transportOptions, type TransportLimits } from '#http/transport.ts'
import { validatorCompiler } from '#http/validation.ts'
import { composeFeatures, startJobs } from '#features/compose.ts'
import type { Lifecycle, Platform } from '#features/shared/feature.ts'
import { accounts } from '#features/accounts/accounts.feature.ts'
import { admin } from '#features/admin/admin.feature.ts'
import { favorites } from '#features/favorites/favorites.feature.ts'
import { listings } from '#features/listings/listings.feature.ts'
import { matches } from '#features/matches/matches.feature.ts'
import { trust } from '#features/trust/trust.feature.ts'
import { prices } from '#features/prices/prices.feature.ts'
import { savedSearches } from '#features/saved-searches/saved-searches.feature.ts'
import { shareCards } from '#features/share-cards/share-cards.feature.ts'
import { statistics } from '#features/statistics/statistics.feature.ts'
import { system } from '#features/system/system.feature.ts'
import { verification } from '#features/verification/verification.feature.ts'
import { addressDigest } from '#auth/address-digest.ts'
import '#http/request-context.ts'

export interface RateLimitRule {
  max: number
  /** Milliseconds, or a string such as '1 minute'. */
  timeWindow: number | string
}

interface RateLimitOptions {
  /** The limit of every API route without its own (per client address). */
  default: RateLimitRule | false
  /** Per-operation overrides of the contract's `x-fastify-config.rateLimit` (tests make them tiny). */
  operations?: Partial<Record<string, RateLimitRule | false>>
}

export interface AppOptions {
  db: Db
  /** How the message queue reaches the same database (Database.jobQueue). */
  jobQueue: Database['jobQueue']
  /** Where messages go, per channel; by default an in-memory outbox (development and tests). */
  channels?: Channels
  /** What GET /dev/outbox reads; defaults to the channels when they are an Outbox. */
  outbox?: Outbox | null
  /** The WhatsApp template of each kind and language (notifier/whatsapp-templates.ts); none: plain text. */
  whatsAppTemplates?: CustomerMessagesOptions['templates']
  /** MESSAGE_KEY, which seals jobs' recipients and secrets (notifier/sealed.ts); null: the development key. */
  messageKey?: string | null
  /** How often and how far apart messages are tried (tests make it quick). */
  messageRetry?: RetryPolicy
  /** The slowest the message workers look for due retries, in seconds (tests make it short). */
  messagePollSeconds?: number
  /** Production: no development outbox route, whatever devOutbox says. */
  production?: boolean
  /** Serve GET /dev/outbox (DEV_OUTBOX=on): opt-in, since it exposes every code and sent password. */
  devOutbox?: boolean
  /** The built storefront (apps/web/dist: client/ and server/); null or not built: API only. */
  webDist?: string | null
  /** 'development': render the storefront from its source through Vite (`pnpm dev`), from `webRoot`. */
  storefront?: 'built' | 'development'
  /** The storefront's folder (apps/web), for development. */
  webRoot?: string
  /** false switches every limit off (load tests). */
  rateLimit?: RateLimitOptions | false
  logger?: FastifyServerOptions['logger']
  trustProxy?: boolean
  /** The clock (tests move it to expire codes and sessions). */
  now?: () => Date
  /** ADDRESS_KEY, which keys the digests of client addresses (auth/address-digest.ts); null: the development key. */
  addressKey?: string | null
  /** How often expired sign-ups, sessions and stale sign-in counts are deleted (default 10 minutes). */
  housekeepingIntervalMs?: number
  /** How often waiting match messages are looked for (default a minute). */
  alertSweepMs?: number
  /** How often the views and WhatsApp taps gathered in memory are written (default 5 s). */
  interactionFlushMs?: number
  /** How long list counts are reused (default 10 s; 0 counts every time). */
  countCacheMs?: number
  /** How long visitors' listing answers are kept at most (default 10 s; 0 keeps none). */
  answerCacheMs?: number
  /** LISTEN on the database (Database.listen): every instance hears the others' listing writes. */
  listen?: Database['listen']
  /** The process's state, which main.ts changes when told to stop (readiness follows it). */
  lifecycle?: Lifecycle
  /** METRICS_TOKEN: /metrics then wants it as a bearer token (in production, no token: no /metrics). */
  metricsToken?: string | null
  /** The database pool's connections, for the metrics (PostgreSQL only). */
  poolStats?: Database['poolStats']
  /** The document to route from; openapi/openapi.yaml unless a test wants another. */
  specification?: OpenApiDocument
  /** The public origin for share tags (`https://raqam.ae`); by default the request's own. */
  publicUrl?: string | null
  /** The share card renderer (tests share one across apps); a new one by default. */
  cards?: CardRenderer
  /** How long a connection may take to send a request or sit idle (http/transport.ts). */
  transport?: TransportLimits
  /** URLs per sitemap before /sitemap.xml becomes an index (the protocol's 50,000; tests pass a few). */
  sitemapUrlLimit?: number
}

const DEFAULT_RATE_LIMIT: RateLimitOptions = { default: { max: 600, timeWindow: '1 minute' } }

/**
 * The server's features, built in this order: each from the platform and what the features before it
 * provide (features/compose.ts; ADR 0050). A new feature is its folder and one line here.
 */
const FEATURES = [
  matches,
  listings,
  accounts,
  favorites,
  savedSearches,
  shareCards,
  statistics,
  prices,
  admin,
  trust,
  verification,
  system,
] as const

/**
 * Builds the whole server (API under /api/v1.0 from openapi/openapi.yaml, and the storefront) without
 * listening, so tests can inject requests into the real thing over their own database.
 */
export async function buildApp(options: AppOptions) {
  const production = options.production ?? false
  // For answers made before any hook runs, where helmet cannot add them.
  const earlyHeaders = securityHeaderList(production)
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Every log line of a request carries its id, which the answer's X-Request-Id header repeats.
    genReqId: requestIdFrom(options.trustProxy ?? false),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Broken URLs (bad percent-encoding) get the contract's error shape and headers too.
    frameworkErrors: (error, request, reply) =>
      errorHandler(error, request, reply.headers({ ...earlyHeaders, [REQUEST_ID_HEADER]: request.id })),
    // ...and so do requests Node's parser refuses before Fastify sees them (431, 408, 400).
    clientErrorHandler: clientErrorHandler(production),
    // An over-long id reaches the contract's schema, which answers 400 naming it, like any malformed id
    // (ADR 0044). The router's own limit (100 characters) answered 414 (400 here) or, where the
    // storefront's pages route `/*`, 404. Node refuses heads over 16 KiB, so no parameter is longer.
    routerOptions: { maxParamLength: 16 * 1024 },
    ...transportOptions(options.transport ?? DEFAULT_TRANSPORT_LIMITS),
  })
  const channels = options.channels ?? new Outbox((line) => app.log.info(line))
  const outbox = options.outbox !== undefined ? options.outbox : channels instanceof Outbox ? channels : null
  const cards = options.cards ?? cardRenderer()
  const now = options.now ?? (() => new Date())
  const messages = customerMessages({
    db: options.db,
    connection: options.jobQueue,
    channels,
    templates: options.whatsAppTemplates ?? {},
    messageKey: options.messageKey ?? null,
    cards,
    now,
    log: app.log,
    retry: options.messageRetry,
    pollSeconds: options.messagePollSeconds,
  })
  // Messages being sent when the server stops are finished first (up to the queue's own limit).
  app.addHook('onClose', () => messages.stop())
  const answerCacheMs = options.answerCacheMs ?? 10_000
  const platform: Platform = {
    db: options.db,
    messages,
    outbox,
    now,
    startedAt: now().getTime(),
    lifecycle: options.lifecycle ?? { shuttingDown: false },
    addressDigest: addressDigest(options.addressKey ?? null),
    cards,
    publicUrl: options.publicUrl ?? null,
    log: app.log,
    timing: {
      countCacheMs: options.countCacheMs ?? 10_000,
      answerCacheMs,
      housekeepingMs: options.housekeepingIntervalMs ?? SWEEP_INTERVAL_MS,
      alertSweepMs: options.alertSweepMs,
      interactionFlushMs: options.interactionFlushMs,
    },
  }
  const features = composeFeatures(platform, FEATURES)

  // Error handler and validator before any route exists: routes registered earlier keep Fastify's own (ADR 0006).
  app.setErrorHandler(errorHandler)
  app.setValidatorCompiler(validatorCompiler)
  acceptEmptyJsonBodies(app)
  // Bodies of other types are read as bytes so that checkContentType, not the parser, decides: a
  // 415 where the operation takes a body, ignored where it takes none.
  const keepBytes = (_request: unknown, body: Buffer | string, done: (error: null, body: Buffer | string) => void) =>
    done(null, body)
  app.addContentTypeParser('*', { parseAs: 'buffer' }, keepBytes)
  // The same for the image types the document names (glue looks for a parser for each of them).
  app.addContentTypeParser(['image/png', 'image/jpeg', 'image/webp'], { parseAs: 'buffer' }, keepBytes)
  // Forms are read into objects, so the contract's schema judges them like JSON (the one-click unsubscribe).
  parseFormBodies(app)

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
  const metrics = registerMetrics(app, { token: options.metricsToken ?? null, production, pool: options.poolStats })
  if (metrics) messages.registerMetrics(metrics)
  const pages = answerCacheMs > 0 ? pageCache({ ttlMs: answerCacheMs, maxEntries: 500 }) : null
  const answers =
    answerCacheMs > 0
      ? registerAnswerCache(app, {
          operations: features.cachedAnswers,
          ttlMs: answerCacheMs,
          maxEntries: 2000,
        })
      : null
  app.decorateRequest('session', null)
  app.decorateRequest('upload', null)
  app.decorateRequest('proof', null)
  await registerSecurityHeaders(app, production, options.storefront === 'development')
  noStoreByDefault(app, API_PREFIX)
  await app.register(fastifyCompress, answerCompression)
  await app.register(fastifyCookie)
  await app.register(fastifyMultipart)
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in PostgreSQL, so every instance shares each client's count (ADR 0019). If the count
    // cannot be taken, the request goes on: it needs the same database, and fails there plainly.
    store: postgresRateLimitStore(options.db),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests('rateLimited', { waitSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  })
  app.addHook('onRequest', refuseCrossSiteWrites(options.publicUrl ?? null))
  app.addHook(
    'onRequest',
    authenticate((token) => features.services.sessions.resolve(token, now())),
  )
  startJobs(app, features.jobs)
  if (options.listen) {
    // Every instance forgets what it keeps of the listings when any of them writes one: the features
    // that keep something, then the answers and pages kept here.
    const listeners = [
      ...(features.listeners.get(LISTINGS_CHANGED) ?? []),
      () => answers?.forget(),
      () => pages?.forget(),
    ]
    const stopListening = await options.listen(LISTINGS_CHANGED, () => {
      for (const listener of listeners) listener()
    })
    app.addHook('onClose', () => stopListening())
  }

  const handlers = features.handlers
  const specification = structuredClone(options.specification ?? contract)
  // The development outbox exists only when asked for, and never in production: not a 404 handler,
  // no route at all.
  if (production || !options.devOutbox) delete specification.paths['/dev/outbox']
  const operations = readOperations(specification)
  const rateLimit = options.rateLimit === undefined ? DEFAULT_RATE_LIMIT : options.rateLimit

  await app.register(openapiGlue, {
    specification,
    prefix: API_PREFIX,
    operationResolver: (operationId: string) => {
      const operation = operations.get(operationId)
      const handler = (handlers as unknown as Record<string, Handlers[keyof Handlers]>)[operationId]
      // Start-up fails rather than serve an operation of the contract that nothing implements.
      if (!operation || !handler) throw new Error(`No handler for operation ${operationId} of openapi.yaml`)
      // glue completes these route options with the method, URL and schemas of the operation.
      return {
        handler,
        config: { ...operation.fastifyConfig, operation, rateLimit: rateLimitOf(operation, rateLimit) },
        preValidation: operation.consumes.includes('multipart/form-data')
          ? [checkContentType, readMultipartForm]
          : [checkContentType],
      } as unknown as RouteOptions
    },
  })

  serveCrawlerFiles(app, {
    listings: {
      count: () => features.services.listings.countVisible(),
      page: (page) => features.services.listings.visibleIds(page),
    },
    publicUrl: options.publicUrl ?? null,
    // Link previews fetch the share cards under the API; the rest of it is no page to index.
    allow: [`${API_PREFIX}${operationPath('getProductCard', specification).replace(/\{[^}]+\}/g, '*')}`],
    disallow: ['/api/'],
    urlLimit: options.sitemapUrlLimit,
  })
  serveApiReference(app)
  const storefront =
    options.storefront === 'development'
      ? await developmentStorefront(app, options.webRoot!)
      : options.webDist
        ? await builtStorefront(options.webDist)
        : null
  await serveStorefront(app, storefront, {
    apiPrefix: API_PREFIX,
    cardPath: operationPath('getProductCard', specification),
    publicUrl: options.publicUrl ?? null,
    pages,
  })
  // Last, so a start-up that failed above leaves no worker running.
  await messages.start()
  return app
}

/** The contract's own limit, unless the options override it; the default limit for the rest. */
function rateLimitOf(operation: OperationInfo, options: RateLimitOptions | false): RateLimitRule | false {
  if (options === false) return false
  const override = options.operations?.[operation.operationId]
  if (override !== undefined) return override
  const own = operation.fastifyConfig.rateLimit as RateLimitRule | false | undefined
  return own ?? options.default
}

/**
 * Clients (openapi-fetch among them) may send `Content-Type: application/json` with no body on
 * operations that take none; Fastify would call that a 400. An empty body is simply no body.
 */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined)
    parseJson(request, body as string, done)
  })
}
