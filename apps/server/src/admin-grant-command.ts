import { roleValues, type Role } from '@raqam/api/schema'
import { readConfig } from '#config.ts'
import { openDatabase } from '#db/client.ts'
import { rolesRepository } from '#features/admin/roles.repository.ts'

/**
 * `pnpm --filter @raqam/server admin:grant <e-mail> <role>`: gives the account with that e-mail the
 * role (admin, moderator or customer), on the database the server would open from the same settings
 * (DATABASE_URL, else the PGlite folder DATA_DIR), and writes it to the audit log with no actor. The only
 * way to make or unmake an admin: it needs the server's settings, not a session (ADR 0035).
 */
const [email, role] = process.argv.slice(2)
if (!email || !role || !(roleValues as readonly string[]).includes(role)) {
  console.error(
    `Usage: pnpm --filter @raqam/server admin:grant <e-mail> <role>, the role one of ${roleValues.join(', ')} (got ${process.argv.slice(2).join(' ') || 'nothing'})`,
  )
  process.exit(2)
}
const config = readConfig()
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir })
try {
  await database.migrate()
  const changed = await rolesRepository(database.db).change(email, role as Role, { actorId: null, now: new Date() })
  if (!changed) {
    console.error(`No account has the e-mail ${email}: nothing changed.`)
    process.exitCode = 1
  } else if (changed.previous === changed.member.role) {
    console.log(`${changed.member.email} (${changed.member.username}) is already ${role}: nothing changed.`)
  } else {
    console.log(
      `${changed.member.email} (${changed.member.username}) is now ${role}, was ${changed.previous}; written to the audit log. Their sessions carry the new role from their next request.`,
    )
  }
} finally {
  await database.close()
}
