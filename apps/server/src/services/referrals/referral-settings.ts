import { referralSettingsDefaults, referralSettingsSchema, type AdminReferralSettings, type ReferralSettings } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { readFlag } from '../catalog/catalog-queries.js';

/** Kept in site_settings under a key the public settings list never serves (only settingKinds leave the server). */
const KEY = 'REFERRAL_RULES';

/** The owner's referral rules; a missing or hand-broken value reads as the defaults. */
export async function readReferralSettings(db: Executor): Promise<ReferralSettings> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return referralSettingsDefaults;
  try {
    const parsed = referralSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : referralSettingsDefaults;
  } catch {
    return referralSettingsDefaults;
  }
}

export async function readAdminReferralSettings(ctx: AppContext): Promise<AdminReferralSettings> {
  return { enabled: await readFlag(ctx.db, 'ENABLE_REFERRAL'), settings: await readReferralSettings(ctx.db) };
}

/** Saves the switch and the rules with one audit row of what changed, together. */
export async function saveReferralSettings(ctx: AppContext, actor: Actor, next: AdminReferralSettings): Promise<AdminReferralSettings> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const before = { enabled: await readFlag(trx, 'ENABLE_REFERRAL'), settings: await readReferralSettings(trx) };
    for (const [key, value] of [
      ['ENABLE_REFERRAL', next.enabled],
      [KEY, next.settings],
    ] as const) {
      const json = JSON.stringify(value);
      await trx
        .insertInto('site_settings')
        .values({ key, value: json, updated_at: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: at }))
        .execute();
    }
    await recordAudit(trx, ctx, actor, { action: 'referral.settings', targetType: 'settings', targetId: null, before, after: next });
  });
  return readAdminReferralSettings(ctx);
}
