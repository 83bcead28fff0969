import type { Executor } from '../../db/database.js';

/** The ledger kinds of points given away to bring members in or back, with their clawbacks (negative rows). */
const MARKETING_KINDS = { bonus: 'bonuses', bonus_clawback: 'bonuses', coupon: 'coupons', referral: 'referrals', referral_clawback: 'referrals' } as const;

export interface MarketingCost {
  bonuses: number;
  coupons: number;
  referrals: number;
  /**
   * What tier and coupon discounts took off order prices in the period. Zero until the orders carry the
   * discount (price before, discount, price after): the merge of the tier and coupon work fills it in here.
   */
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

/** The seam for order discounts (tiers, order-discount coupons): nothing is discounted on orders yet. */
async function orderDiscountsSince(_db: Executor, _from: string): Promise<number> {
  return 0;
}
