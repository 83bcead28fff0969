import type { AccessTokenResponse, MarketingConsent, messageSchema, Profile } from '@snsshop/shared/auth';
import type { Category, Platform, ProviderHealthReport, Service, ServiceUpdate } from '@snsshop/shared/catalog';
import type { Paged } from '@snsshop/shared/admin';
import type { AdminCharge, AdminReceiptList, ChargeHistoryPage, ChargeRequested, UnmatchedDepositItem } from '@snsshop/shared/charges';
import type { Notice, Popup, Qna, RegisterWhere, Setting } from '@snsshop/shared/content';
import type { CouponQuote, MemberCoupon } from '@snsshop/shared/coupons';
import type { Dashboard, MarginReport } from '@snsshop/shared/dashboard';
import type { BonusOffers, MemberTier } from '@snsshop/shared/growth';
import type { LandingReview } from '@snsshop/shared/landing';
import type { ApiKeyResponse, AuthorizeUrl, ChangePasswordResponse, CodeSent, FindIdResponse, ReferralCodeResponse } from '@snsshop/shared/members';
import type { MassOrderPreview, MassOrderResult, Order, ServiceStats } from '@snsshop/shared/orders';
import type { NotificationPreferences, WebhookSettings } from '@snsshop/shared/notifications';
import type { ReferralSummary } from '@snsshop/shared/referrals';
import type { MemberRefunds, ReconciliationDay } from '@snsshop/shared/refunds';
import type { ServiceReviews } from '@snsshop/shared/reviews';
import type { AdminMe, twoFactorEnrolmentSchema } from '@snsshop/shared/staff';
import type { z } from 'zod';
import type { adminApiPaths } from '../config/admin-paths';
import type { contentApiPaths } from '../config/content-api-paths';
import type { landingApiPaths } from '../config/landing-api-paths';
import type { memberApiPaths } from '../config/member-api-paths';
import type { apiPaths } from '../config/paths';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An endpoint the web app calls: its method, its path from config/ (a path with an id is its template), and its success answer. */
interface Endpoint<M extends Method, P extends string, Answer> {
  method: M;
  path: P;
  answer: Answer;
}

/** An answer without a body. */
export type NoBody = null;
/** A plain success answer carrying a sentence (the shared messageSchema). */
type Message = z.infer<typeof messageSchema>;

/**
 * The answers web tests may mock, each typed by packages/shared: a mock answering a path with a body of
 * another shape fails typecheck. An endpoint a test needs and this list lacks is one line here, its path
 * from config/ and its type from the fetcher's schema in features/<f>/api/.
 */
export type Endpoints =
  | Endpoint<'GET', typeof apiPaths.settings, Setting[]>
  | Endpoint<'GET', typeof apiPaths.profile, Profile>
  | Endpoint<'GET', typeof apiPaths.notices, Notice[]>
  | Endpoint<'GET', typeof apiPaths.popups, Popup[]>
  | Endpoint<'GET', typeof apiPaths.platforms, Platform[]>
  | Endpoint<'GET', typeof apiPaths.categories, Category[]>
  | Endpoint<'GET', typeof apiPaths.services | typeof apiPaths.servicesWithWon, Service[]>
  | Endpoint<'GET', typeof contentApiPaths.registerWhere, RegisterWhere[]>
  | Endpoint<'GET', typeof contentApiPaths.qnas, Qna[]>
  | Endpoint<'GET', typeof contentApiPaths.serviceUpdates, ServiceUpdate[]>
  | Endpoint<'GET', typeof landingApiPaths.counters, Record<'inProgress' | 'completedToday' | 'members', number>>
  | Endpoint<'GET', typeof landingApiPaths.bestReviews, LandingReview[]>
  | Endpoint<'POST', typeof memberApiPaths.login, AccessTokenResponse>
  | Endpoint<'POST', typeof memberApiPaths.register, Message>
  | Endpoint<'POST', typeof memberApiPaths.findId, FindIdResponse>
  | Endpoint<'POST', typeof memberApiPaths.findPassword, Message>
  | Endpoint<'POST', typeof memberApiPaths.resetPassword, Message>
  | Endpoint<'POST', typeof memberApiPaths.sendEmailCode, CodeSent>
  | Endpoint<'POST', typeof memberApiPaths.sendPhoneCode, CodeSent>
  | Endpoint<'GET', typeof memberApiPaths.naverAuthorizeUrl, AuthorizeUrl>
  | Endpoint<'GET', typeof memberApiPaths.kakaoAuthorizeUrl, AuthorizeUrl>
  | Endpoint<'POST', typeof memberApiPaths.loginNaver, AccessTokenResponse>
  | Endpoint<'POST', typeof memberApiPaths.loginKakao, AccessTokenResponse>
  | Endpoint<'POST', typeof memberApiPaths.registerNaver, Message>
  | Endpoint<'POST', typeof memberApiPaths.registerKakao, Message>
  | Endpoint<'POST', typeof memberApiPaths.changePassword, ChangePasswordResponse>
  | Endpoint<'POST', typeof memberApiPaths.apiKey, ApiKeyResponse>
  | Endpoint<'POST', typeof memberApiPaths.referralCode, ReferralCodeResponse>
  | Endpoint<'GET', typeof memberApiPaths.referral, ReferralSummary>
  | Endpoint<'GET', typeof memberApiPaths.notificationPreferences, NotificationPreferences>
  | Endpoint<'PUT', typeof memberApiPaths.notificationPreferences, NotificationPreferences>
  | Endpoint<'GET', typeof memberApiPaths.marketingConsent, MarketingConsent>
  | Endpoint<'PUT', typeof memberApiPaths.marketingConsent, MarketingConsent>
  | Endpoint<'GET', typeof memberApiPaths.webhook, WebhookSettings>
  | Endpoint<'DELETE', typeof memberApiPaths.account, Message>
  | Endpoint<'GET', typeof memberApiPaths.tier, MemberTier>
  | Endpoint<'GET', typeof memberApiPaths.serviceStats, ServiceStats[]>
  | Endpoint<'GET', typeof memberApiPaths.reviews, ServiceReviews>
  | Endpoint<'POST', typeof memberApiPaths.couponQuote, CouponQuote>
  | Endpoint<'GET', typeof memberApiPaths.coupons, MemberCoupon[]>
  | Endpoint<'POST', typeof memberApiPaths.order, Order>
  | Endpoint<'POST', typeof memberApiPaths.massOrderPreview, MassOrderPreview>
  | Endpoint<'POST', typeof memberApiPaths.massOrder, MassOrderResult>
  | Endpoint<'GET', typeof memberApiPaths.chargeBonus, BonusOffers>
  | Endpoint<'GET', typeof memberApiPaths.pointHistoryPage, ChargeHistoryPage>
  | Endpoint<'POST', typeof memberApiPaths.pointCharge, ChargeRequested>
  | Endpoint<'GET', typeof memberApiPaths.pointRefunds, MemberRefunds>
  | Endpoint<'GET', typeof adminApiPaths.me, AdminMe>
  | Endpoint<'POST', typeof adminApiPaths.mePassword, ChangePasswordResponse>
  | Endpoint<'POST', typeof adminApiPaths.twoFactorEnrolment, z.infer<typeof twoFactorEnrolmentSchema>>
  | Endpoint<'GET', typeof adminApiPaths.dashboard, Dashboard>
  | Endpoint<'GET', typeof adminApiPaths.charges, Paged<AdminCharge>>
  | Endpoint<'POST', ReturnType<typeof adminApiPaths.chargeApprove>, AdminCharge>
  | Endpoint<'POST', ReturnType<typeof adminApiPaths.chargeReject>, AdminCharge>
  | Endpoint<'GET', typeof adminApiPaths.deposits, UnmatchedDepositItem[]>
  | Endpoint<'GET', typeof adminApiPaths.receipts, AdminReceiptList>
  | Endpoint<'POST', ReturnType<typeof adminApiPaths.receiptRetry>, Message>
  | Endpoint<'GET', typeof adminApiPaths.providerHealth, ProviderHealthReport>
  | Endpoint<'GET', typeof adminApiPaths.margin, MarginReport>
  | Endpoint<'GET', typeof adminApiPaths.reconciliation, ReconciliationDay[]>;

/** The paths a method may be mocked on. */
export type PathOf<M extends Method> = Extract<Endpoints, { method: M }>['path'];

/** The success answer of `method path`: a concrete path (`/rest/service/order/7/cancel`) finds its template. */
export type AnswerOf<M extends Method, P extends string> = Endpoints extends infer E ? (E extends Endpoint<M, infer Pattern, infer Answer> ? (P extends Pattern ? Answer : never) : never) : never;
