import { guideQueryErrors, guideSubject, priceGuide } from '#domain/fair-price.ts'
import { invalid } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import type { PricesContext } from './prices.context.ts'

/** The same answer for everybody for a while: a guide moves with the market, not by the minute. */
const GUIDE_CACHE_CONTROL = 'public, max-age=300'

export function priceGuideHandlers(ctx: PricesContext): Pick<Handlers, 'getPriceGuide'> {
  return {
    async getPriceGuide(request, reply) {
      const query = request.query
      const errors = guideQueryErrors(query)
      if (errors.length > 0) throw invalid(errors)
      const subject = guideSubject(query)
      const candidates = await ctx.priceGuide.candidates({
        subject,
        city: subject.category === 'mobile' ? null : query.city!,
        operator: subject.category === 'mobile' ? query.operator! : null,
        exclude: query.exclude ?? null,
      })
      reply.header('cache-control', GUIDE_CACHE_CONTROL)
      return priceGuide(subject, candidates, ctx.now())
    },
  }
}
