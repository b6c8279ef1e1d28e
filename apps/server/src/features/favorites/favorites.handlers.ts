import { isForeignKeyViolation } from '#db/sql-errors.ts'
import { notFound } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import { sessionOf } from '#http/request-context.ts'
import type { FavoritesContext } from './favorites.context.ts'
import { paginationResult } from '#features/shared/pagination.ts'

export function favoriteHandlers(
  ctx: FavoritesContext,
): Pick<Handlers, 'getFavorites' | 'addFavorite' | 'removeFavorite'> {
  return {
    async getFavorites(request) {
      const { customerId } = sessionOf(request)
      const page = request.query.page ?? 1
      const { category, pattern } = request.query
      const { data, total } = await ctx.favorites.list(customerId, { categories: category, patterns: pattern }, page)
      return { data, paginationResult: paginationResult(page, total) }
    },

    async addFavorite(request) {
      const { customerId } = sessionOf(request)
      const { favoriteId } = request.body
      // Only a listing the caller can see can become a favourite.
      if (!(await ctx.listings.find(favoriteId, customerId))) throw notFound('listingNotFound')
      try {
        await ctx.favorites.add(customerId, favoriteId)
      } catch (error) {
        // Deleted between the check and the insert.
        if (isForeignKeyViolation(error)) throw notFound('listingNotFound')
        throw error
      }
      return { data: { favoriteId, isFavorite: true } }
    },

    async removeFavorite(request) {
      const { customerId } = sessionOf(request)
      const { favoriteId } = request.body
      const removed = await ctx.favorites.remove(customerId, favoriteId)
      // Answered like addFavorite: another customer's listing that is not shared does not exist for
      // the caller, or a 200 here would tell which ids hide such listings.
      if (!removed && !(await ctx.listings.find(favoriteId, customerId))) throw notFound('listingNotFound')
      return { data: { favoriteId, isFavorite: false } }
    },
  }
}
