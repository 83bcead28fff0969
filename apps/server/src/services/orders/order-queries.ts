import { answerProblemLabel, auditActionLabel, heldReasonLabel, msg, orderStatusLabel, OrderStatus, providerServiceTypeLabel, readChildOrders, readStoredTypeFields, subscriptionSize, typeFieldViews, type AdminOrder, type AdminOrderDetail, type OrderEvent, type Paged, type adminOrdersQuerySchema } from '@snsshop/shared';
import type { Expression, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { stuckConditions, type OrderEb } from './stuck-orders.js';
import { toLedgerEntry } from '../members/member-queries.js';
import { consolePage } from '../../db/id-pages.js';
import { linkSearch } from '../../db/link-search.js';
import { boundary } from '../../db/query-helpers.js';
import { orderStatusCounts } from '../dashboard/rollups.js';

/**
 * The console's order rows with their member's login id, service and provider names. Left joins (every
 * order has its member and service, by foreign key), so a count or an id page over a filter reads the
 * orders alone: both databases drop a left join on a key whose columns nothing uses.
 */
export function orderRows(db: Executor) {
  return db
    .selectFrom('orders as o')
    .leftJoin('members as m', 'm.id', 'o.member_id')
    .leftJoin('services as s', 's.id', 'o.service_id')
    .leftJoin('providers as p', 'p.id', 'o.provider_id')
    .selectAll('o')
    .select(['m.login_id', 's.text as service_text', 'p.name as provider_name']);
}
type Row = Awaited<ReturnType<ReturnType<typeof orderRows>['executeTakeFirstOrThrow']>>;

export function toAdminOrder(r: Row): AdminOrder {
  const unsent = r.provider_order_id === null && (['queued', 'due', 'held'] as string[]).includes(r.fulfilment);
  return {
    id: r.id,
    memberId: r.member_id,
    loginId: r.login_id ?? '',
    serviceId: r.service_id,
    serviceText: r.service_text ?? '',
    link: r.link,
    quantity: r.quantity,
    charge: Number(r.charge),
    refunded: Number(r.refunded),
    status: r.status,
    startCount: r.start_count,
    remains: r.remains,
    providerId: r.provider_id,
    providerName: r.provider_name ?? null,
    providerServiceId: r.provider_service_id,
    providerOrderId: r.provider_order_id,
    dispatchAttempts: r.dispatch_attempts,
    nextDispatchAt: r.next_dispatch_at,
    dispatchedAt: r.dispatched_at,
    lastError: r.last_error,
    held: r.fulfilment === 'held',
    heldReason: r.held_reason,
    answerProblem: r.answer_problem,
    answerWords: r.answer_words,
    canRedispatch: unsent,
    fulfilment: r.fulfilment,
    sendUnknown: r.send_unknown === 1,
    cancelRequestedAt: r.cancel_requested_at,
    lateDelivered: r.late_delivered,
    lateDeliveryWon: r.late_delivery_won == null ? null : Number(r.late_delivery_won),
    lateDeliveryAt: r.late_delivery_at,
    autoOrderId: r.auto_order_id,
    runNo: r.run_no,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    finishedAt: r.finished_at,
  };
}

export async function findAdminOrder(db: Executor, id: number): Promise<AdminOrder> {
  const row = await orderRows(db).where('o.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.admin.orderNotFound);
  return toAdminOrder(row);
}

export async function listAdminOrders(ctx: AppContext, query: z.output<typeof adminOrdersQuerySchema>): Promise<Paged<AdminOrder>> {
  const now = ctx.clock.now();
  const linkMatch = query.link ? await linkSearch(ctx.db, ctx.dialect, query.link) : null;
  // The filter, for the rows with their names and for the orders alone (their counts and ids).
  const filter = (eb: OrderEb) => {
    const all: Expression<SqlBool>[] = [];
    if (query.status !== undefined) all.push(eb('o.status', '=', query.status));
    if (query.memberId) all.push(eb('o.member_id', '=', query.memberId));
    // the member's id first (one lookup), so the orders are read by their member index as for memberId
    if (query.loginId) all.push(eb('o.member_id', '=', eb.selectFrom('members').select('id').where('login_id', '=', query.loginId.toLowerCase())));
    if (query.serviceId) all.push(eb('o.service_id', '=', query.serviceId));
    if (linkMatch) all.push(linkMatch(eb.ref('o.link'), eb.ref('o.id')));
    if (query.from) all.push(eb('o.created_at', '>=', boundary(query.from)));
    if (query.to) all.push(eb('o.created_at', '<', boundary(query.to, true)));
    if (query.stuck) all.push(stuckConditions(eb, now).any);
    return eb.and(all);
  };
  const q = orderRows(ctx.db).where((eb) => filter(eb as unknown as OrderEb));
  const keys = ctx.db.selectFrom('orders as o').where((eb) => filter(eb));
  // Unfiltered or by status alone, the count is the rollups' (exact, one row per status) instead of a scan of every order.
  const onlyStatus = !query.memberId && !query.loginId && !query.serviceId && !query.link && !query.from && !query.to && !query.stuck;
  // Filtered, it reads at most COUNT_CAP matches ("1,000건 이상").
  const exactTotal = onlyStatus
    ? [...(await orderStatusCounts(ctx.db))].reduce((sum, [status, n]) => (query.status === undefined || query.status === status ? sum + n : sum), 0)
    : undefined;
  // A period of a week or less is read by its created_at index and sorted (a day is ~3,000 orders at a
  // million a year), not found by walking every newer order's id.
  const narrow = query.from !== undefined && query.to !== undefined && Date.parse(boundary(query.to, true)) - Date.parse(boundary(query.from)) <= SHORT_PERIOD_MS;
  // A link search's trigram index finds every match at once: read once for the count and the page.
  return consolePage(ctx.db, q, 'o.id', query, toAdminOrder, { exactTotal, keys, narrow, search: Boolean(query.link) });
}

const SHORT_PERIOD_MS = 7 * 86_400_000;

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** The order, its money rows and a status history pieced together from what the shop records. */
export async function adminOrderDetail(ctx: AppContext, id: number): Promise<AdminOrderDetail> {
  const order = await findAdminOrder(ctx.db, id);
  const ledgerRows = await ctx.db.selectFrom('point_ledger').selectAll().where('ref_type', '=', 'order').where('ref_id', '=', String(id)).orderBy('id').execute();
  const audits = await ctx.db.selectFrom('admin_audit').selectAll().where('target_type', '=', 'order').where('target_id', '=', String(id)).orderBy('id').execute();
  const events: OrderEvent[] = [{ at: order.createdAt, kind: 'placed', text: `주문 접수: ${order.quantity.toLocaleString('ko-KR')}개, ${won(order.charge)} 결제` }];
  if (order.dispatchedAt) events.push({ at: order.dispatchedAt, kind: 'dispatched', text: `공급처 전송 (공급처 주문번호 ${order.providerOrderId ?? '-'})` });
  if (order.cancelRequestedAt) events.push({ at: order.cancelRequestedAt, kind: 'cancel', text: '공급처에 취소 요청' });
  for (const l of ledgerRows) if (l.kind === 'refund') events.push({ at: l.created_at, kind: 'refund', text: `환불 ${won(Number(l.delta))}` });
  for (const a of audits) {
    const after = a.after_json ? (JSON.parse(a.after_json) as { reason?: string }) : {};
    events.push({ at: a.created_at, kind: 'admin', text: `${auditActionLabel[a.action] ?? a.action}${after.reason ? ` — ${after.reason}` : ''}` });
  }
  if (order.lateDelivered) {
    events.push({ at: order.lateDeliveryAt ?? order.updatedAt, kind: 'late', text: `강제 취소 후 공급처가 ${order.lateDelivered.toLocaleString('ko-KR')}개를 작업함 (${won(order.lateDeliveryWon ?? 0)} 상당, 회원 환불은 그대로)` });
  }
  if (order.held) {
    const why = order.heldReason ? heldReasonLabel[order.heldReason] : '보류';
    events.push({ at: order.updatedAt, kind: 'error', text: `확인 필요 (${why})${order.lastError ? `: ${order.lastError}` : ''}` });
  } else if (order.answerProblem) {
    events.push({ at: order.updatedAt, kind: 'error', text: `확인 필요 (${answerProblemLabel[order.answerProblem]}): 공급처 응답 ${order.answerWords ?? '-'}` });
  } else if (order.lastError) events.push({ at: order.updatedAt, kind: 'error', text: `오류: ${order.lastError}` });
  if (order.finishedAt) events.push({ at: order.finishedAt, kind: 'finished', text: `종료: ${orderStatusLabel[order.status as OrderStatus] ?? order.status}` });
  else if (order.status !== OrderStatus.PENDING) events.push({ at: order.updatedAt, kind: 'status', text: `현재 상태: ${orderStatusLabel[order.status as OrderStatus] ?? order.status}` });
  events.sort((a, b) => a.at.localeCompare(b.at));
  return { order, typed: await typedOf(ctx.db, id), events, ledger: ledgerRows.map(toLedgerEntry) };
}

/** The fields a typed order was placed with, labelled; only the order's own screen reads them (never a list: comments can be long). */
async function typedOf(db: Executor, id: number): Promise<AdminOrderDetail['typed']> {
  const row = await db.selectFrom('orders').select(['type_fields', 'sub_state', 'sub_posts_used', 'sub_child_orders']).where('id', '=', id).executeTakeFirst();
  const stored = readStoredTypeFields(row?.type_fields);
  if (!row || !stored) return null;
  const subscription =
    stored.type === 'Subscriptions'
      ? { state: row.sub_state, postsUsed: row.sub_posts_used ?? 0, posts: subscriptionSize(stored.fields).posts, childOrders: readChildOrders(row.sub_child_orders) }
      : null;
  return { type: stored.type, label: providerServiceTypeLabel(stored.type), fields: typeFieldViews(stored), subscription };
}
