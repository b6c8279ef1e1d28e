import { PAGE_SIZE } from '@raqam/listing-rules/limits'

/** The shape every list answer shares. */
export function paginationResult(page: number, total: number) {
  return { total, currentPage: page, numberOfPage: Math.ceil(total / PAGE_SIZE), limit: PAGE_SIZE }
}
