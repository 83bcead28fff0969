import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // Sign-up codes: only a keyed hash is stored; the newest live row for (channel, target) is the one checked.
  await withId(db.schema.createTable('verification_codes'), dialect)
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('target', 'varchar(254)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('consumed_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_codes_target').on('verification_codes').columns(['channel', 'target', 'id']).execute();

  // Mail and SMS when no SMTP/SMS is configured, so the shop owner can still read them.
  await withId(db.schema.createTable('outbox'), dialect)
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('target', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  // One member per (provider, subject): a Naver or Kakao account signs in to exactly one member.
  await db.schema
    .createTable('member_identities')
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject', 'varchar(100)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_identities_pk', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('member_identities_member').on('member_identities').column('member_id').execute();

  // Each reset link works once: the token's jti is claimed by a conditional UPDATE.
  await db.schema
    .createTable('password_resets')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  // Login throttling lives in the database because several server processes share it.
  await withId(db.schema.createTable('login_attempts'), dialect)
    .addColumn('login_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_id_ip').on('login_attempts').columns(['login_id', 'ip', 'created_at']).execute();
  await db.schema.createIndex('login_attempts_ip').on('login_attempts').columns(['ip', 'created_at']).execute();

  // Send throttling (codes, find-id, find-password): one row per counted event.
  await withId(db.schema.createTable('rate_events'), dialect)
    .addColumn('bucket', 'varchar(30)', (c) => c.notNull())
    .addColumn('key', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_events_key').on('rate_events').columns(['bucket', 'key', 'created_at']).execute();
}
