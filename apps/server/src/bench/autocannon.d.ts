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
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
  }
  export default function autocannon(options: Options): Promise<Result>
}
