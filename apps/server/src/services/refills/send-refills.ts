import { msg } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { RefillRow } from '../../db/schema.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { ProviderError, type Provider, type RefillResult } from '../../providers/provider.js';
import { dispatchBackoffMs } from '../orders/fulfilment.js';
import { REFILL_FIRST_CHECK_MS } from './refill-states.js';
import { notifyRefillFinished } from '../notifications/member-events.js';

export type ClaimedRefill = Pick<RefillRow, 'id' | 'provider_id' | 'provider_order_id' | 'attempts' | 'send_unknown'>;

export interface RefillSendResult {
  sent: number;
  rejected: number;
  retrying: number;
  held: number;
}

const describe = (err: unknown) => (err instanceof ProviderError ? `${err.kind}: ${err.message}` : err instanceof Error ? err.message : String(err));

/**
 * Sends claimed provider-mode refills, many per call to each provider. Each row is written only
 * while this worker's claim is still its own (state 'sending' and the token). What follows a send:
 * - a refill id: sent; the status sweep asks about it;
 * - a refusal of this order: rejected, with the reason the member sees — unless an earlier send's
 *   outcome was unknown: then the refusal most likely means our first request got there, so held;
 * - no usable answer (timeout, 5xx, not JSON): the outcome is unknown. Asked again later only where
 *   the provider refuses a duplicate (guardsLink, as for orders), held for the owner otherwise or
 *   once the attempts run out. Never a blind second refill.
 */
export async function sendClaimedRefills(ctx: AppContext, claimed: ClaimedRefill[], token: string): Promise<RefillSendResult> {
  const result: RefillSendResult = { sent: 0, rejected: 0, retrying: 0, held: 0 };
  const byProvider = new Map<number | null, ClaimedRefill[]>();
  for (const r of claimed) byProvider.set(r.provider_id, [...(byProvider.get(r.provider_id) ?? []), r]);

  for (const [providerId, refills] of byProvider) {
    let provider: Provider;
    try {
      provider = await ctx.providers.get(providerId);
    } catch (err) {
      // Nothing was sent: a missing or disabled provider is a failure whose outcome is known.
      for (const r of refills) result[await afterFailure(ctx, null, r, token, describe(err), false)]++;
      continue;
    }
    const sendable = refills.filter((r) => r.provider_order_id);
    for (const r of refills.filter((x) => !x.provider_order_id)) result[await finish(ctx, r, token, { error: 'no provider order id' })]++;
    let answers: Map<string, RefillResult>;
    try {
      answers = await provider.refill(sendable.map((r) => r.provider_order_id!));
    } catch (err) {
      const unknown = !(err instanceof ProviderError && err.kind === 'rejected');
      for (const r of sendable) result[await afterFailure(ctx, provider, r, token, describe(err), unknown)]++;
      continue;
    }
    for (const r of sendable) {
      const answer = answers.get(r.provider_order_id!) ?? { error: 'no answer for this order', unknown: true as const };
      if ('error' in answer && answer.unknown) result[await afterFailure(ctx, provider, r, token, `unavailable: ${answer.error}`, true)]++;
      else result[await finish(ctx, r, token, answer)]++;
    }
  }
  return result;
}

function mine(ctx: AppContext | { db: Executor }, r: ClaimedRefill, token: string) {
  return ctx.db.updateTable('refills').where('id', '=', r.id).where('state', '=', 'sending').where('claim_token', '=', token);
}

async function finish(ctx: AppContext, r: ClaimedRefill, token: string, answer: RefillResult): Promise<keyof RefillSendResult> {
  const at = isoNow(ctx.clock);
  if ('refillId' in answer) {
    await mine(ctx, r, token)
      .set({ state: 'sent', upstream_refill_id: answer.refillId, claim_token: null, next_check_at: addMs(at, REFILL_FIRST_CHECK_MS), last_error: null, updated_at: at })
      .execute();
    return 'sent';
  }
  if (r.send_unknown === 1) return hold(ctx, r, token, `rejected after an unknown send: ${answer.error}`);
  await ctx.db.transaction().execute(async (trx) => {
    const done = await mine({ db: trx }, r, token)
      .set({ state: 'rejected', reason: msg.refill.rejectedUpstream, last_error: answer.error.slice(0, 300), claim_token: null, next_check_at: null, finished_at: at, updated_at: at })
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) > 0) await notifyRefillFinished(trx, r.id, at);
  });
  return 'rejected';
}

/** A call that failed as a whole: asked again with backoff while that is safe, then held (outcome unknown) or rejected (certainly never taken). */
async function afterFailure(ctx: AppContext, provider: Provider | null, r: ClaimedRefill, token: string, reason: string, unknown: boolean): Promise<keyof RefillSendResult> {
  const outOfAttempts = r.attempts >= ctx.config.jobs.dispatchMaxAttempts;
  const mayHaveIt = unknown || r.send_unknown === 1;
  if (mayHaveIt && (!provider?.guardsLink || outOfAttempts)) return hold(ctx, r, token, reason);
  if (outOfAttempts) return finish(ctx, r, token, { error: reason });
  return retry(ctx, r, token, reason, unknown);
}

async function retry(ctx: AppContext, r: ClaimedRefill, token: string, reason: string, unknown: boolean): Promise<keyof RefillSendResult> {
  const at = isoNow(ctx.clock);
  await mine(ctx, r, token)
    .set({ state: 'waiting', send_unknown: unknown || r.send_unknown === 1 ? 1 : 0, claim_token: null, next_check_at: addMs(at, dispatchBackoffMs(Math.max(r.attempts, 1))), last_error: reason.slice(0, 300), updated_at: at })
    .execute();
  return 'retrying';
}

async function hold(ctx: AppContext, r: ClaimedRefill, token: string, reason: string): Promise<keyof RefillSendResult> {
  const at = isoNow(ctx.clock);
  await mine(ctx, r, token).set({ state: 'held', send_unknown: 1, claim_token: null, next_check_at: null, last_error: `held: ${reason}`.slice(0, 300), updated_at: at }).execute();
  return 'held';
}

/** Sends left 'sending' past their lease: the worker died during the call, so the outcome is unknown. */
export async function recoverInterruptedRefillSends(ctx: AppContext): Promise<number> {
  const at = isoNow(ctx.clock);
  const r = await ctx.db
    .updateTable('refills')
    .set({ state: 'held', send_unknown: 1, claim_token: null, next_check_at: null, last_error: 'held: 전송 중 서버가 멈춰 공급처 접수 여부를 알 수 없습니다', updated_at: at })
    .where('state', '=', 'sending')
    .where('next_check_at', '<=', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
