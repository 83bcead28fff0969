import { OrderStatus } from '@snsshop/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/** The ledger kinds of points given away to bring members in or back, with their clawbacks (negative rows). */
const MARKETING_KINDS = { bonus: 'bonuses', bonus_clawback: 'bonuses', coupon: 'coupons', referral: 'referrals', referral_clawback: 'referrals' } as const;

export interface MarketingCost {
  bonuses: number;
  coupons: number;
  referrals: number;
  /** What tier and coupon discounts took off the prices of the period's orders (a cancelled order's not: its member paid nothing). */
  orderDiscounts: number;
  total: number;
}

/**
 * Points given away since `from` (an ISO instant), by kind, net of clawbacks: one grouped sum over
 * the few growth ledger rows of the period, read through the index on (kind, created_at).
 */
export async function readMarketingCost(db: Executor, from: string): Promise<MarketingCost> {
  const rows = await db
    .selectFrom('point_ledger')
    .select(['kind', (eb) => eb.fn.sum<string>('delta').as('total')])
    .where('kind', 'in', Object.keys(MARKETING_KINDS))
    .where('created_at', '>=', from)
    .groupBy('kind')
    .execute();
  const out: MarketingCost = { bonuses: 0, coupons: 0, referrals: 0, orderDiscounts: await orderDiscountsSince(db, from), total: 0 };
  for (const r of rows) out[MARKETING_KINDS[r.kind as keyof typeof MARKETING_KINDS]] += Number(r.total);
  out.total = out.bonuses + out.coupons + out.referrals + out.orderDiscounts;
  return out;
}

/** Tier and coupon discounts on the orders placed since `from`, read through the partial index of discounted orders (migration 0043). */
async function orderDiscountsSince(db: Executor, from: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<string | number | null>`sum(tier_discount + coupon_discount)`.as('total'))
    .where(sql<boolean>`(tier_discount > 0 OR coupon_discount > 0)`)
    .where('created_at', '>=', from)
    .where('status', '!=', OrderStatus.CANCELED)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
