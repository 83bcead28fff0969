import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The margin panel's order discounts (tier and coupon) per period, read from the discounted orders alone:
 * a partial index holds only orders that carry a discount, so the sum grows with them, not with all orders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await sql`CREATE INDEX orders_discounted ON orders (created_at, status, tier_discount, coupon_discount) WHERE tier_discount > 0 OR coupon_discount > 0`.execute(db);
}
