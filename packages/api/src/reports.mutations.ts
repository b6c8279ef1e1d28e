import { mutationOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import type { ReportCreate } from '#schema.ts'
import { queryTags } from '#tags.ts'

/** Mutation keys of reports to the moderators. */
export const reportMutationKeys = {
  all: [queryTags.Report] as const,
  create: () => [...reportMutationKeys.all, 'create'] as const,
}

/** Reports of a listing or a seller, by anybody, signed in or not. */
export const reportMutations = {
  /**
   * Reports one listing or one seller with a reason and an optional note; the answer's message thanks the
   * reporter in the language the client asks for. Nothing cached changes: only moderators see reports.
   */
  create: (api: ApiClient) =>
    mutationOptions({
      mutationKey: reportMutationKeys.create(),
      mutationFn: (body: ReportCreate) => unwrap(api.POST('/reports', { body })),
    }),
}
