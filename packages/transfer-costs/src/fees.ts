import type { City } from '@raqam/listing-rules/cities'
import type { Operator } from '@raqam/listing-rules/numbers'

/**
 * What the authorities charge when a plate or a mobile number changes hands: one schedule per emirate and
 * kind of plate, one per operator. A figure is here only as the authority's own page states it, with that
 * page and the day it was read; where no page of the authority could be read for it, the figure is `null`
 * and the storefront says so and links the authority's service page. Never fill a `null` from a guess or a
 * third party's article (docs/adr/0052-transfer-costs-as-data.md lists what was read where).
 */

/** Who pays a fee: the buyer, the seller, or whoever of the two they agree (the authority names neither). */
export const payers = ['buyer', 'seller', 'agreed'] as const
export type Payer = (typeof payers)[number]

/** The authorities that transfer plates (each emirate's) and numbers (each operator). */
export const authorities = [
  'rta',
  'itc',
  'sharjahPolice',
  'ajmanPolice',
  'fujairahPolice',
  'rakPolice',
  'uaqPolice',
  'du',
  'eand',
] as const
export type Authority = (typeof authorities)[number]

/**
 * What a fee buys. `plateRelease`: the seller's vehicle takes a new number so the sold one is free (when it
 * is on a vehicle); `plateOwnership`: the number passes into the buyer's name; `plateFitting`: the buyer's
 * vehicle takes the number; `numberOwnership`: the mobile line passes into the buyer's name.
 */
export const services = ['plateRelease', 'plateOwnership', 'plateFitting', 'numberOwnership'] as const
export type Service = (typeof services)[number]

/** A figure as the authority's page states it: AED, that page, and the day it was read (YYYY-MM-DD). */
export type Figure = { readonly aed: number; readonly source: string; readonly checked: string }

export type Fee = {
  readonly service: Service
  readonly payer: Payer
  /** `null`: not verified on an authority's page; the page says so and links `Schedule.servicePage`. */
  readonly figure: Figure | null
}

export type Schedule = {
  readonly authority: Authority
  /** Where a visitor checks or pays: the authority's page for the service, else its site. */
  readonly servicePage: string
  readonly fees: readonly Fee[]
}

/** The day the figures below were read. */
const checked = '2026-12-08'

const rtaService = (id: number) =>
  `https://www.rta.ae/wps/portal/rta/ae/home/rta-services/service-details?serviceId=${id}`

/**
 * RTA's "Renewing the ownership and changing the plate number" page: "350 AED Light vehicle
 * private/public". Its motorcycle line could not be read, so the motorcycle schedule has no figure.
 */
const rtaPlateChangeLightVehicle: Figure = { aed: 350, source: rtaService(3704426), checked }

const unverified = (payer: Payer, service: Service): Fee => ({ service, payer, figure: null })

/** A plate sale's three steps, none verified: the authority's page is linked instead. */
const unverifiedPlates = (authority: Authority, servicePage: string): Schedule => ({
  authority,
  servicePage,
  fees: [
    unverified('seller', 'plateRelease'),
    unverified('buyer', 'plateOwnership'),
    unverified('buyer', 'plateFitting'),
  ],
})

/** The five northern emirates' traffic departments serve through the Ministry of Interior's site. */
const interiorMinistry = 'https://moi.gov.ae/'
const tamm = 'https://www.tamm.abudhabi/'

/** Every emirate's plate schedules, by kind of plate. */
export const plateSchedules: Readonly<Record<'car' | 'motorcycle', Readonly<Record<City, Schedule>>>> = {
  car: {
    dubai: {
      authority: 'rta',
      servicePage: rtaService(3704426),
      fees: [
        // The same RTA service on each side's own vehicle: the seller's takes a new number, the buyer's the sold one.
        { service: 'plateRelease', payer: 'seller', figure: rtaPlateChangeLightVehicle },
        unverified('buyer', 'plateOwnership'),
        { service: 'plateFitting', payer: 'buyer', figure: rtaPlateChangeLightVehicle },
      ],
    },
    'abu-dhabi': unverifiedPlates('itc', tamm),
    sharjah: unverifiedPlates('sharjahPolice', interiorMinistry),
    ajman: unverifiedPlates('ajmanPolice', interiorMinistry),
    fujairah: unverifiedPlates('fujairahPolice', interiorMinistry),
    'ras-al-khaimah': unverifiedPlates('rakPolice', interiorMinistry),
    'umm-al-quwain': unverifiedPlates('uaqPolice', interiorMinistry),
  },
  motorcycle: {
    // RTA's current service for renewing an ownership with or without a new plate number.
    dubai: unverifiedPlates('rta', rtaService(17756887)),
    'abu-dhabi': unverifiedPlates('itc', tamm),
    sharjah: unverifiedPlates('sharjahPolice', interiorMinistry),
    ajman: unverifiedPlates('ajmanPolice', interiorMinistry),
    fujairah: unverifiedPlates('fujairahPolice', interiorMinistry),
    'ras-al-khaimah': unverifiedPlates('rakPolice', interiorMinistry),
    'umm-al-quwain': unverifiedPlates('uaqPolice', interiorMinistry),
  },
}

/** Each operator's transfer of a line to another person: no operator's page stating a fee could be read. */
export const numberSchedules: Readonly<Record<Operator, Schedule>> = {
  du: { authority: 'du', servicePage: 'https://www.du.ae/', fees: [unverified('agreed', 'numberOwnership')] },
  eand: {
    authority: 'eand',
    servicePage: 'https://www.etisalat.ae/',
    fees: [unverified('agreed', 'numberOwnership')],
  },
}
