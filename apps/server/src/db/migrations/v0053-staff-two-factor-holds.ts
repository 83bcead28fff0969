import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** The staff roles when this ran (a migration must not follow later changes of the shared list). */
const EVERY_ROLE = ['owner', 'manager', 'support', 'accountant'];

/**
 * Wrong two-factor codes escalate (services/staff/two-factor.ts): the Korean day of the last lock and
 * how many locks that day, and the time a lock became one only the owner lifts (`totp_held_at`).
 *
 * Two-factor sign-in is now the default for every staff role. A stored staff policy (site setting
 * `staff.security`) was saved from a form that offered the old default (owners and whoever moves
 * points), so an unticked manager or support there was no decision to keep: every stored policy
 * requires 2FA of every role once; the owner may relax a role again on the staff screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('staff').addColumn('totp_lock_day', 'varchar(10)').execute();
  await db.schema.alterTable('staff').addColumn('totp_locks_today', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('staff').addColumn('totp_held_at', 'varchar(30)').execute();

  const row = await db.selectFrom('site_settings').select('value').where('key', '=', 'staff.security').executeTakeFirst();
  if (!row) return;
  let policy: unknown;
  try {
    policy = JSON.parse(String(row.value));
  } catch {
    return; // unreadable: the shop reads it as the default, which is now every role
  }
  if (typeof policy !== 'object' || policy === null) return;
  const value = JSON.stringify({ ...policy, twoFactorRoles: EVERY_ROLE });
  await db.updateTable('site_settings').set({ value }).where('key', '=', 'staff.security').execute();
}
