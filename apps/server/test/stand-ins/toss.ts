import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';

/** A local Toss Payments core API for tests: payment window results, confirm, and payment lookup. */
export interface StandInPayment {
  paymentKey: string;
  orderId: string;
  /** The amount the buyer approved in the payment window. */
  amount: number;
  status: 'READY' | 'DONE' | 'PARTIAL_CANCELED' | 'CANCELED';
  approvedAt: string | null;
  cancels?: { cancelAmount: number; cancelReason: string; canceledAt: string; transactionKey: string }[];
}

export interface StandInToss {
  url: string;
  secretKey: string;
  clientKey: string;
  payments: Map<string, StandInPayment>;
  /** What a buyer finishing the payment window produces: a paymentKey for orderId and amount. */
  authorize(orderId: string, amount: number): string;
  /** Confirm calls received, with their Idempotency-Key. */
  confirms: { paymentKey: string; idempotencyKey: string | undefined }[];
  /** The next N confirm calls do their work but answer only after this many ms (a slow network). */
  slowConfirm: { next: number; delayMs: number };
  /** Cancel calls received, with their Idempotency-Key and amount. */
  cancelCalls: { paymentKey: string; idempotencyKey: string | undefined; cancelAmount: number }[];
  /** The next N cancel calls do their work but answer only after this many ms (the caller times out). */
  slowCancel: { next: number; delayMs: number };
  /** The next N cancel calls are refused with this Toss error. */
  refuseCancel: { next: number; code: string; message: string };
  close(): Promise<void>;
}

const balanceOf = (p: StandInPayment) => p.amount - (p.cancels ?? []).reduce((sum, c) => sum + c.cancelAmount, 0);

const answer = (p: StandInPayment) => ({
  mId: 'tvivarepublica',
  version: '2022-11-16',
  paymentKey: p.paymentKey,
  orderId: p.orderId,
  orderName: '포인트 충전',
  status: p.status,
  totalAmount: p.amount,
  balanceAmount: balanceOf(p),
  method: '카드',
  approvedAt: p.approvedAt,
  cancels: p.cancels && p.cancels.length > 0 ? p.cancels : null,
});

export async function startStandInToss(): Promise<StandInToss> {
  const secretKey = 'test_sk_standin0123456789';
  const clientKey = 'test_ck_standin0123456789';
  const payments = new Map<string, StandInPayment>();
  const confirms: StandInToss['confirms'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const slowConfirm = { next: 0, delayMs: 0 };
  const cancelCalls: StandInToss['cancelCalls'] = [];
  const slowCancel = { next: 0, delayMs: 0 };
  const refuseCancel = { next: 0, code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' };
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== expectedAuth) {
      return reply.status(401).send({ code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
    }
  });

  app.post('/v1/payments/confirm', async (request, reply) => {
    const key = request.headers['idempotency-key'] as string | undefined;
    const body = request.body as { paymentKey?: string; orderId?: string; amount?: number };
    confirms.push({ paymentKey: String(body.paymentKey), idempotencyKey: key });
    const slow = slowConfirm.next > 0;
    if (slow) slowConfirm.next -= 1;
    let result = key ? idempotent.get(key) : undefined;
    if (!result) {
      const p = payments.get(String(body.paymentKey));
      if (!p || p.orderId !== body.orderId) {
        result = { status: 404, body: { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' } };
      } else if (p.amount !== body.amount) {
        result = { status: 400, body: { code: 'INVALID_REQUEST', message: '결제 금액이 일치하지 않습니다.' } };
      } else if (p.status !== 'READY') {
        result = { status: 400, body: { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' } };
      } else {
        p.status = 'DONE';
        p.approvedAt = new Date().toISOString();
        result = { status: 200, body: answer(p) };
      }
      if (key) idempotent.set(key, result);
    }
    if (slow) await sleep(slowConfirm.delayMs);
    return reply.status(result.status).send(result.body);
  });

  // Cancel (whole or partial): the same Idempotency-Key answers what the first call answered.
  app.post('/v1/payments/:paymentKey/cancel', async (request, reply) => {
    const key = request.headers['idempotency-key'] as string | undefined;
    const paymentKey = (request.params as { paymentKey: string }).paymentKey;
    const body = request.body as { cancelReason?: string; cancelAmount?: number };
    cancelCalls.push({ paymentKey, idempotencyKey: key, cancelAmount: Number(body.cancelAmount) });
    const slow = slowCancel.next > 0;
    if (slow) slowCancel.next -= 1;
    let result = key ? idempotent.get(`cancel:${key}`) : undefined;
    if (!result) {
      const p = payments.get(paymentKey);
      const amount = body.cancelAmount ?? (p ? balanceOf(p) : 0);
      if (refuseCancel.next > 0) {
        refuseCancel.next -= 1;
        result = { status: 403, body: { code: refuseCancel.code, message: refuseCancel.message } };
      } else if (!p) {
        result = { status: 404, body: { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' } };
      } else if (!body.cancelReason) {
        result = { status: 400, body: { code: 'INVALID_REQUEST', message: '취소 사유를 입력해주세요.' } };
      } else if (p.status === 'CANCELED' || p.status === 'READY') {
        result = { status: 400, body: { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' } };
      } else if (!Number.isInteger(amount) || amount <= 0 || amount > balanceOf(p)) {
        result = { status: 403, body: { code: 'NOT_CANCELABLE_AMOUNT', message: '취소 할 수 없는 금액 입니다.' } };
      } else {
        p.cancels = [...(p.cancels ?? []), { cancelAmount: amount, cancelReason: body.cancelReason, canceledAt: new Date().toISOString(), transactionKey: `tx_${crypto.randomBytes(8).toString('hex')}` }];
        p.status = balanceOf(p) === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
        result = { status: 200, body: answer(p) };
      }
      if (key) idempotent.set(`cancel:${key}`, result);
    }
    if (slow) await sleep(slowCancel.delayMs);
    return reply.status(result.status).send(result.body);
  });

  app.get('/v1/payments/:paymentKey', async (request, reply) => {
    const p = payments.get((request.params as { paymentKey: string }).paymentKey);
    if (!p) return reply.status(404).send({ code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
    return answer(p);
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    secretKey,
    clientKey,
    payments,
    confirms,
    slowConfirm,
    cancelCalls,
    slowCancel,
    refuseCancel,
    authorize(orderId, amount) {
      const paymentKey = `tgen_${crypto.randomBytes(10).toString('hex')}`;
      payments.set(paymentKey, { paymentKey, orderId, amount, status: 'READY', approvedAt: null });
      return paymentKey;
    },
    close: () => app.close(),
  };
}
