import { legalVersions, type MarketingConsent, type MemberConsents } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';

/** The consents a sign-up body carries; the schema has already refused a body without the two required ones. */
export interface SignUpConsents {
  agreeMarketing: boolean;
}

/**
 * Records what the new member agreed to, in the transaction that creates them, with the versions of the
 * texts the shop serves now (docs/storefront-rules.md §5): no member exists without their consents.
 */
export async function recordConsents(trx: Executor, ctx: AppContext, memberId: number, consents: SignUpConsents): Promise<void> {
  const at = isoNow(ctx.clock);
  await trx
    .insertInto('member_consents')
    .values({
      member_id: memberId,
      terms_version: legalVersions.terms,
      terms_agreed_at: at,
      privacy_version: legalVersions.privacy,
      privacy_agreed_at: at,
      marketing: consents.agreeMarketing ? 1 : 0,
      marketing_at: at,
    })
    .execute();
}

/** The member's consents for the console; null for a member who signed up before they were recorded. */
export async function readConsents(db: Executor, memberId: number): Promise<MemberConsents | null> {
  const row = await db.selectFrom('member_consents').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return null;
  return {
    termsVersion: row.terms_version,
    termsAgreedAt: row.terms_agreed_at,
    privacyVersion: row.privacy_version,
    privacyAgreedAt: row.privacy_agreed_at,
    marketing: row.marketing === 1,
    marketingAt: row.marketing_at,
  };
}

export async function getMarketingConsent(ctx: AppContext, memberId: number): Promise<MarketingConsent> {
  const row = await ctx.db.selectFrom('member_consents').select(['marketing', 'marketing_at']).where('member_id', '=', memberId).executeTakeFirst();
  return { marketing: row?.marketing === 1, at: row?.marketing_at ?? null };
}

/**
 * The member changes their marketing answer in /account; its time is kept with it. A member from before
 * consents were kept gets a row holding only this answer.
 */
export async function setMarketingConsent(ctx: AppContext, memberId: number, marketing: boolean): Promise<MarketingConsent> {
  const at = isoNow(ctx.clock);
  const answer = { marketing: marketing ? 1 : 0, marketing_at: at };
  await ctx.db
    .insertInto('member_consents')
    .values({ member_id: memberId, terms_version: null, terms_agreed_at: null, privacy_version: null, privacy_agreed_at: null, ...answer })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(answer))
    .execute();
  return { marketing, at };
}
