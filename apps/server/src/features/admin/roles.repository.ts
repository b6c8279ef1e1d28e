import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Role, StaffMember } from '@raqam/api/schema'
import type { Db } from '#db/handle.ts'
import { customers } from '#db/schema.ts'
import { auditLogRepository } from './audit-log.repository.ts'

/** A role change as it was made: the account with its role now, and the role it had. */
export interface RoleChanged {
  member: StaffMember
  previous: Role
}

const member = {
  _id: customers.id,
  username: customers.username,
  email: customers.email,
  role: customers.role,
}

/** Who may moderate and administer (ADR 0035): the role lives on the account row, read on every request. */
export function rolesRepository(db: Db) {
  const auditLog = auditLogRepository(db)
  return {
    /** Every moderator and admin, admins first, then by name. */
    async staff(): Promise<StaffMember[]> {
      return db
        .select(member)
        .from(customers)
        .where(and(ne(customers.role, 'customer'), isNull(customers.deletedAt)))
        .orderBy(sql`${customers.role} = 'admin' desc`, asc(customers.username), asc(customers.id))
    },

    /**
     * Gives the account with this e-mail the role, and writes it to the audit log, in one transaction
     * (`admit` throws to refuse, seeing the role the account has). Null: no account has the e-mail. The
     * same role again changes nothing and writes nothing.
     */
    async change(
      email: string,
      role: Role,
      by: { actorId: string | null; now: Date; admit?: (current: Role) => void },
    ): Promise<RoleChanged | null> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select(member)
          .from(customers)
          .where(and(eq(customers.email, email.toLowerCase()), isNull(customers.deletedAt)))
          .for('update')
        if (!account) return null
        by.admit?.(account.role)
        if (account.role === role) return { member: account, previous: role }
        await tx.update(customers).set({ role }).where(eq(customers.id, account._id))
        await auditLog.write(
          {
            actorId: by.actorId,
            action: role === 'customer' ? 'roleRemoved' : 'roleGranted',
            customerId: account._id,
            // The role granted, or the one removed.
            detail: role === 'customer' ? account.role : role,
            at: by.now,
          },
          tx,
        )
        return { member: { ...account, role }, previous: account.role }
      })
    },
  }
}
