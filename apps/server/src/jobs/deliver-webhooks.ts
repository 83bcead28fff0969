import type { Selectable } from 'kysely';
import type { AppContext } from '../context.js';
import type { WebhookDeliveriesTable } from '../db/schema.js';
import { OutsideSystemError } from '../lib/call-with-deadline.js';
import { addMs, isoNow } from '../lib/clock.js';
import { checkPublicUrl } from '../lib/public-address.js';
import { postWebhook } from '../notify/webhook-sender.js';
import { decryptApiKey } from '../services/members/api-keys.js';
import { claimAndDeliver } from './claim-outbox.js';

export const WEBHOOK_LEASE_MS = 60_000;
/** Tries before a delivery is given up (30 s, 2 min, 8 min, 32 min, ~2 h apart). */
export const WEBHOOK_MAX_ATTEMPTS = 6;
export const webhookBackoffMs = (attempts: number) => 30_000 * 4 ** (attempts - 1);

type Delivery = Selectable<WebhookDeliveriesTable>;

/**
 * One claimed delivery. Unlike a text message, a callback whose outcome is unknown (timeout, 5xx,
 * a crash mid-call) IS sent again: every delivery carries its id (X-Webhook-Id and `id`), so the
 * receiver drops a repeat, while a lost status change would leave its system wrong.
 */
async function deliver(ctx: AppContext, d: Delivery, token: string): Promise<'sent' | 'retrying' | 'failed' | 'lost'> {
  const mine = () => ctx.db.updateTable('webhook_deliveries').where('id', '=', d.id).where('claim_token', '=', token);
  const attempts = d.attempts + 1;
  const give = async (error: string, responseStatus: number | null = null) => {
    const at = isoNow(ctx.clock);
    const final = attempts >= WEBHOOK_MAX_ATTEMPTS;
    await mine()
      .set({ status: final ? 'failed' : 'pending', attempts, claim_token: null, last_error: error.slice(0, 300), response_status: responseStatus, next_attempt_at: final ? at : addMs(at, webhookBackoffMs(attempts)), updated_at: at })
      .execute();
    return final ? 'failed' : 'retrying';
  };
  // The claim's lease covers the whole batch, which a slow receiver can outlast: renew it as this row's
  // turn comes, and leave a row another sweep has claimed since to that sweep (no second POST).
  const renewed = await mine().set({ next_attempt_at: addMs(isoNow(ctx.clock), WEBHOOK_LEASE_MS) }).executeTakeFirst();
  if (Number(renewed.numUpdatedRows) === 0) return 'lost';
  const hook = await ctx.db.selectFrom('member_webhooks').select(['url', 'secret_enc']).where('member_id', '=', d.member_id).executeTakeFirst();
  const secret = decryptApiKey(ctx, hook?.secret_enc ?? null);
  if (!hook || !secret) {
    await mine().set({ status: 'failed', attempts, claim_token: null, last_error: '콜백 URL이 삭제되었습니다', updated_at: isoNow(ctx.clock) }).execute();
    return 'failed';
  }
  const verdict = await checkPublicUrl(hook.url, ctx.config.webhooks.allowPrivate);
  if (verdict !== 'ok') return give(`주소를 쓸 수 없습니다 (${verdict})`);
  let status: number;
  try {
    status = await postWebhook(hook.url, d.event_key, d.body, secret);
  } catch (err) {
    // A 5xx answer arrives as an error (callWithDeadline), but it is still the receiver's answer: keep its status.
    return give(err instanceof Error ? err.message : String(err), err instanceof OutsideSystemError ? (err.httpStatus ?? null) : null);
  }
  if (status < 200 || status >= 300) return give(`HTTP ${status}`, status);
  const at = isoNow(ctx.clock);
  const r = await mine().set({ status: 'sent', attempts, claim_token: null, response_status: status, last_error: null, sent_at: at, updated_at: at }).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0 ? 'sent' : 'lost';
}

/** Claims due deliveries (claim-outbox.ts: a conditional UPDATE with a token and lease), then posts them. */
export function deliverWebhooks(ctx: AppContext): Promise<Partial<Record<string, number>>> {
  return claimAndDeliver(ctx, 'webhook_deliveries', WEBHOOK_LEASE_MS, (d, token) => deliver(ctx, d, token));
}
