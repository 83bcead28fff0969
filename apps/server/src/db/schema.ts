import type { AnswerProblem, HeldReason } from '@snsshop/shared';
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Column conventions that hold on SQLite and PostgreSQL alike:
 * booleans are integers 0/1, timestamps are ISO-8601 UTC text written by the app's clock,
 * money is whole won in bigint columns; prices per unit are integer 1/10,000,000 won (`*_e7`, the same
 * integer as 1/10,000 won per 1,000 units).
 */
/**
 * Where an order is in fulfilment (services/orders/fulfilment.ts says what each state allows):
 * queued → (link free) → claimed → sending → sent → settled, with due for retries, held for a
 * person, cancel_requested while a forwarded cancel is pending, watching after a forced local cancel.
 */
export type Fulfilment = 'queued' | 'due' | 'claimed' | 'sending' | 'sent' | 'held' | 'cancel_requested' | 'watching' | 'settled';

export interface MembersTable {
  id: Generated<number>;
  login_id: string;
  password_hash: string | null;
  email: string | null;
  phone_number: string | null;
  register_where: string | null;
  referral_code: string | null;
  referred_by: number | null;
  api_key_hash: string | null;
  api_key_enc: string | null;
  point: Generated<number>;
  token_version: Generated<number>;
  role: Generated<string>;
  status: Generated<string>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** the member's tier (member_tiers), recomputed on each credited charge and by the daily sweep; null: none */
  tier_id: Generated<number | null>;
  /** the address the member signed up from (null: before migration 0040, or deleted) */
  signup_ip: Generated<string | null>;
  /** 1: signed up with the e-mail or phone of a deleted member who had been referred (earns a referrer nothing) */
  rejoined: Generated<number>;
}

/** What a member agreed to at sign-up (migration 0055): versions are the texts' effective dates; null for a member from before 0055. */
export interface MemberConsentsTable {
  member_id: number;
  terms_version: string | null;
  terms_agreed_at: string | null;
  privacy_version: string | null;
  privacy_agreed_at: string | null;
  /** 1: agreed to receive marketing; marketing_at is when it was last answered */
  marketing: number;
  marketing_at: string;
}

export interface PointLedgerTable {
  id: Generated<number>;
  member_id: number;
  delta: number;
  balance_after: number;
  kind: string;
  ref_type: string | null;
  ref_id: string | null;
  memo: string | null;
  created_at: string;
}

export interface InquiriesTable {
  id: Generated<number>;
  member_id: number;
  order_id: number | null;
  category: string;
  title: string;
  status: Generated<'open' | 'answered' | 'closed'>;
  assignee_id: number | null;
  /** the member's turn, raised by each member message: one answer per turn is told once */
  round: Generated<number>;
  member_unread: Generated<number>;
  waiting_since: string | null;
  created_at: string;
  updated_at: string;
}

export interface InquiryMessagesTable {
  id: Generated<number>;
  inquiry_id: number;
  author: 'member' | 'staff';
  staff_id: number | null;
  body: string;
  created_at: string;
}

export interface InquiryImagesTable {
  id: Generated<number>;
  inquiry_id: number;
  message_id: number;
  name: string;
  content_type: string;
  size: number;
  data: string;
  created_at: string;
}

export interface InquiryReplyTemplatesTable {
  id: Generated<number>;
  title: string;
  body: string;
  created_at: string;
  updated_at: string;
}

export interface PlatformsTable {
  id: number;
  text: string;
  visible: number;
  background: string;
  sort_order: number;
  /** uploaded icon (/rest/media/…) or null: the built-in glyph */
  icon_url: Generated<string | null>;
}

export interface CategoriesTable {
  id: Generated<number>;
  platform_id: number;
  text: string;
  visible: number;
  sort_order: number;
}

export interface ServicesTable {
  id: Generated<number>;
  category_id: number;
  text: string;
  notice: string;
  min: number;
  max: number;
  unit_price_e7: number;
  is_read_only: number;
  enable_auto: number;
  visible: number;
  sort_order: number;
  created_at: string;
  /** null: the built-in simulated provider */
  provider_id: number | null;
  provider_service_id: string | null;
  /** the provider's rate per 1000 at the last import or sync */
  imported_rate: Generated<string | null>;
  /** markup in 1/100 percent; null: priced by hand only */
  markup_bp: Generated<number | null>;
  /** 1: re-sync never changes the price */
  price_locked: Generated<number>;
  /** 1: re-sync only narrows min/max into the provider's range */
  limits_locked: Generated<number>;
  /** 1: the provider takes `cancel` for this service */
  cancellable: Generated<number>;
  /** 1: a Partial ending places the rest with the next route (services/routing/carry-remainder.ts) */
  reroute_remainder: Generated<number>;
  /** refill (A/S): none | provider (upstream `refill`) | manual (the owner's queue) */
  refill_mode: Generated<RefillMode>;
  refill_days: Generated<number>;
  refill_cap: Generated<number>;
  refill_cooldown_hours: Generated<number>;
  /** 1: Partial orders may be refilled too */
  refill_partial: Generated<number>;
  /** set when the price sync stopped the service (is_read_only 1); the owner resumes it */
  suspend_reason: Generated<string | null>;
  /** the provider's service type in the protocol's spelling (Default, Package, Custom Comments, …); see shared catalog/service-types */
  service_type: Generated<string>;
  /** the type word the provider reported last, when the owner set service_type to another (null: the same) */
  provider_type: Generated<string | null>;
}

export type RefillMode = 'none' | 'provider' | 'manual';
/** Where a refill is: see services/refills/refill-states.ts. */
export type RefillState = 'waiting' | 'sending' | 'held' | 'sent' | 'in_progress' | 'completed' | 'rejected';

export interface RefillsTable {
  id: Generated<number>;
  order_id: number;
  member_id: number;
  service_id: number;
  provider_id: number | null;
  provider_order_id: string | null;
  link_key: string;
  mode: Exclude<RefillMode, 'none'>;
  state: RefillState;
  upstream_refill_id: string | null;
  reason: string | null;
  last_error: string | null;
  attempts: Generated<number>;
  /** 1: an earlier send's outcome is unknown, so the provider may have the refill */
  send_unknown: Generated<number>;
  claim_token: string | null;
  next_check_at: string | null;
  requested_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** One change customers are told about (services/catalog/service-updates.ts). */
/** Each provider service the price sync has seen, for "new upstream services". */
export interface UpstreamServicesTable {
  provider_id: number;
  service: string;
  name: string;
  first_seen_at: string;
  /** when a good read stopped listing it; null while listed */
  gone_at: Generated<string | null>;
}

export interface ServiceUpdatesTable {
  id: Generated<number>;
  service_id: number;
  /** 'price_up' | 'price_down' | 'suspended' | 'resumed' | 'new' */
  kind: string;
  before_e7: number | null;
  after_e7: number | null;
  /** 'owner' | 'import' | 'sync' */
  source: string;
  created_at: string;
}

export interface NoticesTable {
  id: Generated<number>;
  content: string;
  is_top: number;
  bg_color: string;
  visible: number;
  sort_order: number;
  created_at: string;
}

export interface QnasTable {
  id: Generated<number>;
  title: string;
  answer: string;
  visible: number;
  sort_order: number;
}

export interface PopupsTable {
  id: Generated<number>;
  enabled: number;
  image_url: string;
  link_url: string | null;
  sort_order: number;
  created_at: string;
}

export interface SiteSettingsTable {
  key: string;
  /** JSON text: a string, a boolean or a list of numbers. */
  value: string;
  updated_at: string;
}

export interface RegisterWhereOptionsTable {
  id: Generated<number>;
  text: string;
  visible: number;
  sort_order: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface OrdersTable {
  id: Generated<number>;
  member_id: number;
  service_id: number;
  link: string;
  quantity: number;
  unit_price_e7: number;
  /** whole won debited for this order */
  charge: number;
  status: Generated<number>;
  start_count: number | null;
  remains: number | null;
  provider_order_id: string | null;
  dispatch_attempts: Generated<number>;
  next_dispatch_at: string | null;
  created_at: string;
  updated_at: string;
  provider_id: number | null;
  provider_service_id: string | null;
  dispatched_at: string | null;
  next_sync_at: string | null;
  last_error: string | null;
  /** whole won refunded */
  refunded: Generated<number>;
  finished_at: string | null;
  auto_order_id: number | null;
  run_no: number | null;
  /** where the order is in fulfilment: see services/orders/fulfilment.ts */
  fulfilment: Generated<Fulfilment>;
  /** 1: an earlier send's outcome is unknown, so the provider may have the order */
  send_unknown: Generated<number>;
  claim_token: string | null;
  /** provider and link; one order per key at the provider at a time */
  link_key: Generated<string>;
  cancel_requested_at: string | null;
  cancel_requested_by: string | null;
  late_delivered: number | null;
  late_delivery_won: number | null;
  late_delivery_at: string | null;
  /** first In progress or start count reported by the provider (settle-order sets it once) */
  started_at: Generated<string | null>;
  /** the route that accepted the order, or the one being tried before it is sent */
  route_id: Generated<number | null>;
  /** what the provider charged, whole won at the exchange rate of the day; null: not known */
  cost_won: Generated<number | null>;
  /** 1: the owner chose to send it even at a loss */
  cost_guard_waived: Generated<number>;
  /** set on a child order carrying another order's undelivered remainder to the next route */
  parent_order_id: Generated<number | null>;
  /** the type fields the order was placed with (comments, usernames, a subscription's settings), JSON; null for a link + quantity order */
  type_fields: Generated<string | null>;
  /** a subscription's state as its provider last reported it (Active, Paused, Completed, Expired, Canceled); null otherwise */
  sub_state: Generated<string | null>;
  /** a subscription's new posts used so far, as reported */
  sub_posts_used: Generated<number | null>;
  /** a subscription's child order ids at the provider, JSON array */
  sub_child_orders: Generated<string | null>;
  /** why a held order waits; set with the hold, null otherwise */
  held_reason: Generated<HeldReason | null>;
  /** whole won a coupon took off the price; charge is what was paid after it */
  coupon_discount: Generated<number>;
  /** the coupon redemption used on this order (coupon_redemptions.id) */
  coupon_redemption_id: Generated<number | null>;
  /** whole won before any discount; null for orders placed before discounts existed (charge was the list price) */
  list_price: Generated<number | null>;
  /** whole won the member's tier took off list_price */
  tier_discount: Generated<number>;
  /** why the provider's last status answer could not be acted on (AnswerProblem); null once an answer is */
  answer_problem: Generated<AnswerProblem | null>;
  /** that answer in the panel's own words (JSON, cut short), for the owner */
  answer_words: Generated<string | null>;
}

export interface AutoOrdersTable {
  id: Generated<number>;
  member_id: number;
  service_id: number;
  link: string;
  quantity: number;
  runs: number;
  interval_min: number;
  unit_price_e7: number;
  completed: Generated<number>;
  status: Generated<number>;
  next_run_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface ProvidersTable {
  id: Generated<number>;
  name: string;
  base_url: string;
  /** server-side only */
  api_key: string;
  timeout_ms: Generated<number>;
  enabled: Generated<number>;
  created_at: string;
  updated_at: string;
  /** won per 1 unit of the provider's currency, decimal text ('1' = KRW) */
  exchange_rate: Generated<string>;
  /** 1: refuses a second active order for one link (a resend after an unknown outcome is then safe) */
  guards_link: Generated<number>;
  /** the scheduled price sync's last good read of `services` */
  price_synced_at: Generated<string | null>;
  /** a process's lease on the read, or the back-off after a failed one */
  price_sync_until: Generated<string | null>;
  price_sync_error: Generated<string | null>;
}

export interface SimulatedCancelsTable {
  provider_order_id: string;
  cancelled_at: string;
}

export interface AdminAuditTable {
  id: Generated<number>;
  /** null: the command line */
  admin_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface StaffTable {
  member_id: number;
  role: string;
  status: Generated<string>;
  totp_secret_enc: string | null;
  /** a secret shown for enrolment, kept until its first code confirms it */
  totp_pending_enc: string | null;
  totp_enrolled_at: string | null;
  /** the last 30-second step a code was accepted for; only a later step is accepted after it */
  totp_last_step: Generated<number | string>;
  totp_failures: Generated<number>;
  totp_locked_until: string | null;
  /** the Korean day (yyyy-mm-dd) of the last lock and the locks that day: the third holds */
  totp_lock_day: string | null;
  totp_locks_today: Generated<number>;
  /** locked until the owner unlocks (services/staff/two-factor.ts) */
  totp_held_at: string | null;
  /** 1: signs in with the owner's temporary password, which must be replaced before anything else */
  password_temporary: Generated<number>;
  invited_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  member_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface StaffSessionsTable {
  id: string;
  member_id: number;
  device: string;
  ip: string;
  created_at: string;
  last_used_at: string;
  /** when this session last gave a good code (sign-in or step-up) */
  second_factor_at: string | null;
  ended_at: string | null;
}

export interface MediaTable {
  name: string;
  content_type: string;
  /** base64 */
  data: string;
  size: number;
  created_at: string;
}

export interface IdempotencyKeysTable {
  member_id: number;
  key: string;
  request_hash: string;
  response: string | null;
  created_at: string;
}

export interface CouponsTable {
  id: Generated<number>;
  name: string;
  kind: string;
  value_type: string;
  /** points, or a percent */
  value: number;
  max_discount: number | null;
  /** the least order price (order discount) or charge (charge bonus) it applies to */
  min_amount: Generated<number>;
  scope: Generated<string>;
  scope_id: number | null;
  single_use_codes: Generated<number>;
  total_limit: number | null;
  per_member_limit: Generated<number>;
  used_count: Generated<number>;
  /** points given and discounts taken, whole won (the console's cost) */
  given: Generated<number>;
  first_order_only: Generated<number>;
  expires_at: string | null;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CouponCodesTable {
  /** upper-case */
  code: string;
  coupon_id: number;
  /** a single-use code's member, once claimed */
  claimed_by: number | null;
  claimed_at: string | null;
}

export interface CouponRedemptionsTable {
  id: Generated<number>;
  coupon_id: number;
  code: string;
  member_id: number;
  member_use_no: number;
  /** held: waits for the next charge or order; used: gave its points or discount */
  status: 'held' | 'used';
  /** points given or discount taken, whole won (0 while held) */
  value: Generated<number>;
  order_id: number | null;
  charge_id: number | null;
  created_at: string;
  used_at: string | null;
  /** a charge-bonus coupon's charge was reversed (migration 0044) */
  reversed_at: Generated<string | null>;
  clawed_back: Generated<number>;
  /** points the member had already spent when the charge was reversed */
  shortfall: Generated<number>;
}

export interface PointChargesTable {
  id: Generated<number>;
  member_id: number;
  depositor: string;
  point: number;
  /** whole won to transfer: point, or 1.1 × point for a tax invoice with the fee on */
  pay_amount: number;
  fee_type: string;
  /** JSON text of the invoice or cash-receipt details (personal data); null for NONE */
  fee_value: string | null;
  /** PaymentStatus 0 PENDING, 1 SUCCESS, 2 FAIL */
  status: Generated<number>;
  created_at: string;
  expires_at: string;
  responded_at: string | null;
  /** webhook | feed | admin | toss | expiry */
  decided_by: string | null;
  order_number: string;
  match_registered_at: string | null;
  toss_order_id: string | null;
  toss_amount: number | null;
  payment_key: string | null;
}

/** A cash receipt or tax invoice issued through Popbill, or the document reversing one (migration 0039). */
export interface ReceiptDocumentsTable {
  id: Generated<number>;
  charge_id: number;
  /** cash | tax */
  kind: string;
  /** issue | cancel */
  role: string;
  /** income | expense | self | tax */
  purpose: string;
  /** Popbill's document key (MgtKey): the charge number, or it with -C1, -C2 … for reversals */
  mgt_key: string;
  original_id: number | null;
  supply_cost: number;
  tax: number;
  total: number;
  /** 1 when a reversing document takes back everything left of the original */
  whole: Generated<number>;
  /** pending | sending | issued | failed | withdrawn */
  status: Generated<string>;
  claim_token: string | null;
  next_attempt_at: string;
  attempts: Generated<number>;
  /** 1 after an attempt without a usable answer: ask Popbill about the key before issuing again */
  outcome_unknown: Generated<number>;
  last_error: string | null;
  confirm_num: string | null;
  trade_date: string | null;
  deadline_at: string;
  created_at: string;
  issued_at: string | null;
  /** the staff member who recorded it as issued at 홈택스 (migration 0056); null when Popbill issued it */
  recorded_by: number | null;
}

/** Refund requests (migration 0037). */
export interface RefundRequestsTable {
  id: Generated<number>;
  member_id: number;
  charge_id: number;
  points: number;
  amount: number;
  /** requested | approved | cancelling | cancel_unknown | sent | rejected */
  state: string;
  email: string | null;
  holder: string | null;
  bank: string;
  account_enc: string | null;
  account_masked: string;
  reject_reason: string | null;
  transfer_date: string | null;
  toss_attempt: Generated<number>;
  last_error: string | null;
  requested_at: string;
  decided_at: string | null;
  finished_at: string | null;
  updated_at: string;
}

/** The daily reconciliation (migration 0038). */
export interface ReconciliationDaysTable {
  day: string;
  figures: string;
  differences: string;
  ok: number;
  checked_at: string;
  claimed_until: string | null;
}

export interface UnmatchedDepositsTable {
  id: Generated<number>;
  source: string;
  trace_id: string;
  amount: number;
  depositor: string;
  deposited_at: string;
  reason: string;
  charge_id: number | null;
  /** waiting | resolved */
  status: Generated<string>;
  created_at: string;
  resolved_at: string | null;
  note: string | null;
}

export interface WebhookEventsTable {
  source: string;
  trace_id: string;
  outcome: string;
  created_at: string;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  /** 'email' | 'phone' */
  channel: string;
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  /** 'email' | 'sms' */
  channel: string;
  target: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/** Member notifications, written with the change that caused them (migration 0012). */
export interface NotificationsTable {
  id: Generated<number>;
  /** unique: one row per event, e.g. 'order:123:completed' */
  event_key: string;
  event: string;
  member_id: number | null;
  phone: string | null;
  email: string | null;
  /** JSON text of the template's variables */
  vars: string;
  /** pending | sending | sent | failed | unknown | skipped */
  status: Generated<string>;
  /** alimtalk | sms | email | outbox: the channel of the current or last attempt */
  channel: string | null;
  /** comma list of channels given up on (refused, or outcome unknown) */
  tried: Generated<string>;
  channel_attempts: Generated<number>;
  attempts: Generated<number>;
  /** 1 from just before a send until its outcome is written: after a crash, the outcome is unknown */
  in_flight: Generated<number>;
  claim_token: string | null;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

export interface NotificationPreferencesTable {
  member_id: number;
  event: string;
  enabled: number;
  updated_at: string;
}

export interface OwnerAlertsTable {
  id: Generated<number>;
  /** deposit.unmatched | charge.awaiting | orders.held | orders.stuck */
  kind: string;
  event_key: string;
  line: string;
  /** the digest notification's key once it went out in one */
  digest_key: string | null;
  created_at: string;
}

export interface MemberWebhooksTable {
  member_id: number;
  url: string;
  /** AES-256-GCM, like the API key: shown once, needed again to sign */
  secret_enc: string;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  member_id: number;
  /** unique: 'order:123:status:2' */
  event_key: string;
  order_id: number;
  /** the exact JSON text POSTed (and signed) */
  body: string;
  /** pending | sending | sent | failed */
  status: Generated<string>;
  attempts: Generated<number>;
  claim_token: string | null;
  next_attempt_at: string;
  last_error: string | null;
  response_status: number | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

export interface NotificationSettingsTable {
  /** OWNER_PHONE | OWNER_EMAIL | TELEGRAM_BOT_TOKEN | TELEGRAM_CHAT_ID */
  key: string;
  value: string;
  updated_at: string;
}

export interface NotificationTemplatesTable {
  event: string;
  template_id: Generated<string>;
  text: string;
  updated_at: string;
}

export interface MemberIdentitiesTable {
  /** 'naver' | 'kakao' */
  provider: string;
  subject: string;
  member_id: number;
  created_at: string;
}

export interface PasswordResetsTable {
  jti: string;
  member_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  login_id: string;
  ip: string;
  ok: number;
  created_at: string;
}

export interface RateEventsTable {
  id: Generated<number>;
  bucket: string;
  key: string;
  created_at: string;
}

/** db/rate-counters.ts: one row per counted window; s0…s12 hold its slots' counts. */
export type RateCountersTable = {
  bucket: string;
  key: string;
  window_ms: number;
  last_slot: number;
  until_ms: number;
  ok: number;
  /** the sum of the slots (migration 0047) */
  total: number;
  /** the oldest slot holding an event; meaningless when total is 0 */
  oldest_slot: number;
} & { [slot: `s${number}`]: number };

/** How many member rows there are (migration 0048): one row, id 1, kept by triggers on members. */
export interface MemberTotalTable {
  id: number;
  n: number;
}

/** routes/service/catalog-cache.ts: bumped with every edit of what the public catalog answers show */
export interface CatalogVersionTable {
  id: number;
  version: number;
}

/** Per-service figures from the shop's own orders (services/orders/service-stats.ts); null: too few samples. */
export interface ServiceStatsTable {
  service_id: number;
  start_median_sec: number | null;
  start_samples: Generated<number>;
  per_1000_sec: number | null;
  speed_samples: Generated<number>;
  completion_pct: number | null;
  rate_samples: Generated<number>;
  refreshed_at: string | null;
  refresh_at: string;
}

/** One way to fulfil a service; a service's routes are tried in `position` order (services/routing). */
export interface ServiceRoutesTable {
  id: Generated<number>;
  service_id: number;
  position: number;
  /** null: the built-in simulated provider */
  provider_id: number | null;
  provider_service_id: string | null;
  enabled: number;
  /** the provider's rate per 1000 in its currency, decimal text */
  rate: string | null;
  /** per unit in 1/10,000,000 won, like unit_price_e7; null: unknown */
  cost_e7: number | null;
  created_at: string;
  updated_at: string;
  /** when the provider's `services` stopped listing it (the price sync); null: listed */
  vanished_at: Generated<string | null>;
}

/** A provider's circuit breaker, shared by every process: closed → open (cool-down) → trial → closed or open. */
export interface ProviderCircuitsTable {
  provider_id: number;
  failures: Generated<number>;
  state: Generated<'closed' | 'open' | 'trial'>;
  open_until: string | null;
  trial_until: string | null;
  opened_at: string | null;
  updated_at: string;
}

/** One call to a provider's `add`: what the health table counts. */
export interface ProviderSendsTable {
  id: Generated<number>;
  provider_id: number | null;
  order_id: number;
  outcome: 'ok' | 'refused' | 'unknown';
  latency_ms: number;
  error: string | null;
  created_at: string;
}

/** Daily rollups of the orders (migration 0025, db/rollup-sql.ts); provider_id 0: the built-in simulated provider. */
export interface OrderDayRollupsTable {
  day: string;
  service_id: number;
  provider_id: number;
  charge: number;
  refunded: number;
  cost: number;
  orders: number;
  all_rows: number;
}
export interface OrderRollupDeltasTable extends OrderDayRollupsTable {
  id: Generated<number>;
  status: number;
  /** migration 0050: the order's member (null for a delta written before it) */
  member_id: number | null;
}
export interface OrderStatusRollupsTable {
  status: number;
  n: number;
}
export interface LedgerDayRollupsTable {
  day: string;
  kind: string;
  total: number;
  n: number;
}
export interface LedgerRollupDeltasTable extends LedgerDayRollupsTable {
  id: Generated<number>;
  /** migration 0050: the ledger row's member (null for a delta written before it) */
  member_id: number | null;
}
/** A member's own orders (children left out) by status (migration 0050). */
export interface MemberOrderTotalsTable {
  member_id: number;
  status: number;
  orders: number;
}
/** A member's ledger sums by kind: charge, order, refund (migration 0050). */
export interface MemberLedgerTotalsTable {
  member_id: number;
  kind: string;
  total: number;
}

export type BonusKind = 'percent' | 'fixed';
export type BonusPerMember = 'every' | 'once' | 'period';

export interface ChargeBonusRulesTable {
  id: Generated<number>;
  name: string;
  kind: BonusKind;
  /** percent of the charge, or points */
  amount: number;
  min_charge: Generated<number>;
  max_bonus: number | null;
  first_charge_only: Generated<number>;
  per_member: Generated<BonusPerMember>;
  period_days: number | null;
  starts_at: string | null;
  ends_at: string | null;
  enabled: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A cancel made at Toss itself of a credited payment, taken back once (services/charges/settle-toss-cancel.ts). */
export interface TossCancelsTable {
  id: Generated<number>;
  charge_id: number;
  member_id: number;
  transaction_key: string;
  /** won Toss cancelled */
  amount: number;
  /** the charge's points that amount stands for */
  points: number;
  /** points taken back; shortfall: already spent, kept for the owner */
  taken: Generated<number>;
  shortfall: Generated<number>;
  canceled_at: string | null;
  created_at: string;
}

export interface ChargeBonusesTable {
  charge_id: number;
  member_id: number;
  rule_id: number;
  /** with (member_id, rule_id) unique: the charge id, 'once', or the period's number */
  use_key: string;
  charge_points: number;
  points: number;
  clawed_back: Generated<number>;
  /** bonus points the member had already spent when the charge was reversed */
  shortfall: Generated<number>;
  created_at: string;
  reversed_at: string | null;
}

export interface MemberTiersTable {
  id: Generated<number>;
  name: string;
  color: string;
  threshold: number;
  /** trailing days of credited charges counted; null: lifetime */
  window_days: number | null;
  discount_pct: number;
  created_at: string;
  updated_at: string;
}

export interface TierChargesTable {
  charge_id: number;
  member_id: number;
  points: number;
  reversed: Generated<number>;
  credited_at: string;
}

export type ReferralStatus = 'rewarded' | 'refused' | 'clawed_back';

export interface ReferralsTable {
  referee_id: number;
  referrer_id: number;
  /** the referee's first credited charge */
  charge_id: number;
  status: ReferralStatus;
  /** why a refusal (ReferralRefusal), null when rewarded */
  reason: string | null;
  charge_points: number;
  referrer_points: Generated<number>;
  referee_points: Generated<number>;
  /** Korean month of the credit, 'YYYY-MM' (the owner's monthly cap) */
  month: string;
  created_at: string;
  clawed_back_points: Generated<number>;
  /** points a clawback could not take back (already spent) */
  shortfall: Generated<number>;
  clawed_back_at: Generated<string | null>;
}

export interface FormerMemberMarksTable {
  mark: string;
  created_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  order_id: number;
  member_id: number;
  service_id: number;
  rating: number;
  body: string;
  reply: Generated<string | null>;
  replied_at: Generated<string | null>;
  hidden: Generated<number>;
  hidden_reason: Generated<string | null>;
  created_at: string;
}

export interface DB {
  coupons: CouponsTable;
  coupon_codes: CouponCodesTable;
  coupon_redemptions: CouponRedemptionsTable;
  charge_bonus_rules: ChargeBonusRulesTable;
  charge_bonuses: ChargeBonusesTable;
  member_tiers: MemberTiersTable;
  tier_charges: TierChargesTable;
  referrals: ReferralsTable;
  former_member_marks: FormerMemberMarksTable;
  reviews: ReviewsTable;
  order_day_rollups: OrderDayRollupsTable;
  order_rollup_deltas: OrderRollupDeltasTable;
  order_status_rollups: OrderStatusRollupsTable;
  ledger_day_rollups: LedgerDayRollupsTable;
  ledger_rollup_deltas: LedgerRollupDeltasTable;
  service_routes: ServiceRoutesTable;
  provider_circuits: ProviderCircuitsTable;
  provider_sends: ProviderSendsTable;
  admin_audit: AdminAuditTable;
  staff: StaffTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  media: MediaTable;
  auto_orders: AutoOrdersTable;
  simulated_cancels: SimulatedCancelsTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_templates: NotificationTemplatesTable;
  owner_alerts: OwnerAlertsTable;
  notification_settings: NotificationSettingsTable;
  member_webhooks: MemberWebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  member_identities: MemberIdentitiesTable;
  password_resets: PasswordResetsTable;
  login_attempts: LoginAttemptsTable;
  rate_events: RateEventsTable;
  rate_counters: RateCountersTable;
  member_total: MemberTotalTable;
  member_order_totals: MemberOrderTotalsTable;
  member_ledger_totals: MemberLedgerTotalsTable;
  point_charges: PointChargesTable;
  toss_cancels: TossCancelsTable;
  receipt_documents: ReceiptDocumentsTable;
  refund_requests: RefundRequestsTable;
  reconciliation_days: ReconciliationDaysTable;
  unmatched_deposits: UnmatchedDepositsTable;
  webhook_events: WebhookEventsTable;
  providers: ProvidersTable;
  orders: OrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  members: MembersTable;
  member_consents: MemberConsentsTable;
  point_ledger: PointLedgerTable;
  platforms: PlatformsTable;
  categories: CategoriesTable;
  services: ServicesTable;
  notices: NoticesTable;
  qnas: QnasTable;
  popups: PopupsTable;
  site_settings: SiteSettingsTable;
  service_updates: ServiceUpdatesTable;
  upstream_services: UpstreamServicesTable;
  register_where_options: RegisterWhereOptionsTable;
  app_meta: AppMetaTable;
  catalog_version: CatalogVersionTable;
  service_stats: ServiceStatsTable;
  refills: RefillsTable;
  inquiries: InquiriesTable;
  inquiry_messages: InquiryMessagesTable;
  inquiry_images: InquiryImagesTable;
  inquiry_reply_templates: InquiryReplyTemplatesTable;
}

export type Member = Selectable<MembersTable>;
export type NewService = Insertable<ServicesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type AutoOrderRow = Selectable<AutoOrdersTable>;
export type PointChargeRow = Selectable<PointChargesTable>;
export type ReceiptDocumentRow = Selectable<ReceiptDocumentsTable>;
export type RefundRequestRow = Selectable<RefundRequestsTable>;
export type CouponRow = Selectable<CouponsTable>;
export type UnmatchedDepositRow = Selectable<UnmatchedDepositsTable>;
export type RefillRow = Selectable<RefillsTable>;
