import { formatNumber, OrderStatus, refundArithmeticText, type NotificationEvent } from '@snsshop/shared';
import type { Trx } from '../../db/database.js';
import { enqueueOrderWebhook } from '../webhooks/order-webhook.js';
import { notifyMember } from './notify-member.js';

/**
 * The member events, one function per place a change happens (each called inside that change's
 * transaction). An event's key names what happened once, so calling twice writes one row.
 */
const won = (n: number | string) => formatNumber(Number(n));

const kst = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

async function orderFacts(trx: Trx, orderId: number) {
  return trx
    .selectFrom('orders')
    .leftJoin('services', 'services.id', 'orders.service_id')
    .select(['orders.id', 'orders.member_id', 'orders.status', 'orders.quantity', 'orders.charge', 'orders.remains', 'orders.refunded', 'orders.start_count', 'services.text as service_name'])
    .where('orders.id', '=', orderId)
    // A child order carries its parent's remainder on another route: the member placed (and hears about) the parent only.
    .where('orders.parent_order_id', 'is', null)
    .executeTakeFirst();
}

/** A finished order (completed, partial with its refund arithmetic, or cancelled and refunded); called by finishOrder. */
export async function notifyOrderFinished(trx: Trx, orderId: number, at: string): Promise<void> {
  const o = await orderFacts(trx, orderId);
  if (!o) return;
  await enqueueOrderWebhook(trx, orderId, at);
  const base = { 주문번호: String(o.id), 상품: o.service_name ?? '' };
  const byStatus: Partial<Record<number, [NotificationEvent, string, Record<string, string>]>> = {
    [OrderStatus.COMPLETED]: ['order.completed', 'completed', { 수량: won(o.quantity) }],
    [OrderStatus.PARTIAL]: ['order.partial', 'partial', { 환불계산: refundArithmeticText({ quantity: o.quantity, charge: Number(o.charge), remains: o.remains, status: 'partial' }, Number(o.refunded)), 환불액: won(o.refunded) }],
    [OrderStatus.CANCELED]: ['order.cancelled', 'cancelled', { 환불액: won(o.refunded) }],
  };
  const hit = byStatus[o.status];
  if (!hit) return;
  const [event, suffix, vars] = hit;
  await notifyMember(trx, { event, key: `order:${o.id}:${suffix}`, memberId: o.member_id, vars: { ...base, ...vars }, at });
}

/** The provider reported a new active status (the member hears of the first; a reseller's callback of each). */
export async function notifyOrderStarted(trx: Trx, orderId: number, at: string): Promise<void> {
  const o = await orderFacts(trx, orderId);
  if (!o || o.status === OrderStatus.PENDING) return;
  await enqueueOrderWebhook(trx, orderId, at);
  const vars = { 주문번호: String(o.id), 상품: o.service_name ?? '', 시작수치: o.start_count == null ? '-' : won(o.start_count) };
  await notifyMember(trx, { event: 'order.started', key: `order:${o.id}:started`, memberId: o.member_id, vars, at });
}

async function balanceOf(trx: Trx, memberId: number) {
  const m = await trx.selectFrom('members').select('point').where('id', '=', memberId).executeTakeFirst();
  return Number(m?.point ?? 0);
}

/** A charge became points: the amount and the balance after it. */
export async function notifyChargeCredited(trx: Trx, charge: { id: number; member_id: number; point: number }, at: string): Promise<void> {
  const vars = { 금액: won(charge.point), 잔액: won(await balanceOf(trx, charge.member_id)) };
  await notifyMember(trx, { event: 'charge.credited', key: `charge:${charge.id}:credited`, memberId: charge.member_id, vars, at });
}

export async function notifyChargeExpiring(trx: Trx, charge: { id: number; member_id: number; point: number; expires_at: string }, at: string): Promise<void> {
  const vars = { 금액: won(charge.point), 만료시각: kst.format(new Date(charge.expires_at)) };
  await notifyMember(trx, { event: 'charge.expiring', key: `charge:${charge.id}:expiring`, memberId: charge.member_id, vars, at });
}

export async function notifyChargeExpired(trx: Trx, charge: { id: number; member_id: number; point: number }, at: string): Promise<void> {
  await notifyMember(trx, { event: 'charge.expired', key: `charge:${charge.id}:expired`, memberId: charge.member_id, vars: { 금액: won(charge.point) }, at });
}

interface AutoOrderFacts {
  id: number;
  member_id: number;
  service_id: number;
}

async function autoOrderVars(trx: Trx, a: AutoOrderFacts, needed: number) {
  const s = await trx.selectFrom('services').select('text').where('id', '=', a.service_id).executeTakeFirst();
  return { 자동주문번호: String(a.id), 상품: s?.text ?? '', 필요포인트: won(needed), 잔액: won(await balanceOf(trx, a.member_id)) };
}

/** The auto-order ended because a run could not be paid. */
export async function notifyAutoOrderStopped(trx: Trx, a: AutoOrderFacts, needed: number, at: string): Promise<void> {
  await notifyMember(trx, { event: 'auto_order.stopped', key: `auto_order:${a.id}:stopped`, memberId: a.member_id, vars: await autoOrderVars(trx, a, needed), at });
}

/** After a run, when the balance will not cover the next one: once per coming run. `balance`: the one the run's debit left, when known. */
export async function warnAutoOrderLowBalance(trx: Trx, a: AutoOrderFacts, nextRun: number, needed: number, at: string, balance: number | null = null): Promise<void> {
  if ((balance ?? (await balanceOf(trx, a.member_id))) >= needed) return;
  await notifyMember(trx, { event: 'auto_order.low_balance', key: `auto_order:${a.id}:low_balance:${nextRun}`, memberId: a.member_id, vars: await autoOrderVars(trx, a, needed), at });
}

/** A refill reached its end: 완료, or 거절 with the reason the member reads. Called in the transaction that ended it. */
export async function notifyRefillFinished(trx: Trx, refillId: number, at: string): Promise<void> {
  const r = await trx
    .selectFrom('refills')
    .innerJoin('services', 'services.id', 'refills.service_id')
    .select(['refills.id', 'refills.order_id', 'refills.member_id', 'refills.state', 'refills.reason', 'services.text as service_name'])
    .where('refills.id', '=', refillId)
    .executeTakeFirst();
  if (!r || (r.state !== 'completed' && r.state !== 'rejected')) return;
  const vars: Record<string, string> = { 주문번호: String(r.order_id), 상품: r.service_name };
  if (r.state === 'rejected') vars.사유 = r.reason ?? '';
  await notifyMember(trx, { event: r.state === 'completed' ? 'refill.completed' : 'refill.rejected', key: `refill:${r.id}:${r.state}`, memberId: r.member_id, vars, at });
}
