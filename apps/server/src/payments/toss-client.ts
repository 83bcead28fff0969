import { z } from 'zod';
import { callWithDeadline, field, OutsideSystemError } from '../lib/call-with-deadline.js';

/** The part of a Toss Payment object we act on. */
const paymentSchema = z.object({
  paymentKey: z.string(),
  orderId: z.string(),
  status: z.string(),
  totalAmount: z.number(),
  approvedAt: z.string().nullish(),
  balanceAmount: z.number().nullish(),
  cancels: z.array(z.object({ cancelAmount: z.number(), cancelReason: z.string().nullish(), canceledAt: z.string().nullish(), transactionKey: z.string().nullish() })).nullish(),
});
export type TossPayment = z.infer<typeof paymentSchema>;

export interface TossClient {
  clientKey: string;
  /** Stable, unguessable customer key for the payment window (HMAC of the member id with the secret key). */
  customerKeyFor(memberId: number): string;
  confirm(input: { paymentKey: string; orderId: string; amount: number }, idempotencyKey: string): Promise<TossPayment>;
  getPayment(paymentKey: string): Promise<TossPayment>;
  /** Cancels cancelAmount of a payment (a partial cancel when less than what is left); one Idempotency-Key per attempt. */
  cancel(paymentKey: string, input: { cancelReason: string; cancelAmount: number }, idempotencyKey: string): Promise<TossPayment>;
}

export interface TossOptions {
  baseUrl: string;
  clientKey: string;
  secretKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  hmac: (data: string) => string;
}

/** Toss Payments core API: Basic auth with the secret key and an empty password. */
export function createTossClient(opts: TossOptions): TossClient {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${opts.secretKey}:`).toString('base64')}`;

  async function call(path: string, init: RequestInit): Promise<TossPayment> {
    const { status, body } = await callWithDeadline(`${base}${path}`, { ...init, headers: { ...init.headers, authorization } }, { timeoutMs: opts.timeoutMs, fetch: opts.fetch });
    if (status !== 200) {
      throw new OutsideSystemError('refused', field(body, 'message') ?? `HTTP ${status}`, status, field(body, 'code'));
    }
    const parsed = paymentSchema.safeParse(body);
    if (!parsed.success) throw new OutsideSystemError('unavailable', 'unexpected payment shape');
    return parsed.data;
  }

  return {
    clientKey: opts.clientKey,
    customerKeyFor: (memberId) => `m_${opts.hmac(`toss-customer:${memberId}`).slice(0, 40)}`,
    confirm: (input, idempotencyKey) =>
      call('/v1/payments/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(input),
      }),
    getPayment: (paymentKey) => call(`/v1/payments/${encodeURIComponent(paymentKey)}`, { method: 'GET' }),
    cancel: (paymentKey, input, idempotencyKey) =>
      call(`/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(input),
      }),
  };
}
