import type { Language } from '@raqam/api/schema'
import type { AlertListing, MessageJob, MessageKinds } from '#notifier/kinds.ts'

/** Three kinds of listing a match alert names: a car plate, a mobile number, a wanted motorcycle plate. */
const sample: AlertListing[] = [
  {
    id: '0b6f3c1e-1d0a-4c9e-9f4e-000000000001',
    category: 'car',
    city: 'dubai',
    code: 'AA',
    number: '777',
    operator: null,
    newPrice: 80000,
    isOrder: false,
    isSold: false,
    titleEn: 'Dubai AA 777',
    titleAr: 'دبي AA 777 لوحة مميزة',
  },
  {
    id: '0b6f3c1e-1d0a-4c9e-9f4e-000000000002',
    category: 'mobile',
    city: null,
    code: null,
    number: '0551964422',
    operator: 'du',
    newPrice: 15000,
    isOrder: false,
    isSold: false,
    titleEn: 'Special du 055 196 4422',
    titleAr: 'رقم مميز دو 055 196 4422',
  },
  {
    id: '0b6f3c1e-1d0a-4c9e-9f4e-000000000003',
    category: 'motorcycle',
    city: 'abu-dhabi',
    code: '10',
    number: '4444',
    operator: null,
    newPrice: null,
    isOrder: true,
    isSold: false,
    titleEn: 'Wanted Abu Dhabi 10 4444',
    titleAr: 'مطلوب أبوظبي 10 4444',
  },
]

/** `count` listings of the three kinds in turn, each with an id of its own. */
export function alertListings(count: number): AlertListing[] {
  return Array.from({ length: count }, (_, index) => {
    const listing = sample[index % sample.length]!
    return { ...listing, id: `${listing.id.slice(0, -3)}${String(index).padStart(3, '0')}` }
  })
}

/** A message job of one kind, to an address or a phone number, in a language. */
export function messageJob<K extends MessageJob['kind']>(
  kind: K,
  params: MessageKinds[K],
  language: Language,
  channel: MessageJob['channel'] = 'email',
): MessageJob {
  return {
    kind,
    params,
    language,
    channel,
    to: channel === 'email' ? 'buyer@example.com' : '971501234567',
    requestId: null,
  } as MessageJob
}

/** A match alert of a saved search with `count` listings. */
export function alertJob(language: Language, count: number, overrides: Partial<MessageKinds['matchAlert']> = {}) {
  return messageJob(
    'matchAlert',
    {
      name: language === 'ar' ? 'مرايا دبي' : 'Dubai mirrors',
      wanted: false,
      listings: alertListings(count),
      origin: 'https://raqam.example',
      unsubscribeToken: 'tok-3q2+7w',
      ...overrides,
    },
    language,
  )
}
