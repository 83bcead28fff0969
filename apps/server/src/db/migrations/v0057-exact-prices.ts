import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Prices kept finer: every price per unit moves from 1/100 won (`*_centi`) to 1/10,000,000 won
 * (`*_e7`, the same integer as 1/10,000 won per 1,000 units), so a panel's rate with 4 decimals per
 * 1,000 is kept exactly. Each stored figure is multiplied by 100,000, which is exact; an order's
 * charge, list price and discounts are whole won and stay as they are.
 */
const columns: [table: string, from: string, to: string][] = [
  ['services', 'unit_price_centi', 'unit_price_e7'],
  ['orders', 'unit_price_centi', 'unit_price_e7'],
  ['auto_orders', 'unit_price_centi', 'unit_price_e7'],
  ['service_routes', 'cost_centi', 'cost_e7'],
  ['service_updates', 'before_centi', 'before_e7'],
  ['service_updates', 'after_centi', 'after_e7'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  for (const [table, from, to] of columns) {
    await db.schema.alterTable(table).renameColumn(from, to).execute();
    await sql`update ${sql.table(table)} set ${sql.ref(to)} = ${sql.ref(to)} * 100000 where ${sql.ref(to)} is not null`.execute(db);
  }
}
