import { msg, type AdminTier, type tierCreateBodySchema, type tierUpdateBodySchema } from '@snsshop/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import type { MemberTiersTable } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { conflict } from '../../lib/errors.js';
import type { Actor } from '../audit/audit.js';
import { contentTable, defined, isEmpty } from '../content/content-admin.js';
import { recomputeAllTiers } from './tiers.js';

const view = (r: Selectable<MemberTiersTable>, members = 0): AdminTier => ({
  id: r.id,
  name: r.name,
  color: r.color,
  threshold: Number(r.threshold),
  windowDays: r.window_days,
  discountPct: r.discount_pct,
  members,
});

const tiers = contentTable({
  name: 'tier',
  read: (trx, id) => trx.selectFrom('member_tiers').selectAll().where('id', '=', id).executeTakeFirst(),
  view: (r) => view(r),
});

/** The tiers, best first, each with how many members are in it now (members_tier). */
export async function listTiers(ctx: AppContext): Promise<AdminTier[]> {
  const rows = await ctx.db.selectFrom('member_tiers').selectAll().orderBy('discount_pct', 'desc').orderBy('threshold', 'desc').orderBy('id').execute();
  const counts = await ctx.db
    .selectFrom('members')
    .select(['tier_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('tier_id', 'is not', null)
    .groupBy('tier_id')
    .execute();
  const byTier = new Map(counts.map((c) => [c.tier_id, Number(c.n)]));
  return rows.map((r) => view(r, byTier.get(r.id) ?? 0));
}

async function nameFree(trx: Trx, name: string, except?: number) {
  let q = trx.selectFrom('member_tiers').select('id').where('name', '=', name);
  if (except !== undefined) q = q.where('id', '<>', except);
  if (await q.executeTakeFirst()) throw conflict(msg.growth.tierNameTaken);
}

/** After the owner changes the tiers, every member's tier follows at once (not only at the daily sweep). */
async function thenRecompute<T>(ctx: AppContext, out: T): Promise<T> {
  await recomputeAllTiers(ctx.db, isoNow(ctx.clock));
  return out;
}

const withMembers = async (ctx: AppContext, t: AdminTier) => (await listTiers(ctx)).find((x) => x.id === t.id) ?? t;

export async function createTier(ctx: AppContext, actor: Actor, b: z.output<typeof tierCreateBodySchema>): Promise<AdminTier> {
  const at = isoNow(ctx.clock);
  const created = await tiers.create(ctx, actor, async (trx) => {
    await nameFree(trx, b.name);
    return (
      await trx
        .insertInto('member_tiers')
        .values({ name: b.name, color: b.color, threshold: b.threshold, window_days: b.windowDays, discount_pct: b.discountPct, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  return withMembers(ctx, await thenRecompute(ctx, created));
}

export async function updateTier(ctx: AppContext, actor: Actor, id: number, b: z.output<typeof tierUpdateBodySchema>): Promise<AdminTier> {
  const updated = await tiers.update(ctx, actor, id, async (trx) => {
    if (b.name !== undefined) await nameFree(trx, b.name, id);
    const set = defined({ name: b.name, color: b.color, threshold: b.threshold, window_days: b.windowDays, discount_pct: b.discountPct });
    if (!isEmpty(set)) await trx.updateTable('member_tiers').set({ ...set, updated_at: isoNow(ctx.clock) }).where('id', '=', id).execute();
  });
  return withMembers(ctx, await thenRecompute(ctx, updated));
}

/** Its members lose it in the same transaction (no order prices with a tier that is gone), then fall to the next that fits. */
export async function deleteTier(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await tiers.remove(ctx, actor, id, async (trx) => {
    await trx.updateTable('members').set({ tier_id: null }).where('tier_id', '=', id).execute();
    return trx.deleteFrom('member_tiers').where('id', '=', id).executeTakeFirst();
  });
  await thenRecompute(ctx, null);
}
