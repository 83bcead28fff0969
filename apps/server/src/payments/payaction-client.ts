import { addMs } from '../lib/clock.js';
import { callWithDeadline, OutsideSystemError } from '../lib/call-with-deadline.js';

/** A pending charge as the deposit-matching service needs it. */
export interface MatchOrder {
  orderNumber: string;
  amount: number;
  /** ISO time of the request; sent in Korean time (+09:00). */
  orderedAt: string;
  /** The depositor name the bank transfer will carry: the matching key. */
  billingName: string;
  ordererName: string;
}

export interface DepositMatcher {
  registerOrder(order: MatchOrder): Promise<void>;
}

export interface PayActionOptions {
  baseUrl: string;
  apiKey: string;
  mallId: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const KST_MS = 9 * 3600_000;

/** "2026-11-21T12:00:00+09:00" */
export function toKoreanIso(iso: string): string {
  return `${addMs(iso, KST_MS).slice(0, 19)}+09:00`;
}

/** PayAction-shaped deposit matching: POST {base}/order with x-api-key and x-mall-id. */
export function createPayActionClient(opts: PayActionOptions): DepositMatcher {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/order`;
  return {
    async registerOrder(order) {
      const { status, body } = await callWithDeadline(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': opts.apiKey, 'x-mall-id': opts.mallId },
          body: JSON.stringify({
            order_number: order.orderNumber,
            order_amount: order.amount,
            order_date: toKoreanIso(order.orderedAt),
            billing_name: order.billingName,
            orderer_name: order.ordererName,
          }),
        },
        { timeoutMs: opts.timeoutMs, fetch: opts.fetch },
      );
      const answer = (body as { status?: unknown } | null)?.status;
      if (status !== 200 || answer !== 'success') {
        throw new OutsideSystemError('refused', `order not accepted (HTTP ${status}, status ${String(answer)})`, status);
      }
    },
  };
}
