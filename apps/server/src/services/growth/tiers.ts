import type { MemberTier } from '@snsshop/shared';
import { sql } from 'kysely';
import type { Executor, Trx } from '../../db/database.js';
import type { PointChargeRow } from '../../db/schema.js';
import { addMs } from '../../lib/clock.js';

const DAY_MS = 86_400_000;

interface TierRow {
  id: number;
  name: string;
  color: string;
  threshold: number;
  window_days: number | null;
  discount_pct: number;
}

/** Higher is better: the larger discount, then the higher threshold, then the older tier. */
const rankOrder = (a: TierRow, b: TierRow) => a.discount_pct - b.discount_pct || Number(a.threshold) - Number(b.threshold) || b.id - a.id;

const readTiers = (db: Executor): Promise<TierRow[]> =>
  db.selectFrom('member_tiers').select(['id', 'name', 'color', 'threshold', 'window_days', 'discount_pct']).execute();

const windowKey = (days: number | null) => (days === null ? 'life' : `d${days}`);

/**
 * What the member's credited charges (less what was reversed) count in each of the tiers' windows, in
 * one read of tier_charges. A pending charge has no row; a reversal lowered its row.
 */
async function countedByWindow(db: Executor, memberId: number, tiers: readonly TierRow[], at: string): Promise<Map<string, number>> {
  const windows = [...new Set(tiers.map((t) => t.window_days))];
  const row = await db
    .selectFrom('tier_charges')
    .select(
      windows.map((days) =>
        (days === null ? sql<string | number | null>`SUM(points - reversed)` : sql<string | number | null>`SUM(CASE WHEN credited_at >= ${addMs(at, -days * DAY_MS)} THEN points - reversed ELSE 0 END)`).as(windowKey(days)),
      ),
    )
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return new Map(windows.map((d) => [windowKey(d), Number((row as Record<string, unknown> | undefined)?.[windowKey(d)] ?? 0)]));
}

const qualifies = (t: TierRow, counted: Map<string, number>) => (counted.get(windowKey(t.window_days)) ?? 0) >= Number(t.threshold);

/** The member's tier now, written to members.tier_id when it changed; answers the tier id. */
export async function recomputeTier(db: Executor, memberId: number, at: string): Promise<number | null> {
  const tiers = await readTiers(db);
  const counted = tiers.length === 0 ? new Map<string, number>() : await countedByWindow(db, memberId, tiers, at);
  const best = tiers.filter((t) => qualifies(t, counted)).sort(rankOrder).at(-1)?.id ?? null;
  await db
    .updateTable('members')
    .set({ tier_id: best })
    .where('id', '=', memberId)
    .where(sql<boolean>`COALESCE(tier_id, 0) <> ${best ?? 0}`)
    .execute();
  return best;
}

/** A credited charge counts toward tiers from now (once: the charge is the key), and the tier follows. */
export async function countChargeForTier(trx: Trx, charge: PointChargeRow, at: string): Promise<void> {
  await trx
    .insertInto('tier_charges')
    .values({ charge_id: charge.id, member_id: charge.member_id, points: Number(charge.point), credited_at: at })
    .onConflict((oc) => oc.column('charge_id').doNothing())
    .execute();
  await recomputeTier(trx, charge.member_id, at);
}

/** The part of a charge taken back no longer counts: the tier may fall. */
export async function uncountChargeForTier(trx: Trx, charge: PointChargeRow, points: number, at: string): Promise<void> {
  await trx
    .updateTable('tier_charges')
    .set({ reversed: sql`CASE WHEN reversed + ${points} > points THEN points ELSE reversed + ${points} END` })
    .where('charge_id', '=', charge.id)
    .execute();
  await recomputeTier(trx, charge.member_id, at);
}

/** /account: the member's tier, its benefit, and what the next better tier still needs. */
export async function readMemberTier(db: Executor, memberId: number, at: string): Promise<MemberTier> {
  const tiers = (await readTiers(db)).sort(rankOrder);
  if (tiers.length === 0) return { tier: null, next: null };
  const member = await db.selectFrom('members').select('tier_id').where('id', '=', memberId).executeTakeFirst();
  const counted = await countedByWindow(db, memberId, tiers, at);
  const at_ = tiers.findIndex((t) => t.id === member?.tier_id);
  const current = at_ >= 0 ? tiers[at_]! : null;
  const next = tiers.slice(at_ + 1).find((t) => !qualifies(t, counted)) ?? null;
  const badge = (t: TierRow) => ({ name: t.name, color: t.color, discountPct: t.discount_pct });
  return {
    tier: current && badge(current),
    next: next && {
      ...badge(next),
      threshold: Number(next.threshold),
      windowDays: next.window_days,
      counted: counted.get(windowKey(next.window_days)) ?? 0,
      remaining: Math.max(0, Number(next.threshold) - (counted.get(windowKey(next.window_days)) ?? 0)),
    },
  };
}

/**
 * The daily pass (the windows slide): every member who has a tier or a counted charge, a page of
 * member ids at a time, each recomputed on its own (a member's credit meanwhile recomputes too).
 */
export async function recomputeAllTiers(db: Executor, at: string, pageSize = 500): Promise<number> {
  let after = 0;
  let n = 0;
  for (;;) {
    const ids = await db
      .selectFrom('members')
      .select('id')
      .where('id', '>', after)
      .where((eb) => eb.or([eb('tier_id', 'is not', null), eb.exists(eb.selectFrom('tier_charges').select('charge_id').whereRef('tier_charges.member_id', '=', 'members.id'))]))
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (ids.length === 0) return n;
    for (const { id } of ids) await recomputeTier(db, id, at);
    n += ids.length;
    after = ids.at(-1)!.id;
  }
}
