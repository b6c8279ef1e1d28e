import { customerQueries } from '@raqam/api/customer.queries'
import { createQueryClient } from '@raqam/api/query-client'
import type { Customer } from '@raqam/api/schema'
import { describe, expect, it } from 'vitest'
import type { HeadInput } from '#lib/page-head.ts'
import { createFakeApi } from '#testing/fake-api.ts'
import { demoCustomer } from '#testing/fixtures.ts'
import { demoAdmin, demoModerator } from '#testing/moderation-fixtures.ts'
import { staticI18n } from '#testing/with-app-providers.tsx'
import { consoleHead } from './console-head.ts'

const head = consoleHead(({ i18n }) => i18n.t('audit.title', { ns: 'moderation' }))

function headFor(viewer: Customer, path: string, language: 'en' | 'ar' = 'en') {
  const { api } = createFakeApi()
  const queryClient = createQueryClient()
  queryClient.setQueryData(customerQueries.profile(api).queryKey, { data: viewer })
  const input = { i18n: staticI18n(language), language, queryClient, api, url: `https://raqam.test${path}` }
  return head(input as unknown as HeadInput)
}

describe("a console page's head", () => {
  it('is never indexed nor kept, and names the page for whoever may open it', () => {
    expect(headFor(demoAdmin, '/moderation/audit-log')).toEqual({ title: 'Audit log', private: true, noStore: true })
    expect(headFor(demoAdmin, '/moderation/audit-log', 'ar').title).toBe('سجل القرارات')
  })

  it('names the refusal for a customer, and for a moderator on an administrators’ page', () => {
    expect(headFor(demoCustomer, '/moderation').title).toBe("This page is for Raqam's moderators")
    expect(headFor(demoModerator, '/moderation/audit-log')).toEqual({
      title: "This page is for Raqam's administrators",
      private: true,
      noStore: true,
    })
  })
})
