import { customerQueries } from '@raqam/api/customer.queries'
import type { HeadFunction, HeadInput } from '#lib/page-head.ts'
import { consoleAccessOf, mayOpen } from '#lib/session/console-access.ts'

/**
 * A console page's head: never indexed and never kept (it shows what every decision changes, and
 * people's details). Whoever may not open the page gets the refusal's title instead of the page's.
 */
export function consoleHead(title: (input: HeadInput) => string): HeadFunction {
  return (input) => {
    const profile = input.queryClient.getQueryData(customerQueries.profile(input.api).queryKey)
    const access = consoleAccessOf(new URL(input.url).pathname) ?? 'moderator'
    const allowed = mayOpen(profile?.data.role, access)
    return {
      title: allowed
        ? title(input)
        : input.i18n.t(access === 'moderator' ? 'forbidden.moderatorTitle' : 'forbidden.adminTitle', {
            ns: 'moderation',
          }),
      private: true,
      noStore: true,
    }
  }
}
