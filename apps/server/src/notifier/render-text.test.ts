import { describe, expect, test } from 'vitest'
import { alertJob, messageJob } from '#test/message-jobs.ts'
import { renderText } from './render-text.ts'

const LRI = '\u2066'
const PDI = '\u2069'

describe('the plain text of a match alert', () => {
  test('names the first five listings with their prices and links, then the rest and the unsubscribe link', () => {
    const { subject, text } = renderText(alertJob('en', 7))
    expect(subject).toBe('7 new matches for “Dubai mirrors” on Raqam')
    expect(text.split('\n')).toEqual([
      '7 new listings match your saved search “Dubai mirrors”:',
      '• Dubai AA 777 — AED\u00a080,000',
      '  https://raqam.example/details/car/0b6f3c1e-1d0a-4c9e-9f4e-000000000000',
      '• Special du 055 196 4422 — AED\u00a015,000',
      '  https://raqam.example/details/mobile/0b6f3c1e-1d0a-4c9e-9f4e-000000000001',
      '• Wanted Abu Dhabi 10 4444 — Wanted',
      '  https://raqam.example/details/motorcycle/0b6f3c1e-1d0a-4c9e-9f4e-000000000002',
      '• Dubai AA 777 — AED\u00a080,000',
      '  https://raqam.example/details/car/0b6f3c1e-1d0a-4c9e-9f4e-000000000003',
      '• Special du 055 196 4422 — AED\u00a015,000',
      '  https://raqam.example/details/mobile/0b6f3c1e-1d0a-4c9e-9f4e-000000000004',
      '…and 2 more: https://raqam.example/matches',
      '',
      'Stop these messages: https://raqam.example/unsubscribe/tok-3q2%2B7w',
    ])
  })

  test('in Arabic, with every link opening the Arabic storefront and the numbers isolated', () => {
    const { subject, text } = renderText(alertJob('ar', 2))
    expect(subject).toBe('إعلانان جديدان يطابقان «مرايا دبي» في «رقم»')
    expect(text.split('\n')).toEqual([
      'إعلانان جديدان يطابقان بحثك المحفوظ «مرايا دبي»:',
      '• دبي AA 777 لوحة مميزة — 80,000\u00a0درهم',
      '  https://raqam.example/details/car/0b6f3c1e-1d0a-4c9e-9f4e-000000000000?lang=ar',
      `• رقم مميز دو ${LRI}055 196 4422${PDI} — 15,000\u00a0درهم`,
      '  https://raqam.example/details/mobile/0b6f3c1e-1d0a-4c9e-9f4e-000000000001?lang=ar',
      'كل الإعلانات المطابقة: https://raqam.example/matches?lang=ar',
      '',
      'لإيقاف هذه الرسائل: https://raqam.example/unsubscribe/tok-3q2%2B7w?lang=ar',
    ])
  })

  test("a wanted request's alert is named by the request's number", () => {
    const { subject } = renderText(alertJob('ar', 1, { name: '4444', wanted: true }))
    expect(subject).toBe(`إعلان يلبّي طلب الشراء ${LRI}4444${PDI} في «رقم»`)
    expect(renderText(alertJob('en', 3, { name: '4444', wanted: true })).subject).toBe(
      '3 listings answer your wanted request 4444 on Raqam',
    )
  })

  test('has no subject on WhatsApp', () => {
    expect(renderText({ ...alertJob('en', 1), channel: 'whatsapp' }).subject).toBeNull()
  })
})

describe('the plain text of codes and passwords', () => {
  test('a verification code names its channel and its minutes', () => {
    expect(renderText(messageJob('verificationCode', { code: '483920', minutes: 10 }, 'en'))).toEqual({
      subject: 'Your Raqam verification code',
      text: 'Your Raqam e-mail verification code is 483920. It expires in 10 minutes.',
    })
    expect(renderText(messageJob('verificationCode', { code: '483920', minutes: 10 }, 'ar', 'whatsapp'))).toEqual({
      subject: null,
      text: `رمز التحقق من واتساب في «رقم» هو ${LRI}483920${PDI}. تنتهي صلاحيته بعد ${LRI}10${PDI} دقائق.`,
    })
  })

  test('a new password, isolated in Arabic, and how long it works', () => {
    expect(renderText(messageJob('newPassword', { password: 'Xk7-pQ2m', hours: 24 }, 'en'))).toEqual({
      subject: 'Your new Raqam password',
      text: 'Your new Raqam password is Xk7-pQ2m. Your previous password keeps working until you sign in with this one; this one works for 24 hours.',
    })
    expect(renderText(messageJob('newPassword', { password: 'Xk7-pQ2m', hours: 24 }, 'ar')).text).toBe(
      `كلمة مرورك الجديدة في «رقم» هي ${LRI}Xk7-pQ2m${PDI}. تبقى كلمة مرورك السابقة صالحة حتى تسجّل الدخول بهذه، وهذه صالحة لمدة ${LRI}24${PDI} ساعة.`,
    )
  })
})
