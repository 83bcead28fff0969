import { msg } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import { koreanDayOf } from '../../db/query-helpers.js';
import type { RefundRequestRow } from '../../db/schema.js';
import { OutsideSystemError } from '../../lib/call-with-deadline.js';
import { isoNow } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { onChargeReversed } from '../growth/charge-events.js';
import { alertOwner } from '../notifications/owner-alerts.js';
import { applyPointChange } from '../points/apply-point-change.js';
import { forgottenRefundFields } from './bank-account.js';
import { notifyRefundStep } from './refund-events.js';

/** Runs inside the decision's transaction (the console writes its audit row here). */
export type RefundHook = (trx: Trx, before: RefundRequestRow) => Promise<void>;

/** The reason Toss keeps with the cancel; checking an unknown outcome looks for it among the payment's cancels. */
export const tossCancelReason = (id: number) => `환불 신청 #${id}`;
const tossKey = (id: number, attempt: number) => `refund-${id}-${attempt}`;

/**
 * Moves a request from one of `from` to `to` with one conditional UPDATE: of two people (or two
 * processes) deciding at once, one wins and the other gets 409 — so every step happens once.
 */
async function move(trx: Trx, id: number, from: readonly string[], set: Partial<Omit<RefundRequestRow, 'id'>>, at: string): Promise<RefundRequestRow> {
  const before = await trx.selectFrom('refund_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) throw notFound(msg.refund.notFound);
  const row = await trx
    .updateTable('refund_requests')
    .set({ ...set, updated_at: at })
    .where('id', '=', id)
    .where('state', 'in', from)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw conflict(from.includes('approved') && from.length === 1 ? msg.refund.notApproved : msg.refund.notRequested);
  if (row.state === 'sent' || row.state === 'rejected') await forgetIfMemberLeft(trx, row);
  return row;
}

/** A member who deleted the account while a request was open: its contact and account go once it is finished (the payment record stays). */
async function forgetIfMemberLeft(trx: Trx, r: RefundRequestRow) {
  await trx
    .updateTable('refund_requests')
    .set(forgottenRefundFields)
    .where('id', '=', r.id)
    .where((eb) => eb.exists(eb.selectFrom('members').select('id').where('id', '=', r.member_id).where('deleted_at', 'is not', null)))
    .execute();
}

async function chargeOf(trx: Trx, r: RefundRequestRow) {
  return trx.selectFrom('point_charges').selectAll().where('id', '=', r.charge_id).executeTakeFirstOrThrow();
}

/** The hold is final: what else hangs on a reversed charge (bonus and referral clawback, the receipt) runs in this transaction. */
async function reverseCharge(trx: Trx, r: RefundRequestRow, at: string) {
  // whether this refund ends the charge is worked out with its earlier refunds and cancels (charge-gifts.ts)
  await onChargeReversed(trx, { charge: await chargeOf(trx, r), points: Number(r.points), ref: { type: 'refund_request', id: r.id } }, at);
}

const isToss = (c: { decided_by: string | null; payment_key: string | null }) => c.decided_by === 'toss' && !!c.payment_key;

/**
 * The owner approves a request. A bank-transfer charge: the hold becomes final now and the owner
 * sends the money, then marks it sent. A Toss charge: the request is claimed (cancelling) and committed
 * before Toss is asked to cancel that amount with a key of its own; success ends it; a refusal
 * puts it back for the owner; no answer leaves it for a person to check (cancel_unknown) — it is
 * never asked again blindly.
 */
export async function approveRefund(ctx: AppContext, id: number, onDecided?: RefundHook): Promise<RefundRequestRow> {
  const at = isoNow(ctx.clock);
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('refund_requests').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound(msg.refund.notFound);
    const charge = await chargeOf(trx, before);
    if (isToss(charge)) {
      if (!ctx.payments.toss) throw badRequest(msg.refund.tossUnavailable);
      const row = await move(trx, id, ['requested'], { state: 'cancelling', toss_attempt: before.toss_attempt + 1, decided_at: at, last_error: null }, at);
      await onDecided?.(trx, before);
      return { row, paymentKey: charge.payment_key! };
    }
    const row = await move(trx, id, ['requested'], { state: 'approved', decided_at: at, last_error: null }, at);
    await reverseCharge(trx, row, at);
    await notifyRefundStep(trx, row, 'approved', at);
    await onDecided?.(trx, before);
    return { row, paymentKey: null };
  });
  if (!claimed.paymentKey) return claimed.row;
  return cancelThroughToss(ctx, claimed.row, claimed.paymentKey);
}

async function cancelThroughToss(ctx: AppContext, r: RefundRequestRow, paymentKey: string): Promise<RefundRequestRow> {
  try {
    await ctx.payments.toss!.cancel(paymentKey, { cancelReason: tossCancelReason(r.id), cancelAmount: Number(r.amount) }, tossKey(r.id, r.toss_attempt));
  } catch (err) {
    if (!(err instanceof OutsideSystemError)) throw err;
    const at = isoNow(ctx.clock);
    if (err.kind === 'refused') {
      await ctx.db.transaction().execute((trx) => move(trx, r.id, ['cancelling'], { state: 'requested', last_error: `토스 거절: ${err.message}`.slice(0, 300) }, at));
      throw new AppError(502, msg.refund.tossRefused(err.message));
    }
    return ctx.db.transaction().execute(async (trx) => {
      const row = await move(trx, r.id, ['cancelling'], { state: 'cancel_unknown', last_error: `토스 응답 없음: ${err.message}`.slice(0, 300) }, at);
      await alertOwner(trx, { kind: 'refund.toss_unknown', key: `refund:${r.id}:unknown:${r.toss_attempt}`, line: `환불 신청 #${r.id}: 토스 취소 ${Number(r.amount).toLocaleString('ko-KR')}원의 결과를 알 수 없습니다`, at });
      return row;
    });
  }
  return finishTossCancel(ctx, r.id);
}

async function finishTossCancel(ctx: AppContext, id: number): Promise<RefundRequestRow> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await move(trx, id, ['cancelling', 'cancel_unknown'], { state: 'sent', transfer_date: koreanDayOf(at), finished_at: at, last_error: null }, at);
    await reverseCharge(trx, row, at);
    await notifyRefundStep(trx, row, 'approved', at);
    return row;
  });
}

/**
 * A person checks a Toss cancel whose outcome is unknown (or cut off by a crash): the payment's cancels
 * are read; one carrying this request's reason ends it as refunded; none puts it back to be approved again.
 */
export async function checkTossRefund(ctx: AppContext, id: number, onDecided?: RefundHook): Promise<RefundRequestRow> {
  const r = await ctx.db.selectFrom('refund_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) throw notFound(msg.refund.notFound);
  if (r.state !== 'cancel_unknown' && r.state !== 'cancelling') throw conflict(msg.refund.notUnknown);
  const charge = await ctx.db.selectFrom('point_charges').select(['payment_key']).where('id', '=', r.charge_id).executeTakeFirstOrThrow();
  if (!ctx.payments.toss || !charge.payment_key) throw badRequest(msg.refund.tossUnavailable);
  let payment;
  try {
    payment = await ctx.payments.toss.getPayment(charge.payment_key);
  } catch (err) {
    if (!(err instanceof OutsideSystemError)) throw err;
    throw new AppError(502, msg.refund.tossUnknown);
  }
  const cancelled = (payment.cancels ?? []).some((c) => c.cancelReason === tossCancelReason(id));
  if (cancelled) {
    const row = await finishTossCancel(ctx, id);
    if (onDecided) await ctx.db.transaction().execute((trx) => onDecided(trx, r));
    return row;
  }
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await move(trx, id, ['cancel_unknown', 'cancelling'], { state: 'requested', last_error: msg.refund.tossNotCancelled }, at);
    await onDecided?.(trx, r);
    return row;
  });
}

/** The owner refuses: the hold is released (ledger refund_release, once per request) and the member reads the reason. */
export async function rejectRefund(ctx: AppContext, id: number, reason: string, onDecided?: RefundHook): Promise<RefundRequestRow> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('refund_requests').selectAll().where('id', '=', id).executeTakeFirst();
    const row = await move(trx, id, ['requested'], { state: 'rejected', reject_reason: reason, decided_at: at, finished_at: at }, at);
    await applyPointChange(trx, { memberId: row.member_id, delta: Number(row.points), kind: 'refund_release', refType: 'refund_request', refId: row.id, memo: 'refund request rejected', at });
    await notifyRefundStep(trx, row, 'rejected', at);
    await onDecided?.(trx, before!);
    return row;
  });
}

/** "송금 완료": the owner sent the money of an approved bank refund on transferDate. */
export async function markRefundSent(ctx: AppContext, id: number, transferDate: string, onDecided?: RefundHook): Promise<RefundRequestRow> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('refund_requests').selectAll().where('id', '=', id).executeTakeFirst();
    const row = await move(trx, id, ['approved'], { state: 'sent', transfer_date: transferDate, finished_at: at }, at);
    await notifyRefundStep(trx, row, 'sent', at);
    await onDecided?.(trx, before!);
    return row;
  });
}
