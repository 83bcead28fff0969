import { bonusFor, PaymentStatus, type BonusOffer } from '@snsshop/shared';
import type { Executor, Trx } from '../../db/database.js';
import type { PointChargeRow } from '../../db/schema.js';
import { applyPointChange } from '../points/apply-point-change.js';

const DAY_MS = 86_400_000;

type RuleRow = Awaited<ReturnType<typeof activeRules>>[number];

/** The owner's rules that are on and running at `at` (a handful: read whole). */
export function activeRules(db: Executor, at: string) {
  return db
    .selectFrom('charge_bonus_rules')
    .selectAll()
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('id')
    .execute();
}

export const toOffer = (r: RuleRow): BonusOffer => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  amount: Number(r.amount),
  minCharge: Number(r.min_charge),
  maxBonus: r.max_bonus === null ? null : Number(r.max_bonus),
  firstChargeOnly: r.first_charge_only === 1,
  endsAt: r.ends_at,
});

/**
 * What makes a rule's use once: with (member, rule) unique in charge_bonuses, 'once' allows one row
 * per member, a period's number one per period (counted from the rule's start), a charge's id any number;
 * 'first' is unique per member across rules, so two charges credited at the same moment as a member's
 * first cannot both take a first-charge bonus.
 */
function useKey(rule: RuleRow, chargeId: number, at: string): string {
  // every first-charge rule shares one use per member (charge_bonuses_first_once), whichever pays it
  if (rule.first_charge_only === 1) return 'first';
  if (rule.per_member === 'once') return 'once';
  if (rule.per_member === 'period') {
    const from = Date.parse(rule.starts_at ?? rule.created_at);
    return `p${Math.floor((Date.parse(at) - from) / ((rule.period_days ?? 1) * DAY_MS))}`;
  }
  return `c${chargeId}`;
}

/** Whether the member had no credited charge before this one (a first-charge rule's condition). */
async function isFirstCharge(db: Executor, memberId: number, chargeId: number): Promise<boolean> {
  const other = await db
    .selectFrom('point_charges')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', PaymentStatus.SUCCESS)
    .where('id', '<>', chargeId)
    .limit(1)
    .executeTakeFirst();
  return !other;
}

/**
 * The rules this member's charge (or, for /point, their next one) may earn now: first-charge rules only
 * before a first credited charge, a rule used up for the member (once, or in this period) left out.
 */
export async function eligibleRules(db: Executor, memberId: number, chargeId: number, at: string): Promise<RuleRow[]> {
  const rules = await activeRules(db, at);
  if (rules.length === 0) return [];
  const first = rules.some((r) => r.first_charge_only === 1) ? await isFirstCharge(db, memberId, chargeId) : false;
  const fits = rules.filter((r) => r.first_charge_only === 0 || first);
  const limited = fits.filter((r) => r.per_member !== 'every');
  if (limited.length === 0) return fits;
  const used = await db
    .selectFrom('charge_bonuses')
    .select(['rule_id', 'use_key'])
    .where('member_id', '=', memberId)
    .where('rule_id', 'in', limited.map((r) => r.id))
    .execute();
  const usedKeys = new Set(used.map((u) => `${u.rule_id}:${u.use_key}`));
  return fits.filter((r) => !usedKeys.has(`${r.id}:${useKey(r, chargeId, at)}`));
}

/**
 * The charge's bonus, in the credit's transaction: the best rule that fits (never two), one
 * charge_bonuses row (its primary key is the charge; (member, rule, use) unique keeps a once-per-member
 * or per-period rule once when two charges of one member are credited at the same moment — the loser
 * falls to its next best rule) and its ledger row (kind bonus, pointing to the charge).
 */
export async function creditChargeBonus(trx: Trx, charge: PointChargeRow, at: string): Promise<number> {
  const points = Number(charge.point);
  const ranked = (await eligibleRules(trx, charge.member_id, charge.id, at))
    .map((rule) => ({ rule, bonus: bonusFor(toOffer(rule), points) }))
    .filter((c) => c.bonus > 0)
    .sort((a, b) => b.bonus - a.bonus || a.rule.id - b.rule.id);
  for (const { rule, bonus } of ranked) {
    const taken = await trx
      .insertInto('charge_bonuses')
      .values({ charge_id: charge.id, member_id: charge.member_id, rule_id: rule.id, use_key: useKey(rule, charge.id, at), charge_points: points, points: bonus, created_at: at })
      .onConflict((oc) => oc.doNothing())
      .returning('charge_id')
      .executeTakeFirst();
    if (!taken) continue;
    await applyPointChange(trx, { memberId: charge.member_id, delta: bonus, kind: 'bonus', refType: 'charge', refId: charge.id, memo: rule.name, at });
    return bonus;
  }
  return 0;
}

/** The bonus each of these charges carries now (less what partial refunds took back; none once the whole charge was), for the charge history. */
export async function bonusesOfCharges(db: Executor, chargeIds: readonly number[]): Promise<Map<number, number>> {
  if (chargeIds.length === 0) return new Map();
  const rows = await db.selectFrom('charge_bonuses').select(['charge_id', 'points', 'clawed_back', 'shortfall']).where('charge_id', 'in', chargeIds).where('reversed_at', 'is', null).execute();
  return new Map(rows.map((r) => [r.charge_id, Number(r.points) - Number(r.clawed_back) - Number(r.shortfall)]));
}
