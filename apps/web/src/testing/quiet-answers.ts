import type { Profile } from '@snsshop/shared/auth';
import { refundRuleText } from '@snsshop/shared/refunds';
import { adminApiPaths } from '../config/admin-paths';
import { memberApiPaths } from '../config/member-api-paths';
import { apiPaths } from '../config/paths';
import { get, type ApiMock } from './mock-api';
import { shopSettings, type ShopSettingValues } from './shop-settings';

// Answers a screen reads beside what a test is about, each the plain empty one, so a test names only what it is about.

/** The order page's reviews of the picked service: none yet. */
export const noServiceReviews = get(memberApiPaths.reviews, ({ url }) => ({ serviceId: Number(url.searchParams.get('serviceId')), average: null, count: 0, latest: [] }));
/** The member's tier: none, and no next one. */
export const noTier = get(memberApiPaths.tier, { tier: null, next: null });
/** The member's charges on /point: none yet. */
export const noCharges = get(memberApiPaths.pointHistoryPage, { charges: [], counts: { all: 0, byStatus: {} }, next: [] });
/** The charge bonus events running: none. */
export const noBonusOffers = get(memberApiPaths.chargeBonus, { offers: [] });
/** The member's refundable charges and refund requests: none. */
export const noRefunds = get(memberApiPaths.pointRefunds, { rule: refundRuleText, balance: 0, charges: [], requests: [] });
/** The services' start time, speed and completion: none measured yet. */
export const noServiceStats = get(memberApiPaths.serviceStats, []);

/** What every shop screen reads first — the settings (`settings` set on the fixture), an empty catalog, no notices or popups — and the profile. */
export function shopStart(profile: Profile = { id: 'member1', point: 0, apiKey: null }, settings: Partial<ShopSettingValues> = {}): ApiMock[] {
  return [
    get(apiPaths.settings, shopSettings(settings)),
    get(apiPaths.platforms, []),
    get(apiPaths.categories, []),
    get(apiPaths.services, []),
    get(apiPaths.notices, []),
    get(apiPaths.popups, []),
    get(apiPaths.profile, profile),
  ];
}

const noFigures = { revenue: 0, cost: 0, margin: 0, orders: 0 };
/** The console dashboard's margin panel: no sales in the 30 days. */
export const noMargin = get(adminApiPaths.margin, { days: 30, from: '2026-10-22', totals: noFigures, byDay: [], byService: [], byProvider: [], marketing: { bonuses: 0, coupons: 0, referrals: 0, orderDiscounts: 0, total: 0, marginAfter: 0 } });
/** The dashboard's reconciliation line: no day counted yet. */
export const noReconciliation = get(adminApiPaths.reconciliation, []);
/** The dashboard's provider health: no providers, no thresholds. */
export const noProviderHealth = get(adminApiPaths.providerHealth, { settings: { marginFloorPct: 0, lowBalanceWon: 0 }, providers: [] });
