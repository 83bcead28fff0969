import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Small helpers the charge, webhook, admin and Toss tests share (not used by the server itself). */

export const invoice = {
  company: '(주)가나다',
  businessNumber: '123-45-67891',
  leader: '김대표',
  phone: '02-123-4567',
  jobType: '서비스',
  jobType2: '광고대행',
  address: '서울특별시 강남구 테헤란로 1',
  email: 'tax@example.com',
};

export { memberIdOf } from './members.js';

export async function askCharge(app: FastifyInstance, auth: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url: '/rest/service/point', headers: auth, payload });
}

/** A pending charge (fails the test if refused); returns its id, order number and the amount to pay. */
export async function pendingCharge(app: FastifyInstance, auth: Record<string, string>, payload: object = {}) {
  const res = await askCharge(app, auth, { name: '홍길동', point: 10_000, feeType: 'NONE', ...payload });
  if (res.statusCode !== 201) throw new Error(`charge refused: ${res.body}`);
  const body = res.json() as { charge: { id: number }; payAmount: number };
  const row = await app.ctx.db.selectFrom('point_charges').select('order_number').where('id', '=', body.charge.id).executeTakeFirstOrThrow();
  return { id: body.charge.id, orderNumber: row.order_number, payAmount: body.payAmount };
}

export function payactionMatch(app: FastifyInstance, orderNumber: string, traceId: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/rest/webhooks/payaction',
    headers: { 'x-webhook-key': 'hook-key-0123', 'x-mall-id': 'mall-77', 'x-trace-id': traceId, ...headers },
    payload: { order_number: orderNumber, order_status: '매칭완료', processing_date: '2026-11-21T12:05:00+09:00' },
  });
}

export const FEED_SECRET = 'feed-secret-0123456789abcdef';

export function feedDeposit(app: FastifyInstance, body: object, secret = FEED_SECRET) {
  const raw = JSON.stringify(body);
  const signature = crypto.createHmac('sha256', secret).update(raw).digest('hex');
  return app.inject({
    method: 'POST',
    url: '/rest/webhooks/deposits',
    headers: { 'content-type': 'application/json', 'x-signature': `sha256=${signature}` },
    payload: raw,
  });
}

export async function setSetting(app: FastifyInstance, key: string, value: unknown) {
  await app.ctx.db.updateTable('site_settings').set({ value: JSON.stringify(value) }).where('key', '=', key).execute();
}

export async function chargeStatus(app: FastifyInstance, id: number) {
  const row = await app.ctx.db.selectFrom('point_charges').select(['status', 'decided_by', 'responded_at']).where('id', '=', id).executeTakeFirstOrThrow();
  return row;
}
