// autocannon ships no types; this is the part of its programmatic API the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  export interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
    /** Answers with a 2xx status. */
    '2xx': number
  }
  /** One request of a sequence; `setupRequest` may change it before each send (a path per request). */
  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (request: Request) => Request
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    method?: string
    body?: string
    requests?: Request[]
  }
  export default function autocannon(options: Options): Promise<Result>
}
