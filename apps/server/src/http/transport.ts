import type { ServerOptions } from 'node:http'

/**
 * How long one connection may hold the server, in milliseconds. Without these a client that sends
 * its head and then trickles (or never sends) its body keeps a socket forever: Fastify switches
 * Node's requestTimeout off by default. Each is a setting (config.ts); tests make them tiny.
 */
export interface TransportLimits {
  /** The whole request, head and body, must arrive within this (408 otherwise). Covers a 2 MiB upload on a slow phone link. */
  requestTimeout: number
  /** The head must arrive within this (408 otherwise). */
  headersTimeout: number
  /** An idle kept-alive connection between two requests is closed after this. */
  keepAliveTimeout: number
  /**
   * A socket with no traffic either way (a client that stops reading its answer) is closed after this,
   * silently; longer than requestTimeout, so that a slow request gets its 408 first.
   */
  connectionTimeout: number
}

export const DEFAULT_TRANSPORT_LIMITS: TransportLimits = {
  requestTimeout: 60_000,
  headersTimeout: 10_000,
  keepAliveTimeout: 10_000,
  connectionTimeout: 120_000,
}

/** The Fastify (and Node http.Server) options that enforce the limits. */
export function transportOptions(limits: TransportLimits) {
  return {
    requestTimeout: limits.requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
    connectionTimeout: limits.connectionTimeout,
    http: {
      // Node refuses a headersTimeout above requestTimeout.
      headersTimeout: Math.min(limits.headersTimeout, limits.requestTimeout),
      // Node looks for expired requests on this beat (30 s by default), so a limit is only as
      // precise as the beat: a tenth of the shortest limit, at most a second.
      connectionsCheckingInterval: Math.max(
        10,
        Math.min(1_000, Math.floor(Math.min(limits.headersTimeout, limits.requestTimeout) / 10)),
      ),
    } satisfies ServerOptions,
  }
}
