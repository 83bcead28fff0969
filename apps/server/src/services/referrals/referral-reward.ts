import { PaymentStatus, type ReferralRefusal, type ReferralSettings } from '@snsshop/shared';
import type { Trx } from '../../db/database.js';
import { koreanDayOf } from '../../db/query-helpers.js';
import type { PointChargeRow } from '../../db/schema.js';
import { readFlag } from '../catalog/catalog-queries.js';
import { applyPointChange } from '../points/apply-point-change.js';
import { readReferralSettings } from './referral-settings.js';

const HOUR_MS = 3600_000;

/** A row lock on PostgreSQL (SQLite holds the whole write lock already): callers that lock the same member wait in turn. */
export const lockMember = (trx: Trx, memberId: number) => trx.updateTable('members').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', memberId).execute();

interface Party {
  id: number;
  email: string | null;
  phone_number: string | null;
  signup_ip: string | null;
  created_at: string;
  rejoined: number;
  status: string;
}

const readParty = (trx: Trx, id: number) =>
  trx.selectFrom('members').select(['id', 'email', 'phone_number', 'signup_ip', 'created_at', 'rejoined', 'status']).where('id', '=', id).executeTakeFirst();

/** Why this referral earns nothing, in the order a person would ask; null: it earns its reward. */
async function refusalOf(trx: Trx, referee: Party, referrer: Party, settings: ReferralSettings, month: string): Promise<ReferralRefusal | null> {
  if (referee.id === referrer.id) return 'self';
  if (referee.phone_number && referee.phone_number === referrer.phone_number) return 'same_phone';
  if (referee.email && referrer.email && referee.email.toLowerCase() === referrer.email.toLowerCase()) return 'same_email';
  if (
    settings.sameIpHours > 0 &&
    referee.signup_ip &&
    referee.signup_ip === referrer.signup_ip &&
    Math.abs(Date.parse(referee.created_at) - Date.parse(referrer.created_at)) <= settings.sameIpHours * HOUR_MS
  )
    return 'same_ip';
  if (referee.rejoined === 1) return 'rejoined';
  if (settings.monthlyCap > 0) {
    const paid = await trx
      .selectFrom('referrals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('referrer_id', '=', referrer.id)
      .where('month', '=', month)
      .where('status', 'in', ['rewarded', 'clawed_back'])
      .executeTakeFirstOrThrow();
    if (Number(paid.n) >= settings.monthlyCap) return 'monthly_cap';
  }
  return null;
}

export function rewardFor(settings: ReferralSettings, chargePoints: number): number {
  if (settings.mode === 'fixed') return settings.fixed;
  const share = Math.floor((chargePoints * settings.percent) / 100);
  return settings.maxReward > 0 ? Math.min(share, settings.maxReward) : share;
}

/**
 * The referral step of a credited charge (growth/charge-events.ts), in the credit's transaction: the
 * referee's first credited charge rewards the referrer (and the referee, if the owner says so), or
 * records why not. The referrals row's primary key on the referee makes it once: of two credits racing
 * (two charges, two processes) the second insert finds the row and does nothing.
 */
export async function rewardReferral(trx: Trx, charge: PointChargeRow, at: string): Promise<void> {
  const referee = await trx.selectFrom('members').select(['referred_by']).where('id', '=', charge.member_id).executeTakeFirst();
  if (!referee?.referred_by || !(await readFlag(trx, 'ENABLE_REFERRAL'))) return;
  const earlier = await trx
    .selectFrom('point_charges')
    .select('id')
    .where('member_id', '=', charge.member_id)
    .where('status', '=', PaymentStatus.SUCCESS)
    .where('id', '!=', charge.id)
    .executeTakeFirst();
  if (earlier) return; // not the first credited charge

  // The referrer's row first: two referees of one referrer credited together count the monthly cap in turn.
  await lockMember(trx, referee.referred_by);
  const [refereeRow, referrerRow] = await Promise.all([readParty(trx, charge.member_id), readParty(trx, referee.referred_by)]);
  if (!refereeRow || !referrerRow || referrerRow.status !== 'active') return;
  const settings = await readReferralSettings(trx);
  const month = koreanDayOf(at).slice(0, 7);
  const refusal = await refusalOf(trx, refereeRow, referrerRow, settings, month);
  const chargePoints = Number(charge.point);
  const referrerPoints = refusal ? 0 : rewardFor(settings, chargePoints);
  const refereePoints = refusal ? 0 : settings.refereeReward;
  const inserted = await trx
    .insertInto('referrals')
    .values({
      referee_id: refereeRow.id,
      referrer_id: referrerRow.id,
      charge_id: charge.id,
      status: refusal ? 'refused' : 'rewarded',
      reason: refusal,
      charge_points: chargePoints,
      referrer_points: referrerPoints,
      referee_points: refereePoints,
      month,
      created_at: at,
    })
    .onConflict((oc) => oc.column('referee_id').doNothing())
    .returning('referee_id')
    .executeTakeFirst();
  if (!inserted || refusal) return;
  const common = { kind: 'referral' as const, refId: charge.id, at };
  if (referrerPoints > 0) await applyPointChange(trx, { ...common, memberId: referrerRow.id, delta: referrerPoints, refType: 'referrer', memo: `friend ${refereeRow.id} first charge` });
  if (refereePoints > 0) await applyPointChange(trx, { ...common, memberId: refereeRow.id, delta: refereePoints, refType: 'referee', memo: `joined with ${referrerRow.id}'s code` });
}
