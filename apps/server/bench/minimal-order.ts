import { OrderStatus } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../src/context.js';
import { isoNow } from '../src/lib/clock.js';
import type { Product } from './order-setup.js';

/**
 * The floor under placeOrder: only its three writes (guarded debit, order row, ledger row) in one
 * transaction — no service lookup, settings flag or request hash. Bench-only: the shop moves
 * balances solely through applyPointChange; this copies its guarded UPDATE to price the use case.
 */
export async function minimalOrder(ctx: AppContext, memberId: number, p: Product, link: string): Promise<void> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const debited = await trx
      .updateTable('members')
      .set({ point: sql`point - ${p.charge}`, updated_at: at })
      .where('id', '=', memberId)
      .where(sql<boolean>`point - ${p.charge} >= 0`)
      .returning('point')
      .executeTakeFirst();
    if (!debited) throw new Error('bench member ran out of points');
    const order = await trx
      .insertInto('orders')
      .values({
        member_id: memberId,
        service_id: p.serviceId,
        link,
        quantity: p.amount,
        unit_price_e7: p.unitPriceE7,
        charge: p.charge,
        status: OrderStatus.PENDING,
        start_count: null,
        remains: null,
        provider_order_id: null,
        provider_id: p.providerId,
        provider_service_id: p.providerServiceId,
        next_dispatch_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('point_ledger')
      .values({
        member_id: memberId,
        delta: -p.charge,
        balance_after: Number(debited.point),
        kind: 'order',
        ref_type: 'order',
        ref_id: String(order.id),
        memo: null,
        created_at: at,
      })
      .execute();
  });
}
