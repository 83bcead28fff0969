import { sql, type Kysely } from 'kysely';
import { routeCostE7 } from '../../lib/decimal-money.js';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * Several providers per service (routes, tried in order), a circuit breaker per provider whose state
 * every process reads from here, a log of sends for the provider health table, and on each order the
 * route that accepted it and what it cost. Every existing service gets one route from its mapping.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('service_routes'), dialect)
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    /** 1, 2, …: the order routes are tried in */
    .addColumn('position', 'integer', (c) => c.notNull())
    /** null: the built-in simulated provider */
    .addColumn('provider_id', 'integer', (c) => c.references('providers.id'))
    .addColumn('provider_service_id', 'varchar(100)')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    /** the provider's rate per 1000 in its currency, decimal text */
    .addColumn('rate', 'varchar(40)')
    /** rate × exchange rate, per unit in 1/100 won (as unit_price_centi); null: unknown */
    .addColumn('cost_centi', 'bigint')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('service_routes_service').on('service_routes').columns(['service_id', 'position']).execute();

  await db.schema
    .createTable('provider_circuits')
    .addColumn('provider_id', 'integer', (c) => c.primaryKey().references('providers.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    /** closed | open | trial */
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('closed'))
    .addColumn('open_until', 'varchar(30)')
    /** the lease of the one trial send, so a worker that died does not keep the circuit shut */
    .addColumn('trial_until', 'varchar(30)')
    .addColumn('opened_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('provider_sends'), dialect)
    .addColumn('provider_id', 'integer')
    .addColumn('order_id', 'integer', (c) => c.notNull())
    /** ok | refused | unknown */
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'varchar(300)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('provider_sends_provider').on('provider_sends').columns(['provider_id', 'created_at']).execute();

  /** the route that accepted the order (or is being tried); provider_id/provider_service_id mirror it */
  await db.schema.alterTable('orders').addColumn('route_id', 'integer').execute();
  /** what the provider charged, in whole won at the exchange rate of the day; null: not known yet */
  await db.schema.alterTable('orders').addColumn('cost_won', 'bigint').execute();
  /** 1: the owner chose to send this order even at a loss (the cost guard skips nothing for it) */
  await db.schema.alterTable('orders').addColumn('cost_guard_waived', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  /** 1: a Partial ending places the undelivered rest with the next route instead of refunding it */
  await db.schema.alterTable('services').addColumn('reroute_remainder', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  /** a child order carries the remainder of the order the member sees (charge 0; the parent is paid and refunded) */
  await db.schema.alterTable('orders').addColumn('parent_order_id', 'integer').execute();
  await db.schema.createIndex('orders_parent').on('orders').column('parent_order_id').execute();
  // A child runs beside its (still active) parent for the same member, service and link.
  await db.schema.dropIndex('orders_member_active_link').execute();
  await db.schema
    .createIndex('orders_member_active_link')
    .unique()
    .on('orders')
    .columns(['member_id', 'service_id', 'link'])
    .where(sql<boolean>`status IN (0, 1, 4) AND auto_order_id IS NULL AND parent_order_id IS NULL`)
    .execute();

  const services = await db
    .selectFrom('services')
    .leftJoin('providers', 'providers.id', 'services.provider_id')
    .select(['services.id', 'services.provider_id', 'services.provider_service_id', 'services.imported_rate', 'services.created_at', 'providers.exchange_rate'])
    .execute();
  for (const s of services) {
    // prices were kept in 1/100 won until 0057: the cost rounded up to it (0057 then multiplies it exactly)
    const e7 = s.imported_rate ? routeCostE7(String(s.imported_rate), String(s.exchange_rate ?? '1')) : null;
    const cost = e7 === null ? null : Math.ceil(e7 / 100_000);
    await db
      .insertInto('service_routes')
      .values({ service_id: s.id, position: 1, provider_id: s.provider_id, provider_service_id: s.provider_service_id, enabled: 1, rate: s.imported_rate, cost_centi: cost, created_at: s.created_at, updated_at: s.created_at })
      .execute();
  }
}
