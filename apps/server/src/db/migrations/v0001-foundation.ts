import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('members'), dialect)
    .addColumn('login_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('email', 'varchar(254)')
    .addColumn('phone_number', 'varchar(20)')
    .addColumn('register_where', 'varchar(100)')
    .addColumn('referral_code', 'varchar(40)', (c) => c.unique())
    .addColumn('referred_by', 'integer', (c) => c.references('members.id'))
    .addColumn('api_key_hash', 'varchar(128)', (c) => c.unique())
    .addColumn('api_key_enc', 'text')
    .addColumn('point', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`point >= 0`))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('member'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('members_email_unique').unique().on('members').column('email').execute();

  await withId(db.schema.createTable('point_ledger'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('ref_type', 'varchar(30)')
    .addColumn('ref_id', 'varchar(64)')
    .addColumn('memo', 'varchar(200)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('point_ledger_member').on('point_ledger').columns(['member_id', 'id']).execute();
  // The database itself refuses a second debit, credit or refund for the same thing (NULL refs are distinct).
  await db.schema.createIndex('point_ledger_once').unique().on('point_ledger').columns(['kind', 'ref_type', 'ref_id']).execute();

  await db.schema
    .createTable('platforms')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('text', 'varchar(50)', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('background', 'varchar(30)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('categories'), dialect)
    .addColumn('platform_id', 'integer', (c) => c.notNull().references('platforms.id'))
    .addColumn('text', 'varchar(100)', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('services'), dialect)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('text', 'varchar(200)', (c) => c.notNull())
    .addColumn('notice', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('min', 'integer', (c) => c.notNull().check(sql`min >= 1`))
    .addColumn('max', 'integer', (c) => c.notNull().check(sql`max >= min`))
    .addColumn('unit_price_centi', 'bigint', (c) => c.notNull().check(sql`unit_price_centi >= 0`))
    .addColumn('is_read_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enable_auto', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('notices'), dialect)
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bg_color', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('qnas'), dialect)
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('popups'), dialect)
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('link_url', 'varchar(500)')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('register_where_options'), dialect)
    .addColumn('text', 'varchar(100)', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
