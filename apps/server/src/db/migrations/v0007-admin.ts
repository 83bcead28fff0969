import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * The shop owner's console: an audit trail of every admin action, uploaded images, platform icons,
 * and what provider import and re-sync need to leave the owner's own edits alone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('admin_audit'), dialect)
    // null: the command line (npm run admin)
    .addColumn('admin_id', 'integer', (c) => c.references('members.id'))
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(64)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_target').on('admin_audit').columns(['target_type', 'target_id']).execute();
  await db.schema.createIndex('admin_audit_created').on('admin_audit').columns(['created_at']).execute();

  // Images live in the database (base64 text on both engines), so several servers on one PostgreSQL share them.
  await db.schema
    .createTable('media')
    .addColumn('name', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('platforms').addColumn('icon_url', 'varchar(500)').execute();

  /** won per 1 unit of the provider's currency, decimal text (1 = KRW) */
  await db.schema.alterTable('providers').addColumn('exchange_rate', 'varchar(40)', (c) => c.notNull().defaultTo('1')).execute();

  /** the provider's rate per 1000 at the last import or sync */
  await db.schema.alterTable('services').addColumn('imported_rate', 'varchar(40)').execute();
  /** markup in 1/100 percent (30% = 3000); null: priced by hand only */
  await db.schema.alterTable('services').addColumn('markup_bp', 'integer').execute();
  /** 1: the owner set the price; re-sync never changes it */
  await db.schema.alterTable('services').addColumn('price_locked', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  /** 1: the owner set min/max; re-sync only narrows them into the provider's range */
  await db.schema.alterTable('services').addColumn('limits_locked', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // Every service so far was priced by hand.
  await db.updateTable('services').set({ price_locked: 1, limits_locked: 1 }).execute();
}
