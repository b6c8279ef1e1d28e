import { languages, type Language } from '@raqam/text/languages'
import type { MessageJob, MessageKind } from './kinds.ts'
import type { WhatsAppTemplateMessage } from './notifier.ts'
import { matchAlertContent } from './match-alert.ts'
import { decisionContent } from './moderation-decision.ts'

/**
 * The kinds that go by WhatsApp (a new password and a deletion's confirmation go by e-mail only): each
 * needs its templates.
 */
export const WHATSAPP_KINDS = [
  'verificationCode',
  'matchAlert',
  'moderationDecision',
] as const satisfies readonly MessageKind[]
type WhatsAppKind = (typeof WHATSAPP_KINDS)[number]

/** An approved template: its name and the language code it was approved in. */
interface TemplateName {
  name: string
  code: string
}

/** The templates configured, by kind and language (production has them all: production-checks.ts). */
export type WhatsAppTemplates = Partial<Record<WhatsAppKind, Partial<Record<Language, TemplateName>>>>

/** The setting that names a kind's template in a language: WHATSAPP_TEMPLATE_MATCH_ALERT_AR. */
export function templateSetting(kind: WhatsAppKind, language: Language): string {
  return `WHATSAPP_TEMPLATE_${kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_${language.toUpperCase()}`
}

/**
 * The templates the environment names, `name` or `name:language-code` each (the code is the
 * language's own, `en` or `ar`, unless said); `missing` lists the settings of those it does not.
 */
export function templatesFromEnv(env: NodeJS.ProcessEnv): { templates: WhatsAppTemplates; missing: string[] } {
  const templates: WhatsAppTemplates = {}
  const missing: string[] = []
  for (const kind of WHATSAPP_KINDS) {
    for (const language of languages) {
      const value = env[templateSetting(kind, language)]?.trim()
      if (!value) {
        missing.push(templateSetting(kind, language))
        continue
      }
      const [name = '', code = language] = value.split(':')
      ;(templates[kind] ??= {})[language] = { name, code }
    }
  }
  return { templates, missing }
}

/** WhatsApp refuses a parameter with a line break, a tab or more than four spaces in a row. */
const parameter = (text: string) => ({
  type: 'text' as const,
  // Only what WhatsApp refuses goes: a no-break space (a price's) stays.
  text:
    text
      .replace(/[\r\n\t]+/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim() || '-',
})

/**
 * The template message of a job, with its kind's own parameters, or null where no template is named
 * (then the plain text goes, which WhatsApp delivers to test numbers only). The templates' bodies:
 * - verificationCode (authentication): {{1}} the code, and the copy-code button's code;
 * - matchAlert (utility): {{1}} what was searched for, {{2}} how many new listings, {{3}} the first
 *   listing, {{4}} its price, {{5}} the link (the listing's when it is the only one, else all matches);
 * - moderationDecision (utility): {{1}} what was decided, {{2}} why ("-" without a reason), {{3}} the
 *   moderators' note ("-" without one), {{4}} the link (the listing, the contact page or the storefront).
 */
export function templateMessage(job: MessageJob, templates: WhatsAppTemplates): WhatsAppTemplateMessage | null {
  const template =
    job.kind === 'newPassword' || job.kind === 'accountDeleted' ? undefined : templates[job.kind]?.[job.language]
  if (!template) return null
  const language = { code: template.code }
  switch (job.kind) {
    case 'verificationCode':
      return {
        name: template.name,
        language,
        components: [
          { type: 'body', parameters: [parameter(job.params.code)] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [parameter(job.params.code)] },
        ],
      }
    case 'matchAlert': {
      const alert = matchAlertContent(job.params, job.language)
      const [first] = alert.named
      const count = String(job.params.listings.length)
      const link = alert.named.length === 1 && alert.unnamed === 0 ? first!.link : alert.matchesLink
      return {
        name: template.name,
        language,
        components: [
          {
            type: 'body',
            parameters: [job.params.name, count, first?.words.title ?? '', first?.words.price ?? '', link].map(
              parameter,
            ),
          },
        ],
      }
    }
    case 'moderationDecision': {
      const { words, link } = decisionContent(job.params, job.language)
      return {
        name: template.name,
        language,
        components: [
          { type: 'body', parameters: [words.lead, words.reason ?? '', words.note ?? '', link].map(parameter) },
        ],
      }
    }
    case 'newPassword':
    case 'accountDeleted':
      return null
  }
}
