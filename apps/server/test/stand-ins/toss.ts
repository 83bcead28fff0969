import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';

/** A local Toss Payments core API for tests: payment window results, confirm, and payment lookup. */
export interface StandInPayment {
  paymentKey: string;
  orderId: string;
  /** The amount the buyer approved in the payment window. */
  amount: number;
  status: 'READY' | 'DONE' | 'CANCELED';
  approvedAt: string | null;
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
  close(): Promise<void>;
}

const answer = (p: StandInPayment) => ({
  mId: 'tvivarepublica',
  version: '2022-11-16',
  paymentKey: p.paymentKey,
  orderId: p.orderId,
  orderName: '포인트 충전',
  status: p.status,
  totalAmount: p.amount,
  balanceAmount: p.amount,
  method: '카드',
  approvedAt: p.approvedAt,
});

export async function startStandInToss(): Promise<StandInToss> {
  const secretKey = 'test_sk_standin0123456789';
  const clientKey = 'test_ck_standin0123456789';
  const payments = new Map<string, StandInPayment>();
  const confirms: StandInToss['confirms'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const slowConfirm = { next: 0, delayMs: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const app = Fastify({ logger: false });

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
    authorize(orderId, amount) {
      const paymentKey = `tgen_${crypto.randomBytes(10).toString('hex')}`;
      payments.set(paymentKey, { paymentKey, orderId, amount, status: 'READY', approvedAt: null });
      return paymentKey;
    },
    close: () => app.close(),
  };
}
