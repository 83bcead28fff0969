import type { LedgerKind } from '@snsshop/shared';
import type { FastifyInstance } from 'fastify';
import type { StandInToss } from '../stand-ins/toss.js';
import { pendingCharge } from './charges.js';
import { registeredMember } from './members.js';

/** Helpers the refund tests share (not used by the server itself). */

export const account = { email: 'refund@example.com', holder: '홍길동', bank: '004', account: '123-456-789012' };

/** A charge of `point` credited by the owner's approval (the bank-transfer path), at the app's clock. */
export async function approvedCharge(app: FastifyInstance, memberAuth: Record<string, string>, adminAuth: Record<string, string>, point: number, payload: object = {}) {
  const c = await pendingCharge(app, memberAuth, { name: '환불 테스트', point, ...payload });
  const res = await app.inject({ method: 'POST', url: `/rest/admin/charges/${c.id}/approve`, headers: adminAuth });
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.body}`);
  return c;
}

let ref = 0;
/** A balance move of another kind (an order's payment, a bonus, an order refund …) through the one balance path. */
export async function movePoints(app: FastifyInstance, memberId: number, delta: number, kind: LedgerKind) {
  const { applyPointChange } = await import('../../src/services/points/apply-point-change.js');
  ref += 1;
  await app.ctx.db.transaction().execute((trx) =>
    applyPointChange(trx, { memberId, delta, kind, refType: `test-${kind}`, refId: `${process.pid}-${ref}`, at: app.ctx.clock.now().toISOString() }),
  );
}

export function askRefund(app: FastifyInstance, auth: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url: '/rest/service/point/refunds', headers: auth, payload: { ...account, ...payload } });
}

export async function refundPanel(app: FastifyInstance, auth: Record<string, string>) {
  const res = await app.inject({ url: '/rest/service/point/refunds', headers: auth });
  if (res.statusCode !== 200) throw new Error(`refund panel: ${res.body}`);
  return res.json() as { balance: number; charges: { chargeId: number; charged: number; usedAgainst: number; refunding: number; refundable: number; blocked: string | null; deadline: string }[]; requests: { id: number; state: string; accountMasked: string }[] };
}

export function ledgerKinds(app: FastifyInstance, memberId: number) {
  return app.ctx.db.selectFrom('point_ledger').select(['kind', 'delta', 'ref_type', 'ref_id']).where('member_id', '=', memberId).orderBy('id').execute();
}

/** A member's Toss payment of `point` (the window approved and confirmed), credited at the app clock. */
export async function tossCharge(t: { app: FastifyInstance }, toss: StandInToss, point: number) {
  const m = await registeredMember(t.app);
  const c = await pendingCharge(t.app, m.auth, { name: '토스 결제', point });
  const order = (await t.app.inject({ method: 'POST', url: `/rest/service/point/${c.id}/toss`, headers: m.auth })).json() as { orderId: string; amount: number };
  const paymentKey = toss.authorize(order.orderId, order.amount);
  const res = await t.app.inject({ method: 'POST', url: '/rest/service/point/toss/confirm', headers: m.auth, payload: { paymentKey, orderId: order.orderId, amount: order.amount } });
  if (res.statusCode !== 200) throw new Error(`toss confirm: ${res.body}`);
  return { m, c, paymentKey };
}

