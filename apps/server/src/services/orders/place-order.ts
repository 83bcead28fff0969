import crypto from 'node:crypto';
import {
  AutoOrderStatus,
  couponMessages,
  DEFAULT_MAX_SUBSCRIPTION_POSTS,
  formatCentiWon,
  isAutoOrder,
  isSellableServiceType,
  keptQuote,
  linkError,
  msg,
  orderRuleError,
  OrderStatus,
  quoteOrder,
  readChildOrders,
  readStoredTypeFields,
  readTypeFields,
  serviceTypeRule,
  subscriptionSize,
  type Order,
  type orderBodySchema,
  type PriceChangedData,
  type Quote,
  type StoredTypeFields,
} from '@snsshop/shared';
import { sql, type QueryCreator, type QueryResult, type SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import { sessionStillValid, type SessionClaims } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { isUniqueViolation, onPostgres, type Executor, type Trx } from '../../db/database.js';
import { inGroupCommit } from '../../db/group-commit.js';
import { fastGuardedTake, finishGuardedTake, guardedTakeSql, pairArgNames, pairArgsOf, pruneCounters, smallTakeMayCount, takeGuarded, wholeGuardedTaken, type CounterSpec, type FastRow, type GuardedTake, type PairArgs, type SmallStep, type TakeRow } from '../../db/rate-counters.js';
import { PRUNE_SHARE } from '../../db/rate-store.js';
import { koreanDayOf } from '../../db/query-helpers.js';
import type { DB, Fulfilment, OrderRow } from '../../db/schema.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { wholeNumberSetting } from '../../lib/whole-number-setting.js';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.js';
import { attachOrderCoupon, orderCoupon, useOrderCoupon, type AppliedCoupon } from '../coupons/order-coupon.js';
import { quoteTier } from '../growth/quote-tier.js';
import { applyPointChange, applyPointChanges, guardedMove, InsufficientPointsError, ledgerRowBeside, type PointChange } from '../points/apply-point-change.js';
import { memberCanCancel } from './cancel-order.js';
import { linkHeld, linkKey, linkKeySql } from './fulfilment.js';

export type OrderInput = z.output<typeof orderBodySchema>;

/** The columns the member's view of an order is made from. */
const ORDER_VIEW_COLUMNS = ['id', 'created_at', 'service_id', 'link', 'charge', 'refunded', 'quantity', 'status', 'start_count', 'remains', 'fulfilment', 'send_unknown', 'type_fields', 'unit_price_centi', 'list_price', 'tier_discount', 'coupon_discount'] as const;
/** The type's columns are optional: a row read without them shows as a link + quantity order. */
type OrderViewRow = Pick<OrderRow, Exclude<(typeof ORDER_VIEW_COLUMNS)[number], 'type_fields'>> & Partial<Pick<OrderRow, 'type_fields' | 'sub_state' | 'sub_posts_used' | 'sub_child_orders'>>;

/** The type, fields and (for a subscription) progress of an order, as the member's view shows them. */
function typeView(row: OrderViewRow): Pick<Order, 'serviceType' | 'fields' | 'subscription'> {
  const stored = readStoredTypeFields(row.type_fields);
  if (!stored) return {};
  if (stored.type !== 'Subscriptions') return { serviceType: stored.type, fields: stored.fields };
  const { posts } = subscriptionSize(stored.fields);
  return {
    serviceType: stored.type,
    fields: stored.fields,
    subscription: { state: row.sub_state ?? null, postsUsed: row.sub_posts_used ?? 0, posts, childOrders: readChildOrders(row.sub_child_orders), expiry: stored.fields.expiry ?? null },
  };
}

/** The price an order kept (list price, discounts, charge), as quoteOrder worked it out when it was placed. */
export const priceOf = (row: Pick<OrderRow, 'quantity' | 'unit_price_centi' | 'charge' | 'list_price' | 'tier_discount' | 'coupon_discount'>): Quote =>
  keptQuote({ units: row.quantity, unitPriceCenti: Number(row.unit_price_centi), charge: Number(row.charge), listPrice: row.list_price === null ? null : Number(row.list_price), tierDiscount: Number(row.tier_discount), couponDiscount: Number(row.coupon_discount) });

/**
 * The member's view of an order; `serviceCancellable` is whether its provider takes cancel once sent.
 * `quote`: the price as it was just worked out (with why each discount), on the answer that placed it.
 */
export function toOrder(row: OrderViewRow, serviceCancellable = false, quote?: Quote): Order {
  return {
    id: row.id,
    createdAt: row.created_at,
    serviceId: row.service_id,
    link: row.link,
    point: Number(row.charge),
    price: quote ?? priceOf(row),
    refunded: Number(row.refunded),
    amount: row.quantity,
    status: row.status,
    startCount: row.start_count,
    remains: row.remains,
    canCancel: memberCanCancel(row, serviceCancellable),
    // only while the provider's answer is awaited; a finished order shows its final status instead
    cancelRequested: row.fulfilment === 'cancel_requested',
    ...typeView(row),
  };
}

/**
 * Everything an order checks before it writes, in one query (each round trip counts on PostgreSQL):
 * the member (for a session: still active, same token version; for an API key: still active, same key), the service and its category
 * (visible), the "services paused" flag, whether an unsettled order or a refill in flight already
 * holds the link at the service's provider (linkKey, written in SQL), and whether the member's own
 * one-off order for this service and link is still running.
 */
interface ContextArgs {
  memberId: number;
  serviceId: number;
  link: string;
}
const contextNames = ['memberId', 'serviceId', 'link'] as const;
const orderContextQuery = (db: QueryCreator<DB>, { memberId, serviceId, link }: ContextArgs) =>
  db
    .selectFrom('members')
    // the member's tier discount, in the same read (growth/tiers.ts keeps members.tier_id)
    .leftJoin('member_tiers', 'member_tiers.id', 'members.tier_id')
    .leftJoin('services', (j) => j.on('services.id', '=', serviceId).on('services.visible', '=', 1))
    .leftJoin('categories', (j) => j.onRef('categories.id', '=', 'services.category_id').on('categories.visible', '=', 1))
    .select([
      'members.status',
      'members.token_version',
      'members.api_key_hash',
      'member_tiers.discount_pct as tier_pct',
      'member_tiers.name as tier_name',
      'services.id as service_id',
      'services.min',
      'services.max',
      'services.unit_price_centi',
      'services.is_read_only',
      'services.enable_auto',
      'services.provider_id',
      'services.provider_service_id',
      'services.service_type',
      'categories.id as category_id',
      (eb) => eb.selectFrom('site_settings').select('value').where('key', '=', 'ENABLE_SERVICE_CHECK').as('service_check'),
      (eb) => eb.selectFrom('site_settings').select('value').where('key', '=', 'MAX_SUBSCRIPTION_POSTS').as('max_posts'),
      linkHeld(linkKeySql(sql.ref('services.provider_id'), link)).as('link_held'),
      // the member's own one-off order for this service and link still running (orders_member_active_link;
      // its predicate written out, not bound, so both databases use that partial index)
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('orders as own')
              .select('own.id')
              .where('own.member_id', '=', memberId)
              .where('own.service_id', '=', serviceId)
              .where('own.link', '=', link)
              .where(sql<boolean>`own.status IN (0, 1, 4) AND own.auto_order_id IS NULL AND own.parent_order_id IS NULL`),
          )
          .as('own_running'),
    ])
    .where('members.id', '=', memberId);
/** The row the checks read (orderContextQuery; none when the member does not exist). */
type OrderContext = Awaited<ReturnType<ReturnType<typeof orderContextQuery>['executeTakeFirstOrThrow']>>;

/**
 * The columns of OrderContext that the checks read of the member (checkMember, the tier discount) and
 * of the service (with its category and the shop's settings): what a process may keep between two
 * orders. The link's own columns (link_held, own_running) are read by every order.
 */
const MEMBER_FACTS = ['status', 'token_version', 'api_key_hash', 'tier_pct', 'tier_name'] as const;
const SERVICE_FACTS = ['service_id', 'min', 'max', 'unit_price_centi', 'is_read_only', 'enable_auto', 'provider_id', 'provider_service_id', 'service_type', 'category_id', 'service_check', 'max_posts'] as const;
type MemberFacts = Pick<OrderContext, (typeof MEMBER_FACTS)[number]>;
type ServiceFacts = Pick<OrderContext, (typeof SERVICE_FACTS)[number]>;
// Every column of OrderContext is a fact or the link's: a column added to the checks' read and left
// out of the facts would let a kept value decide unchecked (a type error here names it).
type Unkept = Exclude<keyof OrderContext, keyof MemberFacts | keyof ServiceFacts | 'link_held' | 'own_running'>;
const everyColumnKept: [Unkept] extends [never] ? true : Unkept = true;
void everyColumnKept;

/** PostgreSQL: a digest of one side's facts as the statement reads them (`c`, orderContextQuery), so a kept copy is checked by one value. */
const factsDigest = (columns: readonly string[]) => sql<string>`md5(row(${sql.join(columns.map((c) => sql.ref(`c.${c}`)))})::text)`;

/**
 * The checks' read. On PostgreSQL it also answers the digests of the member's and the service's facts
 * (member_facts, service_facts) that a paid order's statement checks a kept copy against (paidOrderStatement).
 */
const orderContext = compiledOnce(contextNames, (db, args: ContextArgs) => {
  if (!onPostgres(db)) return orderContextQuery(db, args).select([sql<string | null>`null`.as('member_facts'), sql<string | null>`null`.as('service_facts')]);
  const columns = [...MEMBER_FACTS, ...SERVICE_FACTS, 'link_held', 'own_running'] as const;
  return db
    .selectFrom(orderContextQuery(db, args).as('c'))
    .select(columns.map((c) => `c.${c}` as const))
    .select([factsDigest(MEMBER_FACTS).as('member_facts'), factsDigest(SERVICE_FACTS).as('service_facts')]);
});

interface KeptFacts {
  members: Map<number, { facts: MemberFacts; digest: string }>;
  services: Map<number, { facts: ServiceFacts; digest: string }>;
}
const keptFacts = new WeakMap<AppContext, KeptFacts>();
/** At most this many members' (and services') facts are kept per process; past it the map starts again. */
const MAX_KEPT_FACTS = 20_000;

/** Keeps what a PostgreSQL read of the checks found, for the member's next order (knownContext). */
function keepFacts(ctx: AppContext, memberId: number, found: Awaited<ReturnType<typeof orderContext>>['rows'][number] | undefined): void {
  if (!found?.member_facts || !found.service_facts || found.service_id === null) return;
  let kept = keptFacts.get(ctx);
  if (!kept) keptFacts.set(ctx, (kept = { members: new Map(), services: new Map() }));
  if (kept.members.size >= MAX_KEPT_FACTS) kept.members.clear();
  if (kept.services.size >= MAX_KEPT_FACTS) kept.services.clear();
  kept.members.set(memberId, { facts: { status: found.status, token_version: found.token_version, api_key_hash: found.api_key_hash, tier_pct: found.tier_pct, tier_name: found.tier_name }, digest: found.member_facts });
  const { service_id, min, max, unit_price_centi, is_read_only, enable_auto, provider_id, provider_service_id, service_type, category_id, service_check, max_posts } = found;
  kept.services.set(service_id, { facts: { service_id, min, max, unit_price_centi, is_read_only, enable_auto, provider_id, provider_service_id, service_type, category_id, service_check, max_posts }, digest: found.service_facts });
}

/** The checks' row as this process last read it for this member and service, the link's columns unknown (taken as free); undefined when either is not kept. */
function knownContext(ctx: AppContext, memberId: number, serviceId: number): { found: OrderContext; memberFacts: string; serviceFacts: string } | undefined {
  const kept = keptFacts.get(ctx);
  const member = kept?.members.get(memberId);
  const service = kept?.services.get(serviceId);
  if (!member || !service) return undefined;
  // Object.assign, not spreads: on Node 20 each property a second spread adds costs about 1 µs
  const found: OrderContext = Object.assign({}, member.facts, service.facts, { link_held: false, own_running: false });
  return { found, memberFacts: member.digest, serviceFacts: service.digest };
}

export interface PaidOrder {
  memberId: number;
  serviceId: number;
  link: string;
  quantity: number;
  /** the price, worked out once (quoteOrder) and kept as it is */
  quote: Quote;
  providerId: number | null;
  providerServiceId: string | null;
  at: string;
  autoOrderId?: number;
  runNo?: number;
  /** orders.type_fields (JSON of StoredTypeFields); absent for a link + quantity order */
  typeFields?: string | null;
}

interface NewOrder {
  memberId: number;
  serviceId: number;
  link: string;
  quantity: number;
  unitPriceCenti: number;
  charge: number;
  listPrice: number;
  tierDiscount: number;
  couponDiscount: number;
  status: number;
  fulfilment: Fulfilment;
  linkKey: string;
  providerId: number | null;
  providerServiceId: string | null;
  at: string;
  autoOrderId: number | null;
  runNo: number | null;
  typeFields: string | null;
}

const orderValues = (o: NewOrder) => ({
  member_id: o.memberId,
  service_id: o.serviceId,
  link: o.link,
  quantity: o.quantity,
  unit_price_centi: o.unitPriceCenti,
  charge: o.charge,
  list_price: o.listPrice,
  tier_discount: o.tierDiscount,
  coupon_discount: o.couponDiscount,
  status: o.status,
  fulfilment: o.fulfilment,
  link_key: o.linkKey,
  start_count: null,
  remains: null,
  provider_order_id: null,
  provider_id: o.providerId,
  provider_service_id: o.providerServiceId,
  next_dispatch_at: o.at,
  auto_order_id: o.autoOrderId,
  run_no: o.runNo,
  type_fields: o.typeFields,
  created_at: o.at,
  updated_at: o.at,
});

const insertOrder = compiledOnce(
  ['memberId', 'serviceId', 'link', 'quantity', 'unitPriceCenti', 'charge', 'listPrice', 'tierDiscount', 'couponDiscount', 'status', 'fulfilment', 'linkKey', 'providerId', 'providerServiceId', 'at', 'autoOrderId', 'runNo', 'typeFields'],
  (db, o: NewOrder) => db.insertInto('orders').values(orderValues(o)).returningAll(),
);

/**
 * The link queue: while an order not yet settled or a refill in flight holds the order's provider
 * and link (`busy`), the new one waits (대기 중) and dispatch sends it when the link is free, in
 * placement order.
 */
function newOrder(o: PaidOrder, busy: boolean): NewOrder {
  return {
    memberId: o.memberId,
    serviceId: o.serviceId,
    link: o.link,
    quantity: o.quantity,
    unitPriceCenti: o.quote.unitPriceCenti,
    charge: o.quote.charge,
    listPrice: o.quote.listPrice,
    tierDiscount: o.quote.tierDiscount,
    couponDiscount: o.quote.couponDiscount,
    status: busy ? OrderStatus.PROCESSING : OrderStatus.PENDING,
    fulfilment: busy ? 'queued' : 'due',
    linkKey: linkKey(o.providerId, o.link),
    providerId: o.providerId,
    providerServiceId: o.providerServiceId,
    at: o.at,
    autoOrderId: o.autoOrderId ?? null,
    runNo: o.runNo ?? null,
    typeFields: o.typeFields ?? null,
  };
}

const orderDebit = (n: NewOrder, orderId: number): PointChange => ({ memberId: n.memberId, delta: -n.charge, kind: 'order', refType: 'order', refId: orderId, at: n.at });

/** A paid order's row and the balance after its debit (null: nothing was charged). */
export interface PaidOrderRow {
  row: OrderRow;
  balance: number | null;
}

/**
 * The order row and its debit, in the caller's transaction: what a one-off order and every run of
 * an auto-order have in common. Throws InsufficientPointsError (nothing kept once the trx rolls back).
 * `linkBusy`: whether the link queue holds the link (placeOrder and an auto-order's run ask in the
 * query that read their facts; without it, asked here).
 */
export async function insertPaidOrder(trx: Trx, o: PaidOrder, linkBusy?: boolean): Promise<PaidOrderRow> {
  const busy = linkBusy ?? Boolean((await trx.selectNoFrom(linkHeld(sql.val(linkKey(o.providerId, o.link))).as('held')).executeTakeFirstOrThrow()).held);
  const n = newOrder(o, busy);
  const [row] = (await insertOrder(trx, n)).rows as [OrderRow];
  return { row, balance: n.charge > 0 ? await applyPointChange(trx, orderDebit(n, row.id)) : null };
}

/**
 * insertPaidOrder for many orders in one INSERT and one balance move (applyPointChanges): all are
 * written and paid, or — when any member cannot pay — none (InsufficientPointsError). Answers the
 * rows in the order given. `lockRows`: PostgreSQL (see applyPointChanges).
 */
export async function insertPaidOrders(trx: Trx, list: readonly { order: PaidOrder; linkBusy: boolean }[], lockRows: boolean): Promise<PaidOrderRow[]> {
  if (list.length <= 1) return list.length === 0 ? [] : [await insertPaidOrder(trx, list[0]!.order, list[0]!.linkBusy)];
  const news = list.map((x) => newOrder(x.order, x.linkBusy));
  // ids are handed out in the VALUES' order on both databases; RETURNING's order is not promised
  const rows = (await trx.insertInto('orders').values(news.map(orderValues)).returningAll().execute()).sort((a, b) => a.id - b.id);
  const paid = news.flatMap((n, i) => (n.charge > 0 ? [orderDebit(n, rows[i]!.id)] : []));
  const balances = await applyPointChanges(trx, paid, lockRows);
  let next = 0;
  return rows.map((row, i) => ({ row, balance: news[i]!.charge > 0 ? balances[next++]! : null }));
}

/** Who places the order, checked in the order's own read: a member's session, or the lookup hash of an API key. */
export type OrderCaller = SessionClaims | { apiKeyHash: string };

/** The member behind a session is still signed in (active, same token version), or the API key still theirs: 401 otherwise. */
function checkMember(found: OrderContext | undefined, caller: OrderCaller | undefined): OrderContext {
  if (caller && 'apiKeyHash' in caller) {
    if (!found || found.status !== 'active' || found.api_key_hash !== caller.apiKeyHash) throw unauthorized(msg.customerApi.invalidKey);
  } else if (!found || (caller && !sessionStillValid(found, caller))) throw unauthorized(msg.common.unauthorized);
  return found;
}

/**
 * The link the order is for: the one sent, or — for a type that takes no link (a subscription) —
 * the account it names, so that the link queue and the member's one-running-order rule hold per account.
 */
export function orderLink(input: Pick<OrderInput, 'link' | 'fields'>): string {
  if (input.link !== '') return input.link;
  const username = input.fields?.username;
  return typeof username === 'string' ? username.trim().replace(/^@/, '') : '';
}

/**
 * What the type's fields make of the order: its quantity (lines, 1 for a package, max × posts for a
 * subscription, the entered amount otherwise) and the fields kept with it. The same rules the order
 * form checks (serviceTypeRules); a field the type does not take, or a quantity where the type takes
 * none, is refused — never dropped.
 */
function typedOrder(found: OrderContext, input: OrderInput, at: string): { link: string; quantity: number; typeFields: string | null } {
  const type = found.service_type!;
  const rule = serviceTypeRule(type);
  if (!rule || !isSellableServiceType(type)) throw badRequest(msg.order.notOrderable);
  const limits = { min: found.min!, max: found.max! };
  if (rule.quantity === 'entered' && rule.fields.length === 0 && rule.autoOrders) {
    // Default: link + quantity (and the shop's auto-orders), as the spec's rules say
    const fieldsSent = Object.entries(input.fields ?? {}).find(([, v]) => v !== '');
    if (fieldsSent) throw badRequest(`이 상품은 '${fieldsSent[0]}' 항목을 받지 않습니다.`);
    const ruleError = orderRuleError({ ...limits, enableAuto: found.enable_auto === 1 }, { ...input, amount: input.amount ?? NaN });
    if (ruleError) throw badRequest(ruleError);
    return { link: input.link, quantity: input.amount!, typeFields: null };
  }
  if (isAutoOrder(input)) throw badRequest(msg.order.autoNotSupported);
  if (rule.takesLink) {
    const error = linkError(input.link);
    if (error) throw badRequest(error);
  } else if (input.link !== '') throw badRequest(msg.order.linkNotTaken);
  // the owner's cap, read as maxSubscriptionPosts reads it (in the order's own query here)
  const maxPosts = wholeNumberSetting(found.max_posts ?? undefined, DEFAULT_MAX_SUBSCRIPTION_POSTS, 1);
  const read = readTypeFields(rule, input.fields ?? {}, input.amount ?? null, { ...limits, maxPosts }, koreanDayOf(at));
  if (!read.ok) throw badRequest(read.error);
  if (rule.quantity === 'entered') {
    const ruleError = orderRuleError({ ...limits, enableAuto: false }, { link: rule.takesLink ? input.link : orderLink(input), amount: read.quantity, runs: 0, interval: 0 });
    if (ruleError) throw badRequest(ruleError);
  }
  const stored: StoredTypeFields = { type, fields: read.fields };
  return { link: rule.takesLink ? input.link : read.fields.username!, quantity: read.quantity, typeFields: JSON.stringify(stored) };
}

/**
 * The order's own checks on what orderContext read — the service is orderable, the quantity (or the
 * type's fields) and the auto-order runs within its rules, the price the one the member saw — and
 * what the order is then.
 */
function orderToPay(found: OrderContext, memberId: number, input: OrderInput, at: string): PaidOrder {
  if (found.service_id === null || found.category_id === null) throw badRequest(msg.order.selectService);
  if (found.is_read_only === 1 || (found.service_check !== null && JSON.parse(found.service_check) === true)) throw badRequest(msg.order.notOrderable);
  // The left joins type every service column nullable; a found service has them all.
  const typed = typedOrder(found, input, at);
  const unitPriceCenti = Number(found.unit_price_centi);
  // Never a price the member did not see: the form sends the price it showed.
  if (input.priceCenti !== undefined && input.priceCenti !== unitPriceCenti) {
    const data: PriceChangedData = { code: 'PRICE_CHANGED', priceCenti: unitPriceCenti, priceText: formatCentiWon(unitPriceCenti) };
    throw new AppError(409, msg.order.priceChanged(formatCentiWon(input.priceCenti), data.priceText), { ...data });
  }
  // Before the balance is looked at; the unique index still decides between two requests at once.
  if (!isAutoOrder(input) && found.own_running) throw conflict(msg.order.activeSameLink);
  return {
    memberId,
    serviceId: found.service_id,
    link: typed.link,
    quantity: typed.quantity,
    quote: quoteOrder({ unitPriceCenti, units: typed.quantity, tier: quoteTier({ name: found.tier_name, discount_pct: found.tier_pct }) }),
    providerId: found.provider_id,
    providerServiceId: found.provider_service_id,
    at,
    typeFields: typed.typeFields,
  };
}

const paidOrderNames = ['memberId', 'serviceId', 'link', 'quantity', 'unitPriceCenti', 'charge', 'listPrice', 'tierDiscount', 'couponDiscount', 'status', 'fulfilment', 'linkKey', 'providerId', 'providerServiceId', 'at', 'autoOrderId', 'runNo', 'typeFields', 'debit'] as const;
type PaidOrderArgs = NewOrder & { debit: number };
/** A checked statement's kept facts (knownContext): the digests the member's and the service's facts must still have. */
const checkNames = ['memberFacts', 'serviceFacts'] as const;
type CheckArgs = { memberFacts: string; serviceFacts: string };

/**
 * What a paid order's statement does besides the guarded debit, the order row and its ledger row:
 * - `take`: the call's rate window taken first in the same statement (a CTE `taken`), the debit only
 *   when it counted. `small` / `smallNext`: the small take (fastGuardedTake) in the slot this process
 *   last wrote the window's row in, or the one after; no row: it did not count (another slot, or a
 *   window or guard at its limit), and nothing was written. `whole`:
 *   the whole take (guardedTakeSql), for a window's first call in a slot or one near a limit; it
 *   counted when ok = 1; no row: the guard refused (nothing written). A row without the order's
 *   columns: counted and refused by its window (ok = 0), or counted and not placed.
 * - `checked`: the order's checks in the same statement (a CTE `ok`): the checks' read
 *   (orderContextQuery) whose member's and service's facts still have the digests of the copy the
 *   order was worked out from (knownContext), and no own order for the link running; the link queue
 *   (link_held) decides the status there. The debit only when they hold (ok.n = 1); `facts_ok` says so.
 */
interface PaidStatementKind {
  take: 'none' | 'small' | 'smallNext' | 'whole';
  checked: boolean;
}
type ArgsOf<K extends PaidStatementKind> = PaidOrderArgs & (K['take'] extends 'none' ? unknown : PairArgs) & (K['checked'] extends true ? CheckArgs : unknown);
/** The order's columns, null when it was not placed (a left join). */
type MaybePlaced = { [C in keyof OrderViewRow]-?: OrderViewRow[C] | null };
/** What a paid order's statement answers: the order row alone (no row: not placed), or beside the take's and the checks' columns. */
type RowOf<K extends PaidStatementKind> = K extends { take: 'none'; checked: false } ? OrderViewRow : MaybePlaced & (K['take'] extends 'none' ? unknown : Pick<TakeRow, 'counted' | 'oldest'>) & (K['take'] extends 'whole' ? Pick<TakeRow, 'ok'> : unknown) & (K['checked'] extends true ? { facts_ok: number } : unknown);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the statement's CTEs change with its kind; RowOf types what it answers
type AnyCreator = QueryCreator<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as AnyCreator
type AnySelect = SelectQueryBuilder<any, any, any>;

function paidOrderStatement<const K extends PaidStatementKind>({ take, checked }: K) {
  const names = [...paidOrderNames, ...(take === 'none' ? [] : pairArgNames), ...(checked ? checkNames : [])] as unknown as (keyof ArgsOf<K> & string)[];
  return compiledOnce<ArgsOf<K>, RowOf<K>>(names, (db, args) => {
    const o = args as PaidOrderArgs & PairArgs & CheckArgs;
    const values = orderValues(o);
    const columns = Object.keys(values) as (keyof typeof values)[];
    // orderDebit's row; its delta is the `debit` argument (a stand-in here cannot be negated)
    const ledger = ledgerRowBeside({ ...orderDebit(o, 0), delta: o.debit }, sql.ref<number>('debited.point'), sql<string>`CAST(placed.id AS VARCHAR(20))`);
    // checked: the link queue decides the status in the statement (newOrder's rule)
    const queued = (busy: string | number, free: string | number) => sql`case when ok.held then ${sql.lit(busy)} else ${sql.lit(free)} end`;
    const value = (c: (typeof columns)[number]) =>
      checked && c === 'status' ? queued(OrderStatus.PROCESSING, OrderStatus.PENDING) : checked && c === 'fulfilment' ? queued('queued', 'due') : sql.val(values[c]);
    const conditions = [
      ...(take === 'small' || take === 'smallNext' ? [sql`exists (select 1 from taken)`] : take === 'whole' ? [sql`exists (select 1 from taken where ok = 1)`] : []),
      ...(checked ? [sql`exists (select 1 from ok where n = 1)`] : []),
    ];
    let q = db as AnyCreator;
    if (take !== 'none') {
      q = q.with('taken', (w) => (take === 'whole' ? sql<TakeRow>`(${guardedTakeSql(o, 'least')})` : fastGuardedTake(w as QueryCreator<DB>, o, take === 'small' ? 'same' : 'next')) as never);
    }
    if (checked) {
      q = q.with('ok', (w) =>
        w
          .selectFrom(orderContextQuery(w as QueryCreator<DB>, o).as('c'))
          .select([sql<number>`cast(count(*) as integer)`.as('n'), sql<boolean>`coalesce(bool_or(c.link_held), false)`.as('held')])
          .where(factsDigest(MEMBER_FACTS), '=', o.memberFacts)
          .where(factsDigest(SERVICE_FACTS), '=', o.serviceFacts)
          .where(sql<boolean>`not c.own_running`),
      );
    }
    q = q
      .with('debited', (w) => {
        const move = guardedMove(w as QueryCreator<DB>, { memberId: o.memberId, delta: o.debit, at: o.at });
        return conditions.length === 0 ? move : move.where(sql<boolean>`${sql.join(conditions, sql` and `)}`);
      })
      .with('placed', (w) =>
        w
          .insertInto('orders')
          .columns(columns)
          .expression((eb) => eb.selectFrom(checked ? ['debited', 'ok'] : ['debited']).select(columns.map((c) => value(c).as(c))))
          .returning(ORDER_VIEW_COLUMNS),
      )
      // the row applyPointChange writes for orderDebit (order.routes.test.ts checks its fields on both databases)
      .with('ledger', (w) => w.insertInto('point_ledger').columns(ledger.columns).expression((eb) => eb.selectFrom(['debited', 'placed']).select(ledger.select)));
    const orderColumns = ORDER_VIEW_COLUMNS.map((c) => `placed.${c}`);
    if (take === 'none' && !checked) return q.selectFrom('placed').select(orderColumns);
    let from: AnySelect = take === 'none' ? q.selectFrom('ok') : q.selectFrom('taken');
    if (take !== 'none' && checked) from = from.innerJoin('ok', (j) => j.onTrue());
    const takeColumns = take === 'none' ? [] : ['taken.counted', 'taken.oldest', ...(take === 'whole' ? ['taken.ok'] : [])];
    return from.leftJoin('placed', (j) => j.onTrue()).select([...orderColumns, ...takeColumns, ...(checked ? [sql<number>`ok.n`.as('facts_ok')] : [])]);
  });
}

/** PostgreSQL: a paid order in one statement, atomic without a transaction of its own. No row back: the balance did not cover it (nothing was written). */
const placePaidOrderStatement = paidOrderStatement({ take: 'none', checked: false });
const paidTaking = { same: paidOrderStatement({ take: 'small', checked: false }), next: paidOrderStatement({ take: 'smallNext', checked: false }), whole: paidOrderStatement({ take: 'whole', checked: false }) };
const placeCheckedOrder = paidOrderStatement({ take: 'none', checked: true });
const checkedTaking = { same: paidOrderStatement({ take: 'small', checked: true }), next: paidOrderStatement({ take: 'smallNext', checked: true }), whole: paidOrderStatement({ take: 'whole', checked: true }) };

/**
 * PostgreSQL: insertPaidOrder without a transaction — one statement (placePaidOrderStatement, or the
 * bare insert when the order costs nothing) — answering what the member's view needs. Throws
 * InsufficientPointsError, with nothing written.
 */
async function insertPaidOrderAtOnce(db: Executor, o: PaidOrder, linkBusy: boolean): Promise<OrderViewRow> {
  const n = newOrder(o, linkBusy);
  if (n.charge === 0) return (await insertOrder(db, n)).rows[0] as OrderRow;
  const [placed] = (await placePaidOrderStatement(db, { ...n, debit: -n.charge })).rows;
  if (!placed) throw new InsufficientPointsError();
  return placed;
}

/**
 * One order, atomically: the price comes from the stored unit price (never the client), the balance
 * moves by a guarded debit with its ledger row, and the order waits for dispatch.
 * With runs and interval it is an auto-order whose first run is this order; the points must cover
 * that run, later runs are paid when they fall due.
 * With an Idempotency-Key the same request answers the first result and charges nothing again.
 * With a caller (the member's session, or an API key) the member is checked in the order's own round trips.
 * A plain order on PostgreSQL needs no transaction (placeAtOnce): one statement when this process
 * kept the member's and the service's facts, checked against the rows in it; else the checks' read,
 * then insertPaidOrderAtOnce (under READ COMMITTED a transaction's reads promise no more than that).
 * Every other order is one transaction (on SQLite shared with the orders placed at the same moment).
 */
export async function placeOrder(ctx: AppContext, memberId: number, input: OrderInput, idempotencyKey?: string, session?: OrderCaller): Promise<Order> {
  return (await placeCountedOrder(ctx, memberId, input, idempotencyKey, session, null))!;
}

/** The rate window an order call is counted in first, unless its guard is full; `settle` hears the take and answers whether the call goes on. */
export interface OrderCount {
  guard: CounterSpec;
  window: CounterSpec;
  settle(taken: GuardedTake): boolean;
}

/**
 * placeOrder for a call counted against a rate window first (the customer API's `add`): null when it
 * was refused (nothing placed, nothing charged). A plain order on PostgreSQL with the database counting
 * takes the window in its paid statement, as a web order is placed (placeAtOnce); on
 * SQLite the take shares the order's group commit (placeBesideTake); otherwise the window is taken
 * first, as every call takes it (RateStore.takeGuarded).
 */
export async function placeCountedOrder(ctx: AppContext, memberId: number, input: OrderInput, idempotencyKey: string | undefined, session: OrderCaller | undefined, count: OrderCount | null): Promise<Order | null> {
  try {
    const plainOnPostgres = ctx.dialect === 'postgres' && !idempotencyKey && !isAutoOrder(input) && !input.couponCode;
    const countedHere = count && ctx.rates.kind === 'database' && (plainOnPostgres || ctx.dialect === 'sqlite');
    if (count && !countedHere) {
      if (!count.settle(await ctx.rates.takeGuarded(count.guard, count.window, ctx.clock.now().getTime()))) return null;
      count = null;
    }
    const order = plainOnPostgres ? await placeAtOnce(ctx, memberId, input, session, count) : count ? await placeBesideTake(ctx, memberId, input, idempotencyKey, session, count) : await placeInTransaction(ctx, memberId, input, idempotencyKey, session);
    // The same answer whether the link was free or waits behind another member's order.
    return order && { ...order, status: OrderStatus.PENDING };
  } catch (err) {
    // orders_member_active_link: this member's own order for this service and link is still running.
    if (isUniqueViolation(err)) throw conflict(msg.order.activeSameLink);
    throw err;
  }
}

/**
 * The order worked out from the facts this process last read for the member and the service
 * (knownContext), for a statement that checks them (paidOrderStatement `checked`); undefined when
 * they are not kept, or when the checks refuse on them (the read then words the refusal).
 */
function orderFromKept(ctx: AppContext, memberId: number, input: OrderInput, session: OrderCaller | undefined, at: string): (PaidOrderArgs & CheckArgs) | undefined {
  const known = knownContext(ctx, memberId, input.serviceId);
  if (!known) return undefined;
  try {
    const n = newOrder(orderToPay(checkMember(known.found, session), memberId, input, at), false);
    return n.charge > 0 ? Object.assign(n, { debit: -n.charge, memberFacts: known.memberFacts, serviceFacts: known.serviceFacts }) : undefined;
  } catch (err) {
    if (err instanceof AppError) return undefined;
    throw err;
  }
}

/**
 * A paid statement with the call's window taken in it (a small take in the slot this process last
 * wrote the window's row in or the one after; when it did not count, or would not, `whole`), then the
 * take settled.
 * Null: the window refused the call (nothing placed); else the statement's row. `state.counted` turns
 * true once a statement has counted the call.
 */
async function paidTakingWindow<A extends PaidOrderArgs, R>(
  db: Executor,
  count: OrderCount,
  now: number,
  args: A,
  statements: Record<SmallStep, (db: Executor, a: A & PairArgs) => Promise<QueryResult<R & FastRow>>> & { whole: (db: Executor, a: A & PairArgs) => Promise<QueryResult<R & TakeRow>> },
  state: { counted: boolean },
): Promise<{ row: R } | null> {
  const pair = pairArgsOf([count.guard, count.window], now);
  if (Math.random() < PRUNE_SHARE) await pruneCounters(db, now);
  const a = Object.assign(args, pair);
  const step = smallTakeMayCount(db, pair);
  const small = step ? (await statements[step](db, a)).rows[0] : undefined;
  const whole = small ? undefined : (await statements.whole(db, a)).rows[0];
  state.counted = true;
  if (!count.settle(small ? await finishGuardedTake(db, small, pair, now, step) : await wholeGuardedTaken(db, whole, pair, now))) return null;
  // settled: the small take counted, or the whole one tried the window (a row)
  return { row: (small ?? whole)! };
}

/**
 * A plain order on PostgreSQL (placeCountedOrder). When this process has read the member's and the
 * service's facts before, one statement: the window's take (for a count), the checks against those
 * facts, and the paid order. Otherwise, or when the facts have changed since, the checks' read and
 * then the paid statement (a window already taken stays taken).
 */
async function placeAtOnce(ctx: AppContext, memberId: number, input: OrderInput, session: OrderCaller | undefined, count: OrderCount | null): Promise<Order | null> {
  const args = { memberId, serviceId: input.serviceId, link: orderLink(input) };
  // one pool connection for every statement: taken once, not queued for again under load
  return ctx.db.connection().execute(async (db) => {
    const now = ctx.clock.now().getTime();
    const at = isoNow(ctx.clock);
    const state = { counted: count === null };
    try {
      const kept = orderFromKept(ctx, memberId, input, session, at);
      if (kept) {
        const placed = count === null ? { row: (await placeCheckedOrder(db, kept)).rows[0] } : await paidTakingWindow(db, count, now, kept, checkedTaking, state);
        if (!placed) return null;
        count = null;
        if (placed.row?.facts_ok === 1) {
          if (placed.row.id === null) throw new InsufficientPointsError();
          return toOrder(placed.row as OrderViewRow);
        }
        // the facts changed since this process kept them: nothing was written
      }
      const found = (await orderContext(db, args)).rows[0];
      keepFacts(ctx, memberId, found);
      const checked = checkMember(found, session);
      const paid = orderToPay(checked, memberId, input, at);
      if (count === null) return toOrder(await insertPaidOrderAtOnce(db, paid, Boolean(checked.link_held)), false, paid.quote);
      const n = newOrder(paid, Boolean(checked.link_held));
      if (n.charge > 0) {
        // Object.assign, not a spread: on Node 20 each property a second spread adds costs about 1 µs
        const placed = await paidTakingWindow(db, count, now, Object.assign(n, { debit: -n.charge }), paidTaking, state);
        if (!placed) return null;
        if (placed.row.id === null) throw new InsufficientPointsError();
        return toOrder(placed.row as OrderViewRow);
      }
      // an order that costs nothing: the window in its whole statement, then the order
      state.counted = true;
      if (!count.settle(await finishGuardedTake(db, undefined, pairArgsOf([count.guard, count.window], now), now))) return null;
      return toOrder(await insertPaidOrderAtOnce(db, paid, Boolean(checked.link_held)));
    } catch (err) {
      // refused before the window was counted (by the checks, or a statement that failed as a whole,
      // which kept nothing): the call is counted all the same, and a full window answers first
      if (!state.counted && count && !count.settle(await takeGuarded(db, count.guard, count.window, now))) return null;
      throw err;
    }
  });
}

/**
 * An order-discount coupon (the body's couponCode) applied to the price after any earlier discount, in
 * the order's transaction (services/coupons/order-coupon.ts); an order without one reads nothing more.
 */
async function withCoupon(trx: Trx, found: OrderContext, paid: PaidOrder, input: OrderInput): Promise<{ paid: PaidOrder; coupon: AppliedCoupon | null }> {
  if (!input.couponCode) return { paid, coupon: null };
  if (isAutoOrder(input)) throw badRequest(couponMessages.autoOrderNoCoupon);
  // the coupon's checks on what the member would pay after the tier discount; the quote works its discount out
  const use = await orderCoupon(trx, input.couponCode, { memberId: paid.memberId, serviceId: paid.serviceId, price: paid.quote.charge }, paid.at);
  const quote = quoteOrder({ unitPriceCenti: paid.quote.unitPriceCenti, units: paid.quote.units, tier: quoteTier({ name: found.tier_name, discount_pct: found.tier_pct }), coupon: use.coupon });
  return { paid: { ...paid, quote }, coupon: await useOrderCoupon(trx, use, paid.memberId, quote.couponDiscount, paid.at) };
}

/**
 * SQLite with the database counting: the window's take is a piece of the group commit queued just
 * before the order's, so both share its COMMIT (one per call, as a web order's). The take is a piece of
 * its own, kept whatever the order then answers; the order's piece goes on only when the take let
 * it (`settle`), else it places nothing and this answers null.
 */
async function placeBesideTake(ctx: AppContext, memberId: number, input: OrderInput, idempotencyKey: string | undefined, session: OrderCaller | undefined, count: OrderCount): Promise<Order | null> {
  const now = ctx.clock.now().getTime();
  let taken: GuardedTake | undefined;
  const taking = inGroupCommit(
    ctx.db,
    async (trx) => {
      taken = await takeGuarded(trx, count.guard, count.window, now);
      if (Math.random() < PRUNE_SHARE) await pruneCounters(trx, now);
    },
    { keepPartial: true },
  );
  // queued at once, right behind the take (nothing before its queueing waits), so it runs after it
  const placing = placeInTransaction(ctx, memberId, input, idempotencyKey, session, () => {
    if (!taken) throw new Error('the rate window was not taken');
    return count.settle(taken);
  });
  const [take, place] = await Promise.allSettled([taking, placing]);
  if (take.status === 'rejected') throw take.reason;
  if (place.status === 'rejected') throw place.reason;
  return place.value;
}

/** `counted`: a call's rate window, already taken in the same transaction, decides first whether it goes on (null when not). */
async function placeInTransaction(ctx: AppContext, memberId: number, input: OrderInput, idempotencyKey: string | undefined, session: OrderCaller | undefined): Promise<Order>;
async function placeInTransaction(ctx: AppContext, memberId: number, input: OrderInput, idempotencyKey: string | undefined, session: OrderCaller | undefined, counted: () => boolean): Promise<Order | null>;
async function placeInTransaction(ctx: AppContext, memberId: number, input: OrderInput, idempotencyKey: string | undefined, session: OrderCaller | undefined, counted?: () => boolean): Promise<Order | null> {
  const at = isoNow(ctx.clock);
  // only an order sent with an idempotency key needs it (a comments order's text is 20 KB to hash)
  const requestHash = idempotencyKey
    ? crypto
        .createHash('sha256')
        .update(JSON.stringify([input.serviceId, input.link, input.amount, input.runs, input.interval, ...(input.fields ? [input.fields] : []), ...(input.couponCode ? [input.couponCode] : [])]))
        .digest('hex')
    : '';
  // On SQLite orders placed together share one COMMIT, each in its own savepoint (db/group-commit.ts).
  const transaction = <T>(work: (trx: Trx) => Promise<T>) => (ctx.dialect === 'sqlite' ? inGroupCommit(ctx.db, work) : ctx.db.transaction().execute(work));
  return transaction(async (trx) => {
    if (counted && !counted()) return null;
    const found = checkMember((await orderContext(trx, { memberId, serviceId: input.serviceId, link: orderLink(input) })).rows[0], session);
    if (idempotencyKey) {
      // The primary key makes a concurrent twin wait here until this transaction ends.
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ member_id: memberId, key: idempotencyKey, request_hash: requestHash, response: null, created_at: at })
        .onConflict((oc) => oc.columns(['member_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const first = await trx
          .selectFrom('idempotency_keys')
          .select(['request_hash', 'response'])
          .where('member_id', '=', memberId)
          .where('key', '=', idempotencyKey)
          .executeTakeFirstOrThrow();
        if (first.request_hash !== requestHash || !first.response) throw conflict(msg.order.idempotencyMismatch);
        return JSON.parse(first.response) as Order;
      }
    }
    const { paid, coupon } = await withCoupon(trx, found, orderToPay(found, memberId, input, at), input);
    let autoOrderId: number | undefined;
    if (isAutoOrder(input)) {
      const auto = await trx
        .insertInto('auto_orders')
        .values({
          member_id: memberId,
          service_id: paid.serviceId,
          link: paid.link,
          quantity: paid.quantity,
          runs: input.runs,
          interval_min: input.interval,
          unit_price_centi: paid.quote.unitPriceCenti,
          completed: 1,
          status: AutoOrderStatus.ACTIVE,
          next_run_at: addMs(at, input.interval * 60_000),
          last_error: null,
          created_at: at,
          updated_at: at,
          finished_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      autoOrderId = auto.id;
    }
    const { row } = await insertPaidOrder(trx, autoOrderId === undefined ? paid : { ...paid, autoOrderId, runNo: 1 }, Boolean(found.link_held));
    if (coupon) await attachOrderCoupon(trx, coupon, row.id);
    const order = { ...toOrder(row, false, paid.quote), status: OrderStatus.PENDING };
    if (idempotencyKey) {
      await trx
        .updateTable('idempotency_keys')
        .set({ response: JSON.stringify(order) })
        .where('member_id', '=', memberId)
        .where('key', '=', idempotencyKey)
        .execute();
    }
    return order;
  });
}
