import type { Language } from '@raqam/api/schema'
import { isolate } from '@raqam/text/numbers-in-text'
import { CODE_TTL_MS, RESET_TTL_MS } from '#auth/limits.ts'

const codeMinutes = CODE_TTL_MS / 60_000
const resetHours = RESET_TTL_MS / 3_600_000

/**
 * What the notifier sends, in the customer's language (chosen at sign-up, changeable in the profile).
 * The server's own words: the storefront never shows them, so they live beside the notifier.
 */
export const notifications = {
  en: {
    emailCode: (code: string) => ({
      subject: 'Your Raqam verification code',
      text: `Your Raqam e-mail verification code is ${code}. It expires in ${codeMinutes} minutes.`,
    }),
    whatsappCode: (code: string) => ({
      text: `Your Raqam WhatsApp verification code is ${code}. It expires in ${codeMinutes} minutes.`,
    }),
    newPassword: (password: string) => ({
      subject: 'Your new Raqam password',
      text: `Your new Raqam password is ${password}. Your previous password keeps working until you sign in with this one; this one works for ${resetHours} hours.`,
    }),
  },
  ar: {
    emailCode: (code: string) => ({
      subject: 'رمز التحقق من «رقم»',
      text: `رمز التحقق من بريدك الإلكتروني في «رقم» هو ${isolate(code)}. تنتهي صلاحيته بعد ${codeMinutes} دقائق.`,
    }),
    whatsappCode: (code: string) => ({
      text: `رمز التحقق من واتساب في «رقم» هو ${isolate(code)}. تنتهي صلاحيته بعد ${codeMinutes} دقائق.`,
    }),
    newPassword: (password: string) => ({
      subject: 'كلمة مرورك الجديدة في «رقم»',
      text: `كلمة مرورك الجديدة في «رقم» هي ${isolate(password)}. تبقى كلمة مرورك السابقة صالحة حتى تسجّل الدخول بهذه، وهذه صالحة لمدة ${resetHours} ساعة.`,
    }),
  },
} satisfies Record<Language, Record<string, (secret: string) => { subject?: string; text: string }>>
