/** The page number of a `?page=` parameter (1 when absent or malformed). */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}
