import { z } from 'zod';
import { endOfKoreanDay, lastKoreanDayBefore, startOfKoreanDay } from '../common/korean-day.js';
import { growthMessages as m } from './growth-messages.js';

export const BonusKind = ['percent', 'fixed'] as const;
export type BonusKind = (typeof BonusKind)[number];
/** every charge; once per member; once per member in each period of periodDays (counted from the start date) */
export const BonusPerMember = ['every', 'once', 'period'] as const;
export type BonusPerMember = (typeof BonusPerMember)[number];

export const bonusKindLabel: Record<BonusKind, string> = { percent: '비율(%)', fixed: '고정 포인트' };
export const bonusPerMemberLabel: Record<BonusPerMember, string> = { every: '충전할 때마다', once: '회원당 한 번', period: '기간마다 한 번' };

/** What a rule gives, as the member's /point and the server's credit both compute it. */
export interface BonusOffer {
  id: number;
  name: string;
  kind: BonusKind;
  amount: number;
  minCharge: number;
  maxBonus: number | null;
  firstChargeOnly: boolean;
  endsAt: string | null;
}

/** The bonus a rule gives for a charge of `points` (0 when the charge is under its minimum). */
export function bonusFor(rule: Pick<BonusOffer, 'kind' | 'amount' | 'minCharge' | 'maxBonus'>, points: number): number {
  if (!Number.isSafeInteger(points) || points <= 0 || points < rule.minCharge) return 0;
  const raw = rule.kind === 'percent' ? Math.floor((points * rule.amount) / 100) : rule.amount;
  return rule.maxBonus === null ? raw : Math.min(raw, rule.maxBonus);
}

/** The best of the rules for this charge — never two; on a tie the lower id (the older rule). */
export function bestBonus<R extends Pick<BonusOffer, 'id' | 'kind' | 'amount' | 'minCharge' | 'maxBonus'>>(rules: readonly R[], points: number): { rule: R; points: number } | null {
  let best: { rule: R; points: number } | null = null;
  for (const rule of rules) {
    const p = bonusFor(rule, points);
    if (p > 0 && (!best || p > best.points || (p === best.points && rule.id < best.rule.id))) best = { rule, points: p };
  }
  return best;
}

export const bonusOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(BonusKind),
  amount: z.number().int(),
  minCharge: z.number().int(),
  maxBonus: z.number().int().nullable(),
  firstChargeOnly: z.boolean(),
  endsAt: z.string().nullable(),
}) satisfies z.ZodType<BonusOffer>;

/** GET /service/charge-bonus: the rules that would apply to this member's next charge now. */
export const bonusOffersSchema = z.object({ offers: z.array(bonusOfferSchema) });
export type BonusOffers = z.infer<typeof bonusOffersSchema>;

/** The last day a rule pays, as the owner picked it (yyyy-mm-dd, Korean calendar); '' for a rule without an end. */
export const bonusLastDay = (endsAt: string | null): string => (endsAt ? lastKoreanDayBefore(endsAt) : '');

/** A one-line summary of a rule, e.g. "10만원 이상 충전 시 10% 추가 적립 (최대 30,000원)". */
export function bonusRuleText(r: Pick<BonusOffer, 'kind' | 'amount' | 'minCharge' | 'maxBonus' | 'firstChargeOnly'>): string {
  const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
  const cond = r.firstChargeOnly ? '첫 충전' : r.minCharge > 0 ? `${won(r.minCharge)} 이상 충전` : '충전';
  const what = r.kind === 'percent' ? `${r.amount}% 추가 적립` : `${won(r.amount)} 추가 적립`;
  const cap = r.kind === 'percent' && r.maxBonus !== null ? ` (최대 ${won(r.maxBonus)})` : '';
  const min = r.firstChargeOnly && r.minCharge > 0 ? ` · ${won(r.minCharge)} 이상` : '';
  return `${cond} 시 ${what}${cap}${min}`;
}

// ---- the owner's rules ----

/**
 * A rule's start or end. A day (yyyy-mm-dd, what the console's date fields send) is a Korean day, and
 * a rule runs through both of its days: it starts at the first moment of its start day and stops as the
 * day after its end day begins — a rule "until 12/31" still pays on 12/31 at 23:59. A full timestamp
 * is that exact moment (an end: the first moment the rule no longer pays).
 */
const ruleMoment = (edge: 'start' | 'end') =>
  z.string(m.dateInvalid).transform((v, ctx) => {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(v);
    const at = day ? (edge === 'start' ? startOfKoreanDay(v) : endOfKoreanDay(v)) : Number.isNaN(Date.parse(v)) ? null : new Date(v).toISOString();
    if (at === null) {
      ctx.addIssue({ code: 'custom', message: m.dateInvalid });
      return z.NEVER;
    }
    return at;
  });
const won = z.number(m.wonInvalid).int(m.wonInvalid).min(0, m.wonInvalid).max(1_000_000_000, m.wonInvalid);

const ruleFields = {
  name: z.string(m.nameRequired).trim().min(1, m.nameRequired).max(60, m.nameTooLong(60)),
  kind: z.enum(BonusKind, m.bonusKindInvalid),
  amount: z.number(m.bonusAmountInvalid).int(m.bonusAmountInvalid).min(1, m.bonusAmountInvalid).max(10_000_000, m.bonusPointsTooLarge),
  minCharge: won,
  maxBonus: z.number(m.maxBonusInvalid).int(m.maxBonusInvalid).min(1, m.maxBonusInvalid).max(10_000_000, m.maxBonusInvalid).nullable(),
  firstChargeOnly: z.boolean(),
  perMember: z.enum(BonusPerMember, m.perMemberInvalid),
  periodDays: z.number(m.periodDaysRequired).int(m.periodDaysRequired).min(1, m.periodDaysRequired).max(366, m.periodDaysRequired).nullable(),
  startsAt: ruleMoment('start').nullable(),
  endsAt: ruleMoment('end').nullable(),
  enabled: z.boolean(),
};

type RuleShape = { kind?: BonusKind; amount?: number; perMember?: BonusPerMember; periodDays?: number | null; startsAt?: string | null; endsAt?: string | null };
/** Checks across fields; an update is checked again on the merged rule by the server. */
export function bonusRuleIssue(r: RuleShape): { path: string; message: string } | null {
  if (r.kind === 'percent' && r.amount !== undefined && r.amount > 100) return { path: 'amount', message: m.bonusPercentTooLarge };
  if (r.perMember === 'period' && (r.periodDays === null || r.periodDays === undefined)) return { path: 'periodDays', message: m.periodDaysRequired };
  if (r.startsAt && r.endsAt && r.endsAt <= r.startsAt) return { path: 'endsAt', message: m.datesReversed };
  return null;
}
const crossCheck = (r: RuleShape, ctx: z.RefinementCtx) => {
  const issue = bonusRuleIssue(r);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

export const bonusRuleCreateBodySchema = z
  .object({
    ...ruleFields,
    minCharge: won.default(0),
    maxBonus: ruleFields.maxBonus.default(null),
    firstChargeOnly: z.boolean().default(false),
    perMember: ruleFields.perMember.default('every'),
    periodDays: ruleFields.periodDays.default(null),
    startsAt: ruleFields.startsAt.default(null),
    endsAt: ruleFields.endsAt.default(null),
    enabled: z.boolean().default(true),
  })
  .superRefine(crossCheck);
export type BonusRuleCreateBody = z.input<typeof bonusRuleCreateBodySchema>;
export const bonusRuleUpdateBodySchema = z.object(ruleFields).partial().superRefine(crossCheck);
export type BonusRuleUpdateBody = z.input<typeof bonusRuleUpdateBodySchema>;

export const adminBonusRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(BonusKind),
  amount: z.number().int(),
  minCharge: z.number().int(),
  maxBonus: z.number().int().nullable(),
  firstChargeOnly: z.boolean(),
  perMember: z.enum(BonusPerMember),
  periodDays: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  /** bonuses paid by this rule and their points (less what reversals took back) */
  granted: z.number().int(),
  grantedPoints: z.number().int(),
  createdAt: z.string(),
});
export type AdminBonusRule = z.infer<typeof adminBonusRuleSchema>;

/** A reversed charge whose bonus the member had already spent: what the owner could not take back. */
export const bonusShortfallSchema = z.object({
  chargeId: z.number().int(),
  memberId: z.number().int(),
  loginId: z.string(),
  bonus: z.number().int(),
  clawedBack: z.number().int(),
  shortfall: z.number().int(),
  reversedAt: z.string(),
});
export type BonusShortfall = z.infer<typeof bonusShortfallSchema>;
export const bonusShortfallsSchema = z.array(bonusShortfallSchema);
