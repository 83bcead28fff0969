import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * Charge bonuses (충전 보너스) and member tiers (회원 등급), issue 29.
 * - charge_bonus_rules: the owner's rules; the best one that fits a credited charge applies, never two.
 * - charge_bonuses: the bonus a charge earned, one row per charge (the primary key), written in the
 *   credit's transaction; (member_id, rule_id, use_key) unique makes a "once per member" or "once per
 *   period" rule hold under racing credits of two charges. A reversal takes it back (clawed_back) and
 *   records what the member had already spent (shortfall).
 * - tier_charges: what each credited charge counts toward a tier (points less what was reversed), so a
 *   tier is read from this table alone, by (member_id, credited_at).
 * - member_tiers and members.tier_id: the owner's tiers and the member's current one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('charge_bonus_rules'), dialect)
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    // percent: amount is % of the charge; fixed: amount is points
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('min_charge', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('max_bonus', 'bigint')
    .addColumn('first_charge_only', 'integer', (c) => c.notNull().defaultTo(0))
    // every | once (per member) | period (once per member per period_days, counted from starts_at)
    .addColumn('per_member', 'varchar(10)', (c) => c.notNull().defaultTo('every'))
    .addColumn('period_days', 'integer')
    .addColumn('starts_at', 'varchar(30)')
    .addColumn('ends_at', 'varchar(30)')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('charge_bonuses')
    .addColumn('charge_id', 'integer', (c) => c.primaryKey().references('point_charges.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('charge_bonus_rules.id'))
    .addColumn('use_key', 'varchar(30)', (c) => c.notNull())
    .addColumn('charge_points', 'bigint', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull().check(sql`points > 0`))
    .addColumn('clawed_back', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('shortfall', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('reversed_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('charge_bonuses_use_once').unique().on('charge_bonuses').columns(['member_id', 'rule_id', 'use_key']).execute();
  await db.schema.createIndex('charge_bonuses_first_once').unique().on('charge_bonuses').columns(['member_id']).where(sql<boolean>`use_key = 'first'`).execute();
  await db.schema.createIndex('charge_bonuses_rule').on('charge_bonuses').columns(['rule_id', 'created_at']).execute();
  await db.schema.createIndex('charge_bonuses_shortfall').on('charge_bonuses').columns(['reversed_at']).where(sql<boolean>`shortfall > 0`).execute();

  await withId(db.schema.createTable('member_tiers'), dialect)
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('color', 'varchar(7)', (c) => c.notNull())
    .addColumn('threshold', 'bigint', (c) => c.notNull().check(sql`threshold >= 0`))
    // null: lifetime
    .addColumn('window_days', 'integer')
    .addColumn('discount_pct', 'integer', (c) => c.notNull().check(sql`discount_pct >= 0 AND discount_pct <= 90`))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('members').addColumn('tier_id', 'integer').execute();
  await db.schema.createIndex('members_tier').on('members').columns(['tier_id']).where(sql<boolean>`tier_id IS NOT NULL`).execute();

  await db.schema
    .createTable('tier_charges')
    .addColumn('charge_id', 'integer', (c) => c.primaryKey().references('point_charges.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('reversed', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('credited_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tier_charges_member').on('tier_charges').columns(['member_id', 'credited_at']).execute();
  // charges credited before tiers existed count too
  await db
    .insertInto('tier_charges')
    .columns(['charge_id', 'member_id', 'points', 'credited_at'])
    .expression(db.selectFrom('point_charges').select(['id', 'member_id', 'point', sql<string>`COALESCE(responded_at, created_at)`.as('credited_at')]).where('status', '=', 1))
    .execute();
}
