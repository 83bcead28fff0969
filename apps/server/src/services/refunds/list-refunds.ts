import { REFUND_PAYOUT_MS, refundBankName, refundRuleText, type AdminRefund, type MemberRefund, type MemberRefunds } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { RefundRequestRow } from '../../db/schema.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { chargeGifts } from '../growth/charge-gifts.js';
import { openAccount } from './bank-account.js';
import { OPEN_STATES } from './request-refund.js';
import { refundableCharges } from './refundable.js';

const toMember = (r: RefundRequestRow & { payment_key?: string | null }): MemberRefund => ({
  id: r.id,
  chargeId: r.charge_id,
  points: Number(r.points),
  amount: Number(r.amount),
  state: r.state as MemberRefund['state'],
  bankName: refundBankName(r.bank),
  accountMasked: r.account_masked,
  rejectReason: r.reject_reason,
  transferDate: r.transfer_date,
  requestedAt: r.requested_at,
  toss: r.payment_key != null,
});

/** /point's refund panel: each recent credited charge with what may be refunded now, and the member's requests. */
export async function memberRefunds(ctx: AppContext, memberId: number): Promise<MemberRefunds> {
  const now = isoNow(ctx.clock);
  const [lots, rows, member] = await Promise.all([
    refundableCharges(ctx.db, memberId, now),
    ctx.db
      .selectFrom('refund_requests as r')
      .innerJoin('point_charges as c', 'c.id', 'r.charge_id')
      .selectAll('r')
      .select('c.payment_key')
      .where('r.member_id', '=', memberId)
      .orderBy('r.requested_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(20)
      .execute(),
    ctx.db.selectFrom('members').select('point').where('id', '=', memberId).executeTakeFirstOrThrow(),
  ]);
  const requests = rows.map(toMember);
  // what each charge's refund would take back besides its points, shown before the member asks (refund-takes-back.ts)
  const gifts = await Promise.all(lots.map((l) => chargeGifts(ctx.db, { id: l.chargeId, member_id: memberId, point: l.charged })));
  const charges = lots.map((l, i) => {
    const open = requests.find((r) => r.chargeId === l.chargeId && (OPEN_STATES as readonly string[]).includes(r.state)) ?? null;
    return { ...l, refundable: Math.max(0, l.refundable), openRequest: open, blocked: open ? '처리 중인 환불 신청이 있습니다.' : l.blocked, gifts: gifts[i]!.gifts };
  });
  return { rule: refundRuleText, balance: Number(member.point), charges, requests };
}

/**
 * The owner's queue: open requests (oldest first, the 3-day deadline beside each), or the finished ones.
 * The whole account number is shown only here, where the owner sends the money.
 */
export async function adminRefunds(ctx: AppContext, state: 'open' | 'done' | 'all', id?: number): Promise<AdminRefund[]> {
  let q = ctx.db
    .selectFrom('refund_requests as r')
    .innerJoin('point_charges as c', 'c.id', 'r.charge_id')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .selectAll('r')
    .select(['c.order_number', 'c.point as charged', 'c.pay_amount', 'c.responded_at', 'c.decided_by', 'c.payment_key', 'm.login_id'])
    .select((eb) =>
      eb
        .selectFrom('point_ledger as l')
        .innerJoin('point_ledger as credit', (j) => j.on('credit.kind', '=', 'charge').on('credit.ref_type', '=', 'charge').onRef('credit.ref_id', '=', eb.cast('r.charge_id', 'varchar(20)')))
        .select((e) => e.fn.coalesce(e.fn.sum<number>(e.neg('l.delta')), e.lit(0)).as('used'))
        .whereRef('l.member_id', '=', 'r.member_id')
        .whereRef('l.id', '>', 'credit.id')
        .where('l.delta', '<', 0)
        .where('l.kind', '<>', 'refund_hold')
        .as('used_since'),
    );
  if (id !== undefined) q = q.where('r.id', '=', id);
  if (state === 'open') q = q.where('r.state', 'in', OPEN_STATES).orderBy('r.requested_at').orderBy('r.id');
  else q = (state === 'done' ? q.where('r.state', 'not in', OPEN_STATES) : q).orderBy('r.requested_at', 'desc').orderBy('r.id', 'desc');
  const rows = await q.limit(200).execute();
  return rows.map((r) => ({
    ...toMember(r),
    memberId: r.member_id,
    memberLoginId: r.login_id,
    orderNumber: r.order_number,
    charged: Number(r.charged),
    paid: Number(r.pay_amount),
    paidAt: r.responded_at ?? r.requested_at,
    toss: r.decided_by === 'toss' && !!r.payment_key,
    usedSince: Number(r.used_since ?? 0),
    email: r.email,
    holder: r.holder,
    account: openAccount(ctx, r.account_enc),
    lastError: r.last_error,
    deadline: addMs(r.requested_at, REFUND_PAYOUT_MS),
    decidedAt: r.decided_at,
  }));
}

export async function adminRefund(ctx: AppContext, id: number): Promise<AdminRefund> {
  const [row] = await adminRefunds(ctx, 'all', id);
  return row!;
}
