import { msg } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { RefillRow } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { ProviderError } from '../../providers/provider.js';
import { IDS_PER_CALL } from '../../providers/smm-api-v2-client.js';
import { POLLED } from './refill-states.js';
import { notifyRefillFinished } from '../notifications/member-events.js';

export type PolledRefill = Pick<RefillRow, 'id' | 'provider_id' | 'upstream_refill_id' | 'state'>;

export interface RefillSyncResult {
  checked: number;
  changed: number;
  errors: number;
}

/**
 * Asks each provider about claimed refills, at most 100 ids per call. An unreachable provider, an
 * unknown word or a per-item error changes nothing but the owner's note: the refill is asked again.
 */
export async function syncClaimedRefills(ctx: AppContext, claimed: PolledRefill[]): Promise<RefillSyncResult> {
  const result: RefillSyncResult = { checked: 0, changed: 0, errors: 0 };
  const byProvider = new Map<number | null, PolledRefill[]>();
  for (const r of claimed) byProvider.set(r.provider_id, [...(byProvider.get(r.provider_id) ?? []), r]);

  for (const [providerId, all] of byProvider) {
    for (let i = 0; i < all.length; i += IDS_PER_CALL) {
      const page = all.slice(i, i + IDS_PER_CALL);
      let answers;
      try {
        const provider = await ctx.providers.get(providerId);
        answers = await provider.refillStatus(page.map((r) => r.upstream_refill_id!));
      } catch (err) {
        result.errors += page.length;
        const reason = err instanceof ProviderError ? `${err.kind}: ${err.message}` : String(err);
        await ctx.db.updateTable('refills').set({ last_error: reason.slice(0, 300) }).where('id', 'in', page.map((r) => r.id)).execute();
        continue;
      }
      for (const r of page) {
        result.checked++;
        const answer = answers.get(r.upstream_refill_id!);
        if (!answer || 'error' in answer) {
          result.errors++;
          await ctx.db.updateTable('refills').set({ last_error: (answer ? answer.error : 'no answer for this refill').slice(0, 300) }).where('id', '=', r.id).execute();
          continue;
        }
        if (await applyRefillStatus(ctx, r, answer.status)) result.changed++;
      }
    }
  }
  return result;
}

async function applyRefillStatus(ctx: AppContext, r: PolledRefill, status: 'pending' | 'in_progress' | 'completed' | 'rejected'): Promise<boolean> {
  const at = isoNow(ctx.clock);
  const next =
    status === 'pending' ? null
    : status === 'in_progress' ? { state: 'in_progress' as const }
    : status === 'completed' ? { state: 'completed' as const, finished_at: at, next_check_at: null }
    : { state: 'rejected' as const, reason: msg.refill.rejectedUpstream, finished_at: at, next_check_at: null };
  if (!next || next.state === r.state) {
    await ctx.db.updateTable('refills').set({ last_error: null }).where('id', '=', r.id).execute();
    return false;
  }
  // Conditional on a polled state, so an owner's decision meanwhile is never overwritten.
  return ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('refills')
      .set({ ...next, last_error: null, updated_at: at })
      .where('id', '=', r.id)
      .where('state', 'in', [...POLLED])
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    // the member's 완료 / 거절 message, written with the change (nothing for 진행 중)
    await notifyRefillFinished(trx, r.id, at);
    return true;
  });
}
