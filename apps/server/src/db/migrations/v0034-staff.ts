import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * Staff (운영자): a member with a staff row has a console role; the console's guard reads the role
 * from here, not members.role. Two-factor sign-in (TOTP) lives on the row: the secret (encrypted),
 * the last step a code was accepted for (a code works once), and the wrong-code count and lock.
 * Console sessions: one row per sign-in of a staff member, named by the token's `sid`, so one can
 * be listed, ended on its own, and carry the time its last code was given (step-up).
 * Every admin that exists becomes an owner.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
    .addColumn('totp_secret_enc', 'text')
    .addColumn('totp_pending_enc', 'text')
    .addColumn('totp_enrolled_at', 'varchar(30)')
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('totp_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totp_locked_until', 'varchar(30)')
    .addColumn('invited_by', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('staff_recovery_codes'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('code_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('staff_recovery_codes_member').on('staff_recovery_codes').column('member_id').execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('device', 'varchar(200)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('second_factor_at', 'varchar(30)')
    .addColumn('ended_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('staff_sessions_member').on('staff_sessions').columns(['member_id', 'ended_at']).execute();

  await sql`INSERT INTO staff (member_id, role, status, created_at, updated_at)
    SELECT id, 'owner', 'active', created_at, updated_at FROM members WHERE role = 'admin' AND deleted_at IS NULL`.execute(db);
}
