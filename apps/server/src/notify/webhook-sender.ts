import crypto from 'node:crypto';
import { callWithDeadline } from '../lib/call-with-deadline.js';

/** `sha256=` + hex HMAC-SHA256 of the exact body with the member's secret (the receiver recomputes it). */
export const webhookSignature = (secret: string, body: string) => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * POSTs one signed delivery to a reseller's callback. Redirects are not followed (a redirect could
 * lead to a private address). Answers the HTTP status; throws OutsideSystemError when there is none.
 */
export async function postWebhook(url: string, id: string, body: string, secret: string, fetchFn: typeof fetch = globalThis.fetch): Promise<number> {
  const answer = await callWithDeadline(
    url,
    {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', 'user-agent': 'snsshop-webhook/1', 'x-webhook-id': id, 'x-signature': webhookSignature(secret, body) },
      body,
    },
    { timeoutMs: 10_000, fetch: textTolerant(fetchFn) },
  );
  return answer.status;
}

/** Receivers answer anything (text, HTML, nothing): only the status counts, so the body is not parsed. */
const textTolerant =
  (fetchFn: typeof fetch): typeof fetch =>
  async (input, init) => {
    const res = await fetchFn(input, init);
    await res.arrayBuffer().catch(() => undefined);
    return new Response(null, { status: res.status });
  };
