import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '@raqam/api/schema'
import { openDatabase } from '#db/client.ts'
import type { Db } from '#db/handle.ts'
import { auditLog, customers } from '#db/schema.ts'
import { DEMO_CUSTOMER, seed } from '#db/seed.ts'
import { backends } from '#test/database.ts'
import { registerCustomer, registerStaff, startApp, type TestApp } from '#test/harness.ts'

type Schemas = components['schemas']

/** The admins' console: the staff, the moderator role, the audit log. */
describe.each(backends)('administration on $name', (backend) => {
  let t: TestApp
  let admin: Awaited<ReturnType<typeof registerCustomer>>

  beforeAll(async () => {
    t = await startApp(backend)
    admin = await registerStaff(t, 'admin')
  })
  afterAll(() => t?.close())

  const setRole = (email: string, role: string) =>
    t.call({ method: 'PUT', url: '/admin/roles', json: { email, role }, token: admin.token })
  const staff = async () =>
    ((await t.call({ url: '/admin/staff', token: admin.token })).json() as Schemas['StaffList']).data

  it('grants and removes the moderator role by e-mail, each change in the audit log', async () => {
    const customer = await registerCustomer(t, { username: 'Bader' })
    const granted = await setRole(customer.fields.email.toUpperCase(), 'moderator')
    expect(granted.statusCode, granted.body).toBe(200)
    expect(granted.json().data).toEqual({
      _id: customer.customer._id,
      username: 'Bader',
      email: customer.fields.email,
      role: 'moderator',
    })
    expect((await t.call({ url: '/moderation/reports', token: customer.token })).statusCode).toBe(200)
    // Admins first, then by name.
    const members = await staff()
    expect(members.findIndex((member) => member._id === admin.customer._id)).toBeLessThan(
      members.findIndex((member) => member._id === customer.customer._id),
    )
    const roles = members.map((member) => member.role)
    expect(roles).toEqual([...roles.filter((role) => role === 'admin'), ...roles.filter((role) => role !== 'admin')])

    // The same role again changes nothing and writes nothing.
    expect((await setRole(customer.fields.email, 'moderator')).statusCode).toBe(200)
    expect((await setRole(customer.fields.email, 'customer')).json().data.role).toBe('customer')
    expect((await staff()).some((member) => member._id === customer.customer._id)).toBe(false)

    const log = (await t.call({ url: '/admin/audit-log', token: admin.token })).json() as Schemas['AuditList']
    const [removed, grantedEntry] = log.data
    expect(grantedEntry).toMatchObject({
      action: 'roleGranted',
      actor: { _id: admin.customer._id, username: admin.fields.username },
      customerId: customer.customer._id,
      detail: 'moderator',
    })
    expect(removed).toMatchObject({ action: 'roleRemoved', customerId: customer.customer._id, detail: 'moderator' })
    expect(log.data.filter((entry) => entry.customerId === customer.customer._id)).toHaveLength(2)
  })

  it('makes and unmakes no admin over the network, and names no account it does not know', async () => {
    const other = await registerStaff(t, 'admin')
    for (const role of ['customer', 'moderator']) {
      const refused = await setRole(other.fields.email, role)
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'roleByCommandOnly'])
    }
    const unknown = await setRole('nobody-here@example.com', 'moderator')
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'customerNotFound'])
    // Nor is `admin` a role this operation takes.
    expect((await setRole(other.fields.email, 'admin')).statusCode).toBe(400)
  })

  it('pages the audit log newest first, 12 entries a page', async () => {
    const customer = await registerCustomer(t)
    for (let change = 0; change < 14; change++)
      await setRole(customer.fields.email, change % 2 === 0 ? 'moderator' : 'customer')
    const first = (await t.call({ url: '/admin/audit-log', token: admin.token })).json() as Schemas['AuditList']
    const second = (
      await t.call({ url: '/admin/audit-log', query: { page: 2 }, token: admin.token })
    ).json() as Schemas['AuditList']
    expect(first.data).toHaveLength(12)
    expect(first.paginationResult).toMatchObject({ currentPage: 1, limit: 12 })
    expect(first.paginationResult.total).toBeGreaterThanOrEqual(14)
    const ids = [...first.data, ...second.data].map((entry) => entry._id)
    expect(ids).toEqual(ids.toSorted((a, b) => b - a))
  })
})

const serverDir = new URL('../../..', import.meta.url).pathname
const run = promisify(execFile)

/** `pnpm --filter @raqam/server admin:grant <e-mail> <role>`, as a process of its own on these settings. */
async function adminGrant(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      join(serverDir, 'node_modules/.bin/tsx'),
      ['src/admin-grant-command.ts', ...args],
      {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
      },
    )
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

/** What the command did to the demo customer: their role, and the newest audit entry. */
async function demoState(db: Db) {
  const [demo] = await db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email))
  const [entry] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
  return { role: demo!.role, entry }
}

describe('the admin:grant command', () => {
  const root = mkdtempSync(join(tmpdir(), 'raqam-grant-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('gives a role on the embedded database the server would open, with an audit entry and no actor', async () => {
    const dataDir = join(root, 'data')
    const database = await openDatabase({ dataDir })
    await database.migrate()
    await seed(database.db, { listings: 3 })
    await database.close()

    const granted = await adminGrant({ DATA_DIR: dataDir }, DEMO_CUSTOMER.email, 'admin')
    expect(granted).toEqual({
      code: 0,
      output: expect.stringContaining(`${DEMO_CUSTOMER.email} (Demo Customer) is now admin, was customer`),
    })
    const unknown = await adminGrant({ DATA_DIR: dataDir }, 'nobody@example.com', 'moderator')
    expect(unknown).toEqual({
      code: 1,
      output: expect.stringContaining('No account has the e-mail nobody@example.com'),
    })
    const badRole = await adminGrant({ DATA_DIR: dataDir }, DEMO_CUSTOMER.email, 'owner')
    expect(badRole).toEqual({
      code: 2,
      output: expect.stringMatching(/^Usage: .*admin, moderator|customer, moderator, admin/),
    })

    const reopened = await openDatabase({ dataDir })
    try {
      const { role, entry } = await demoState(reopened.db)
      expect(role).toBe('admin')
      expect(entry).toMatchObject({ actorId: null, actorName: '', action: 'roleGranted', detail: 'admin' })
    } finally {
      await reopened.close()
    }
  }, 120_000)

  const postgres = backends.find((backend) => backend.name === 'postgres')
  it.skipIf(!postgres)(
    'gives a role on PostgreSQL (DATABASE_URL), and takes it away',
    async () => {
      const database = await postgres!.open()
      try {
        await adminGrant({ DATABASE_URL: database.url! }, DEMO_CUSTOMER.email, 'moderator')
        expect((await demoState(database.db)).role).toBe('moderator')
        const removed = await adminGrant({ DATABASE_URL: database.url! }, DEMO_CUSTOMER.email, 'customer')
        expect(removed.output).toContain('is now customer, was moderator')
        const { role, entry } = await demoState(database.db)
        expect(role).toBe('customer')
        expect(entry).toMatchObject({ actorId: null, action: 'roleRemoved', detail: 'moderator' })
      } finally {
        await database.dispose()
      }
    },
    120_000,
  )
})
