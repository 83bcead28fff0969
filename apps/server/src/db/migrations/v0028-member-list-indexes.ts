import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The member's paged auto-order and charge histories: keyset on (created_at, id) within the member's
 * 3-month window, and the chips' counts by status, both read from these indexes alone.
 * auto_orders_member and point_charges_member (member_id, id) order by id, not by time, and hold no
 * status, so each count had to visit every row. The member's refills page by (requested_at, id),
 * a refill's creation time; refills_member (member_id, requested_at) holds neither id nor state.
 * The refills of an order history page are read by refills_order (order_id, requested_at), already there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex('auto_orders_member_history').on('auto_orders').columns(['member_id', 'created_at', 'id', 'status']).execute();
  await db.schema.createIndex('refills_member_history').on('refills').columns(['member_id', 'requested_at', 'id', 'state']).execute();
  await db.schema.createIndex('point_charges_member_history').on('point_charges').columns(['member_id', 'created_at', 'id', 'status']).execute();
}
