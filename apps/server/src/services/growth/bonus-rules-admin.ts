import { bonusRuleIssue, msg, type AdminBonusRule, type BonusShortfall, type bonusRuleCreateBodySchema, type bonusRuleUpdateBodySchema } from '@snsshop/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { ChargeBonusRulesTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { Actor } from '../audit/audit.js';
import { contentTable, defined, flag, isEmpty } from '../content/content-admin.js';
import { toOffer } from './charge-bonus.js';

type RuleRow = Selectable<ChargeBonusRulesTable>;

const view = (r: RuleRow, paid?: { n: number; net: number }): AdminBonusRule => ({
  ...toOffer(r),
  perMember: r.per_member,
  periodDays: r.period_days,
  startsAt: r.starts_at,
  enabled: r.enabled === 1,
  granted: paid?.n ?? 0,
  grantedPoints: paid?.net ?? 0,
  createdAt: r.created_at,
});

/** Bonuses each rule paid and their points less what reversals took back (what the rule cost the shop). */
async function paidByRule(db: Executor, ruleIds?: readonly number[]): Promise<Map<number, { n: number; net: number }>> {
  let q = db
    .selectFrom('charge_bonuses')
    .select(['rule_id', (eb) => eb.fn.countAll<string | number>().as('n'), sql<string | number>`SUM(points - clawed_back)`.as('net')])
    .groupBy('rule_id');
  if (ruleIds) q = q.where('rule_id', 'in', ruleIds);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.rule_id, { n: Number(r.n), net: Number(r.net) }]));
}

const rules = contentTable({
  name: 'bonus-rule',
  read: (trx, id) => trx.selectFrom('charge_bonus_rules').selectAll().where('id', '=', id).executeTakeFirst(),
  view: (r) => view(r),
});

export async function listBonusRules(ctx: AppContext): Promise<AdminBonusRule[]> {
  const rows = await ctx.db.selectFrom('charge_bonus_rules').selectAll().orderBy('id', 'desc').execute();
  const paid = await paidByRule(ctx.db);
  return rows.map((r) => view(r, paid.get(r.id)));
}

const withPaid = async (ctx: AppContext, rule: AdminBonusRule) => view(
  (await ctx.db.selectFrom('charge_bonus_rules').selectAll().where('id', '=', rule.id).executeTakeFirstOrThrow()),
  (await paidByRule(ctx.db, [rule.id])).get(rule.id),
);

export async function createBonusRule(ctx: AppContext, actor: Actor, b: z.output<typeof bonusRuleCreateBodySchema>): Promise<AdminBonusRule> {
  const at = isoNow(ctx.clock);
  return rules.create(ctx, actor, async (trx) =>
    (
      await trx
        .insertInto('charge_bonus_rules')
        .values({
          name: b.name,
          kind: b.kind,
          amount: b.amount,
          min_charge: b.minCharge,
          max_bonus: b.maxBonus,
          first_charge_only: b.firstChargeOnly ? 1 : 0,
          per_member: b.perMember,
          period_days: b.perMember === 'period' ? b.periodDays : null,
          starts_at: b.startsAt,
          ends_at: b.endsAt,
          enabled: b.enabled ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
}

/** A change is checked on the rule it makes (a percent over 100, a period without days, dates reversed). */
export async function updateBonusRule(ctx: AppContext, actor: Actor, id: number, b: z.output<typeof bonusRuleUpdateBodySchema>): Promise<AdminBonusRule> {
  const updated = await rules.update(ctx, actor, id, async (trx) => {
    const cur = await trx.selectFrom('charge_bonus_rules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const merged = { kind: b.kind ?? cur.kind, amount: b.amount ?? Number(cur.amount), perMember: b.perMember ?? cur.per_member, periodDays: b.periodDays !== undefined ? b.periodDays : cur.period_days, startsAt: b.startsAt !== undefined ? b.startsAt : cur.starts_at, endsAt: b.endsAt !== undefined ? b.endsAt : cur.ends_at };
    const issue = bonusRuleIssue(merged);
    if (issue) throw badRequest(issue.message);
    const set = defined({
      name: b.name,
      kind: b.kind,
      amount: b.amount,
      min_charge: b.minCharge,
      max_bonus: b.maxBonus,
      first_charge_only: flag(b.firstChargeOnly),
      per_member: b.perMember,
      period_days: b.perMember !== undefined && b.perMember !== 'period' ? null : b.periodDays,
      starts_at: b.startsAt,
      ends_at: b.endsAt,
      enabled: flag(b.enabled),
    });
    if (!isEmpty(set)) await trx.updateTable('charge_bonus_rules').set({ ...set, updated_at: isoNow(ctx.clock) }).where('id', '=', id).execute();
  });
  return withPaid(ctx, updated);
}

/** A rule that paid a bonus stays (its rows point to it): the owner turns it off instead. */
export async function deleteBonusRule(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await rules.remove(ctx, actor, id, async (trx) => {
    const used = await trx.selectFrom('charge_bonuses').select('charge_id').where('rule_id', '=', id).limit(1).executeTakeFirst();
    if (used) throw conflict(msg.growth.ruleInUse);
    return trx.deleteFrom('charge_bonus_rules').where('id', '=', id).executeTakeFirst();
  });
}

/** Reversed charges whose bonus had been spent: what the owner could not take back, newest first. */
export async function listBonusShortfalls(ctx: AppContext): Promise<BonusShortfall[]> {
  const rows = await ctx.db
    .selectFrom('charge_bonuses')
    .innerJoin('members', 'members.id', 'charge_bonuses.member_id')
    .select(['charge_bonuses.charge_id', 'charge_bonuses.member_id', 'members.login_id', 'charge_bonuses.points', 'charge_bonuses.clawed_back', 'charge_bonuses.shortfall', 'charge_bonuses.reversed_at'])
    .where(sql<boolean>`charge_bonuses.shortfall > 0`)
    .orderBy('charge_bonuses.reversed_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    chargeId: r.charge_id,
    memberId: r.member_id,
    loginId: r.login_id,
    bonus: Number(r.points),
    clawedBack: Number(r.clawed_back),
    shortfall: Number(r.shortfall),
    reversedAt: r.reversed_at ?? '',
  }));
}
