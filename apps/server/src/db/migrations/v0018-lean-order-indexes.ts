import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Fewer index writes per order. Every index an order row is in is written when the row is inserted
 * and again when a column it covers changes; an auto-order run and its send touched ten. Indexes over
 * a column that is NULL for most of an order's life now hold only the rows where it is set (the
 * queries that use them already ask for a value there), and the index on next_dispatch_at alone
 * goes: every query on it also names the fulfilment, which orders_fulfilment_due covers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('orders_dispatch_due').execute();
  const partial = async (name: string, columns: string[], column: string, unique = false) => {
    await db.schema.dropIndex(name).execute();
    let index = db.schema.createIndex(name).on('orders').columns(columns);
    if (unique) index = index.unique();
    await index.where(sql.ref(column), 'is not', null).execute();
  };
  await partial('orders_sync_due', ['next_sync_at'], 'next_sync_at');
  await partial('orders_service_started', ['service_id', 'started_at'], 'started_at');
  await partial('orders_service_finished', ['service_id', 'finished_at'], 'finished_at');
  await partial('orders_parent', ['parent_order_id'], 'parent_order_id');
  await partial('orders_auto_run', ['auto_order_id', 'run_no'], 'auto_order_id', true);
}
