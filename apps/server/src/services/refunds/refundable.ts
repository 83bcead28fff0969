import { PaymentStatus, REFUND_WINDOW_MS, msg, type LedgerKind } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';
import { addMs } from '../../lib/clock.js';

/** A credited charge as the refund rule sees it. */
export interface ChargeLot {
  chargeId: number;
  orderNumber: string;
  charged: number;
  paid: number;
  paidAt: string;
  deadline: string;
  toss: boolean;
  /** points spent after the charge that count against it */
  usedAgainst: number;
  /** points held or refunded by this charge's requests (holds less releases) */
  refunding: number;
  refundable: number;
  blocked: string | null;
}

// Taking back a bonus or a referral reward comes out of the points it gave first, not out of a payment.
const CLAWBACKS: ReadonlySet<string> = new Set<LedgerKind>(['bonus_clawback', 'referral_clawback']);
/** Charges older than this are not listed at all on /point's refund panel. */
const LISTED_MS = 7 * 24 * 3600_000;

/**
 * What of each recent credited charge may be refunded now (terms §1). The member's ledger is walked
 * from the oldest listed charge on: each charge is a lot of refundable points; every debit since is
 * taken from the most recent lot still holding points first (then from points that were never
 * refundable); a refund request's hold comes out of its own lot and a release puts it back. Points
 * credited any other way — bonus, coupon, referral, grants, order refunds (which is how points the
 * unfollow check recovers come back) — are never refundable, and do not refill a lot once it is
 * spent. A lot can be asked for only within 72 hours of its payment (the charge's credit time).
 */
export async function refundableCharges(db: Executor, memberId: number, now: string): Promise<ChargeLot[]> {
  const charges = await db
    .selectFrom('point_charges')
    .select(['id', 'order_number', 'point', 'pay_amount', 'responded_at', 'decided_by', 'payment_key'])
    .where('member_id', '=', memberId)
    .where('status', '=', PaymentStatus.SUCCESS)
    .where('responded_at', '>=', addMs(now, -LISTED_MS))
    .orderBy('responded_at')
    .execute();
  if (charges.length === 0) return [];
  const byId = new Map(charges.map((c) => [String(c.id), c]));
  const first = await db
    .selectFrom('point_ledger')
    .select(['id', 'balance_after', 'delta'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'charge')
    .where('ref_type', '=', 'charge')
    .where('ref_id', 'in', [...byId.keys()])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!first) return [];
  const rows = await db
    .selectFrom('point_ledger')
    .select(['id', 'kind', 'delta', 'ref_type', 'ref_id'])
    .where('member_id', '=', memberId)
    .where('id', '>=', first.id)
    .orderBy('id')
    .execute();
  const requests = await db
    .selectFrom('refund_requests')
    .select(['id', 'charge_id'])
    .where('member_id', '=', memberId)
    .where('charge_id', 'in', charges.map((c) => c.id))
    .execute();
  const chargeOfRequest = new Map(requests.map((r) => [String(r.id), r.charge_id]));
  // a cancel made at Toss itself takes its points out of its own charge (settle-toss-cancel.ts)
  const cancels = await db.selectFrom('toss_cancels').select(['id', 'charge_id']).where('member_id', '=', memberId).where('charge_id', 'in', charges.map((c) => c.id)).execute();
  const chargeOfCancel = new Map(cancels.map((c) => [String(c.id), c.charge_id]));

  const lots: ChargeLot[] = [];
  const lotOf = new Map<number, ChargeLot>();
  let pool = Number(first.balance_after) - Number(first.delta);
  const takeFromLots = (amount: number) => {
    for (let i = lots.length - 1; i >= 0 && amount > 0; i--) {
      const lot = lots[i]!;
      const x = Math.min(lot.refundable, amount);
      lot.refundable -= x;
      lot.usedAgainst += x;
      amount -= x;
    }
    return amount;
  };
  for (const r of rows) {
    const delta = Number(r.delta);
    const charge = r.kind === 'charge' && r.ref_type === 'charge' ? byId.get(r.ref_id ?? '') : undefined;
    const lot = (r.kind === 'refund_hold' || r.kind === 'refund_release') && r.ref_type === 'refund_request' ? lotOf.get(chargeOfRequest.get(r.ref_id ?? '') ?? -1) : undefined;
    const cancelled = r.kind === 'charge_cancel' && r.ref_type === 'toss_cancel' ? lotOf.get(chargeOfCancel.get(r.ref_id ?? '') ?? -1) : undefined;
    if (charge) {
      const paidAt = charge.responded_at!;
      const l: ChargeLot = {
        chargeId: charge.id,
        orderNumber: charge.order_number,
        charged: delta,
        paid: Number(charge.pay_amount),
        paidAt,
        deadline: addMs(paidAt, REFUND_WINDOW_MS),
        toss: charge.decided_by === 'toss' && !!charge.payment_key,
        usedAgainst: 0,
        refunding: 0,
        refundable: delta,
        blocked: null,
      };
      lots.push(l);
      lotOf.set(charge.id, l);
    } else if (lot) {
      lot.refunding -= delta;
      lot.refundable += delta;
    } else if (cancelled) {
      const x = Math.min(cancelled.refundable, -delta);
      cancelled.refundable -= x;
      pool -= takeFromLots(-delta - x);
    } else if (delta > 0) {
      pool += delta;
    } else if (CLAWBACKS.has(r.kind)) {
      const fromPool = Math.min(pool, -delta);
      pool -= fromPool;
      pool -= takeFromLots(-delta - fromPool);
    } else {
      pool -= takeFromLots(-delta);
    }
  }
  for (const l of lots) {
    if (now > l.deadline) l.blocked = msg.refund.expired;
    else if (l.refundable <= 0) l.blocked = msg.refund.nothingRefundable;
  }
  return lots.reverse();
}

/** Won paid back for points of a charge: the points themselves, or their share of a payment with VAT (rounded down; the whole payment when all of it). */
export function refundWon(charge: { point: number; pay_amount: number }, points: number, whole: boolean): number {
  if (whole) return Number(charge.pay_amount);
  return Math.floor((points * Number(charge.pay_amount)) / Number(charge.point));
}
