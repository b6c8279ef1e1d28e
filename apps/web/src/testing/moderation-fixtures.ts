import type {
  AuditEntry,
  Customer,
  ModeratedSeller,
  Product,
  ReportGroup,
  SellerHistory,
  StaffMember,
  Verification,
} from '@raqam/api/schema'
import type { FakeRoutes } from './fake-api.ts'
import { demoCarListing, demoCustomer, demoWantedRequest } from './fixtures.ts'

/** Fixed data of the moderation console for stories and tests (screenshots must not change). */

/** A moderator, signed in. */
export const demoModerator: Customer = {
  ...demoCustomer,
  _id: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
  username: 'Hessa Al Mazrouei',
  email: 'hessa@example.com',
  phone: '971521112233',
  role: 'moderator',
}

/** An administrator, signed in. */
export const demoAdmin: Customer = {
  ...demoModerator,
  _id: '6d7e8f9a-0b1c-4d2e-9f3a-4b5c6d7e8f9a',
  username: 'Sultan Al Qasimi',
  email: 'sultan@example.com',
  role: 'admin',
}

/** The seller of {@link demoCarListing}, as the moderators see them. */
const demoModeratedSeller: ModeratedSeller = {
  seller: demoCarListing.customer!,
  role: 'customer',
  suspension: null,
  createdAt: demoCustomer.createdAt,
  deleted: false,
}

/** A mobile number of another seller, reported as a scam. */
const demoReportedMobile: Product = {
  ...demoCarListing,
  _id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
  category: 'mobile',
  city: null,
  code: null,
  operator: 'du',
  number: '0551234567',
  titleEn: 'Golden number 055 123 4567',
  titleAr: 'رقم ذهبي 055 123 4567',
  oldPrice: null,
  newPrice: 45000,
  ad: false,
  customer: demoWantedRequest.customer,
}

const anotherSeller: ModeratedSeller = {
  seller: demoWantedRequest.customer!,
  role: 'customer',
  suspension: null,
  createdAt: '2025-01-15T00:00:00.000Z',
  deleted: false,
}

/** The report queue's first page: a listing with three reports, a mobile number with one, a seller with one. */
const demoReportGroups: ReportGroup[] = [
  {
    listing: demoCarListing,
    seller: demoModeratedSeller,
    openReports: 3,
    lastReportedAt: '2026-11-20T10:00:00.000Z',
    reports: [
      {
        _id: '0b7c2d1e-3f4a-4b5c-8d6e-7f8091a2b3c4',
        listingId: demoCarListing._id,
        sellerId: demoCustomer._id,
        reason: 'notOwner',
        note: 'This is my plate; I never listed it. <b>Call me</b>',
        status: 'open',
        createdAt: '2026-11-20T10:00:00.000Z',
        reporter: { _id: '1c8d3e2f-4a5b-4c6d-9e7f-8091a2b3c4d5', username: 'Omar Al Suwaidi' },
      },
      {
        _id: '1c8d3e2f-4a5b-4c6d-9e7f-8091a2b3c4d6',
        listingId: demoCarListing._id,
        sellerId: demoCustomer._id,
        reason: 'wrongDetails',
        note: 'السعر غير صحيح',
        status: 'open',
        createdAt: '2026-11-19T16:45:00.000Z',
        reporter: null,
      },
      {
        _id: '2d9e4f3a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
        listingId: demoCarListing._id,
        sellerId: demoCustomer._id,
        reason: 'notOwner',
        note: '',
        status: 'open',
        createdAt: '2026-11-18T08:15:00.000Z',
        reporter: null,
      },
    ],
  },
  {
    listing: demoReportedMobile,
    seller: anotherSeller,
    openReports: 1,
    lastReportedAt: '2026-11-21T12:30:00.000Z',
    reports: [
      {
        _id: '3e0f5a4b-6c7d-4e8f-9a0b-1c2d3e4f5a6b',
        listingId: demoReportedMobile._id,
        sellerId: anotherSeller.seller._id,
        reason: 'scam',
        note: 'Asked for a deposit by bank transfer before showing the SIM.',
        status: 'open',
        createdAt: '2026-11-21T12:30:00.000Z',
        reporter: { _id: '1c8d3e2f-4a5b-4c6d-9e7f-8091a2b3c4d5', username: 'Omar Al Suwaidi' },
      },
    ],
  },
  {
    listing: null,
    seller: anotherSeller,
    openReports: 1,
    lastReportedAt: '2026-11-17T09:00:00.000Z',
    reports: [
      {
        _id: '4f1a6b5c-7d8e-4f9a-8b1c-2d3e4f5a6b7c',
        listingId: null,
        sellerId: anotherSeller.seller._id,
        reason: 'offensive',
        note: 'Rude messages on WhatsApp.',
        status: 'open',
        createdAt: '2026-11-17T09:00:00.000Z',
        reporter: null,
      },
    ],
  },
]

/** A decision about {@link demoCarListing}'s seller, as the audit log keeps it. */
const demoAuditEntries: AuditEntry[] = [
  {
    _id: 42,
    at: '2026-11-21T08:00:00.000Z',
    actor: { _id: demoModerator._id, username: demoModerator.username },
    action: 'listingHidden',
    listingId: '8f9a0b1c-2d3e-4f4a-9b5c-6d7e8f9a0b1c',
    customerId: demoCustomer._id,
    reason: 'duplicate',
    note: 'The same plate is listed twice.',
    detail: 'Dubai AA 7777',
  },
  {
    _id: 41,
    at: '2026-11-20T15:20:00.000Z',
    actor: null,
    action: 'roleGranted',
    listingId: null,
    customerId: demoModerator._id,
    reason: null,
    note: '',
    detail: 'moderator',
  },
  {
    _id: 40,
    at: '2026-11-19T11:05:00.000Z',
    actor: { _id: demoAdmin._id, username: demoAdmin.username },
    action: 'verificationRefused',
    listingId: demoCarListing._id,
    customerId: demoCustomer._id,
    reason: 'numberMismatch',
    note: 'The certificate is for 7777, not 777.',
    detail: 'Dubai AA 777',
  },
]

/** A listing of the seller that a moderator hid. */
export const demoHiddenListing: Product = {
  ...demoCarListing,
  _id: '8f9a0b1c-2d3e-4f4a-9b5c-6d7e8f9a0b1c',
  number: '7777',
  titleEn: 'Dubai AA 7777',
  titleAr: 'دبي AA 7777',
  status: false,
  hidden: {
    reason: 'duplicate',
    note: 'The same plate is listed twice.',
    at: '2026-11-21T08:00:00.000Z',
    bySuspension: false,
  },
}

/** {@link demoCarListing}'s seller's history: two listings (one hidden), the reports, the decisions. */
const demoSellerHistory: SellerHistory = {
  seller: demoModeratedSeller,
  listings: [demoHiddenListing, { ...demoCarListing, verified: true }],
  reports: [
    { ...demoReportGroups[0]!.reports[0]! },
    {
      ...demoReportGroups[0]!.reports[2]!,
      _id: '5a2b7c6d-8e9f-4a0b-9c1d-2e3f4a5b6c7d',
      listingId: demoHiddenListing._id,
      status: 'actioned',
      reason: 'duplicate',
    },
  ],
  actions: [demoAuditEntries[0]!, demoAuditEntries[2]!],
}

/** The same seller, suspended. */
export const demoSuspendedHistory: SellerHistory = {
  ...demoSellerHistory,
  seller: {
    ...demoModeratedSeller,
    suspension: {
      reason: 'scam',
      note: 'Several buyers paid deposits and heard nothing.',
      since: '2026-11-22T07:30:00.000Z',
    },
  },
  listings: demoSellerHistory.listings.map((listing) => ({
    ...listing,
    status: false,
    hidden: listing.hidden ?? { reason: 'scam', note: '', at: '2026-11-22T07:30:00.000Z', bySuspension: true },
  })),
}

/** Two proofs waiting: a PDF for a car plate, a photo for a mobile number. */
export const demoVerifications: Verification[] = [
  {
    _id: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    listing: demoCarListing,
    status: 'pending',
    reason: null,
    note: '',
    proofType: 'application/pdf',
    proofUrl: '/api/v1.0/moderation/verifications/9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d/proof',
    requestedAt: '2026-11-18T09:00:00.000Z',
    decidedAt: null,
  },
  {
    _id: '0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
    listing: demoReportedMobile,
    status: 'pending',
    reason: null,
    note: '',
    proofType: 'image/jpeg',
    proofUrl: '/api/v1.0/moderation/verifications/0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e/proof',
    requestedAt: '2026-11-19T13:40:00.000Z',
    decidedAt: null,
  },
]

/** The staff: an administrator and a moderator. */
const demoStaff: StaffMember[] = [
  { _id: demoAdmin._id, username: demoAdmin.username, email: demoAdmin.email, role: 'admin' },
  { _id: demoModerator._id, username: demoModerator.username, email: demoModerator.email, role: 'moderator' },
]

const page = <T>(data: T[], currentPage = 1, numberOfPage = 1) => ({
  data,
  paginationResult: { total: data.length, currentPage, numberOfPage, limit: 12 },
})

/** The console's reads, answered from the data above (page 1 of 2 for the queues, so the pager shows). */
export const moderationRoutes: FakeRoutes = {
  'GET /moderation/reports': { body: page(demoReportGroups, 1, 2) },
  [`GET /moderation/sellers/${demoCustomer._id}`]: { body: { data: demoSellerHistory } },
  'GET /moderation/verifications': { body: page(demoVerifications) },
  'GET /admin/staff': { body: { data: demoStaff } },
  'GET /admin/audit-log': { body: page(demoAuditEntries, 1, 3) },
}
