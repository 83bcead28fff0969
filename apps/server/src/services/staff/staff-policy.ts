import { defaultTwoFactorRoles, staffPolicySchema, type StaffPolicy } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { recordAudit, type Actor } from '../audit/audit.js';

const KEY = 'staff.security';

/** Owners and everyone who can move points use 2FA; a code older than 10 minutes is asked again; charges above 100,000 points too. */
export const defaultStaffPolicy: StaffPolicy = { twoFactorRoles: defaultTwoFactorRoles, stepUpMinutes: 10, chargeStepUpAbove: 100_000 };

/** The owner's staff security settings (a hand-edited value that does not fit reads as the default). */
export async function readStaffPolicy(db: Executor): Promise<StaffPolicy> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return defaultStaffPolicy;
  try {
    const parsed = staffPolicySchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : defaultStaffPolicy;
  } catch {
    return defaultStaffPolicy;
  }
}

export async function saveStaffPolicy(ctx: AppContext, actor: Actor, policy: StaffPolicy): Promise<StaffPolicy> {
  const at = isoNow(ctx.clock);
  const value = JSON.stringify(policy);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await readStaffPolicy(trx);
    await trx
      .insertInto('site_settings')
      .values({ key: KEY, value, updated_at: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
      .execute();
    await recordAudit(trx, ctx, actor, { action: 'staff.policy', targetType: 'settings', targetId: KEY, before, after: policy });
  });
  return policy;
}

/** Approving a charge of more points than the owner's threshold is a step-up action. */
export async function chargeNeedsStepUp(ctx: AppContext, chargeId: number): Promise<boolean> {
  const [charge, policy] = await Promise.all([ctx.db.selectFrom('point_charges').select('point').where('id', '=', chargeId).executeTakeFirst(), readStaffPolicy(ctx.db)]);
  return !!charge && Number(charge.point) > policy.chargeStepUpAbove;
}
