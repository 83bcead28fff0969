import { inquiryMessages, LIST_PAGES_AHEAD, type AdminInquiriesPage, type AdminInquiry, type AdminInquiryDetail, type InquiryStaff, type adminInquiriesQuerySchema, type adminInquiryUpdateBodySchema } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { aheadLimit, decodeCursor, nextCursors, type Keyset } from '../../lib/keyset.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { notifyMember } from '../notifications/notify-member.js';
import { threadOf } from './inquiry-images.js';
import { toInquirySummary } from './member-inquiries.js';

const inbox = (db: Executor) =>
  db
    .selectFrom('inquiries as i')
    .innerJoin('members as m', 'm.id', 'i.member_id')
    .leftJoin('members as a', 'a.id', 'i.assignee_id')
    .selectAll('i')
    .select(['m.login_id as member_login_id', 'a.login_id as assignee_login_id']);

type InboxRow = Awaited<ReturnType<ReturnType<typeof inbox>['executeTakeFirstOrThrow']>>;

const toAdminInquiry = (r: InboxRow): AdminInquiry => {
  const { unread: _, ...summary } = toInquirySummary(r);
  return { ...summary, memberId: r.member_id, memberLoginId: r.member_login_id, assigneeId: r.assignee_id, assigneeLoginId: r.assignee_login_id ?? null, waitingSince: r.waiting_since };
};

/**
 * The inbox, most recently active first, by keyset on (updated_at, id) (indexes inquiries_inbox and
 * inquiries_inbox_all). `waitingHours` keeps the 접수 inquiries whose member has waited at least that long.
 */
export async function listInbox(ctx: AppContext, staffId: number, query: z.output<typeof adminInquiriesQuerySchema>): Promise<AdminInquiriesPage> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, inquiryMessages.queryInvalid);
  const window = (from: Keyset | null) => {
    let q = inbox(ctx.db);
    if (query.status) q = q.where('i.status', '=', query.status);
    if (query.category) q = q.where('i.category', '=', query.category);
    if (query.assignee === 'none') q = q.where('i.assignee_id', 'is', null);
    else if (query.assignee !== undefined) q = q.where('i.assignee_id', '=', query.assignee === 'me' ? staffId : query.assignee);
    if (query.waitingHours !== undefined) q = q.where('i.status', '=', 'open').where('i.waiting_since', '<=', addMs(isoNow(ctx.clock), -query.waitingHours * 3_600_000));
    if (from) q = q.where((eb) => eb(eb.refTuple('i.updated_at', 'i.id'), '<', eb.tuple(from.createdAt, from.id)));
    return q.orderBy('i.updated_at', 'desc').orderBy('i.id', 'desc');
  };
  const rows = await window(after).limit(query.size).execute();
  const last = rows.at(-1);
  const lastKey = last && { createdAt: last.updated_at, id: last.id };
  const ahead = lastKey ? (await window(lastKey).limit(aheadLimit(query.size, LIST_PAGES_AHEAD)).execute()).map((r) => ({ createdAt: r.updated_at, id: r.id })) : [];
  return { inquiries: rows.map(toAdminInquiry), next: nextCursors(lastKey, ahead, query.size) };
}

async function inquiryOr404(db: Executor, id: number) {
  const row = await inbox(db).where('i.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(inquiryMessages.notFound);
  return row;
}

/** One inquiry with its thread and the order it is about (the inbox shows the order's actions beside it). */
export async function adminInquiryDetail(ctx: AppContext, id: number): Promise<AdminInquiryDetail> {
  const row = await inquiryOr404(ctx.db, id);
  const order = row.order_id
    ? await ctx.db
        .selectFrom('orders as o')
        .leftJoin('services as s', 's.id', 'o.service_id')
        .select(['o.id', 'o.link', 'o.quantity', 'o.charge', 'o.status', 'o.created_at', 's.text as service'])
        .where('o.id', '=', row.order_id)
        .executeTakeFirst()
    : undefined;
  return {
    inquiry: toAdminInquiry(row),
    messages: await threadOf(ctx, id),
    order: order ? { id: order.id, service: order.service ?? '', link: order.link, quantity: order.quantity, charge: Number(order.charge), status: order.status, createdAt: order.created_at } : null,
  };
}

/**
 * A staff answer: 답변 완료 (or 종료), the member's unread mark, and the member told through the outbox.
 * The notification is keyed by the member's turn, so two answers to one turn (a second click, two staff
 * at once) tell the member once; a member's new message starts the next turn.
 */
export async function replyToInquiry(ctx: AppContext, actor: Actor, id: number, body: { body: string; close?: boolean | undefined }): Promise<AdminInquiryDetail> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await inquiryOr404(trx, id);
    const message = await trx.insertInto('inquiry_messages').values({ inquiry_id: id, author: 'staff', staff_id: actor.adminId, body: body.body, created_at: at }).returning('id').executeTakeFirstOrThrow();
    const status = body.close ? 'closed' : 'answered';
    await trx.updateTable('inquiries').set({ status, member_unread: 1, waiting_since: null, updated_at: at }).where('id', '=', id).execute();
    await notifyMember(trx, { event: 'inquiry.answered', key: `inquiry:${id}:answer:${row.round}`, memberId: row.member_id, vars: { 제목: row.title }, at });
    await recordAudit(trx, ctx, actor, { action: 'inquiry.reply', targetType: 'inquiry', targetId: id, before: { status: row.status }, after: { status, messageId: message.id } });
  });
  return adminInquiryDetail(ctx, id);
}

/** Status (접수 / 답변 완료 / 종료) and assignee; the assignee must be a console account. */
export async function updateInquiry(ctx: AppContext, actor: Actor, id: number, body: z.output<typeof adminInquiryUpdateBodySchema>): Promise<AdminInquiryDetail> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await inquiryOr404(trx, id);
    if (body.assigneeId) {
      const staff = await trx.selectFrom('members').select('id').where('id', '=', body.assigneeId).where('role', '=', 'admin').where('deleted_at', 'is', null).executeTakeFirst();
      if (!staff) throw badRequest(inquiryMessages.assigneeInvalid);
    }
    const status = body.status ?? row.status;
    const assigneeId = body.assigneeId === undefined ? row.assignee_id : body.assigneeId;
    const waitingSince = status === 'open' ? (row.waiting_since ?? at) : null;
    await trx.updateTable('inquiries').set({ status, assignee_id: assigneeId, waiting_since: waitingSince, updated_at: at }).where('id', '=', id).execute();
    await recordAudit(trx, ctx, actor, { action: 'inquiry.update', targetType: 'inquiry', targetId: id, before: { status: row.status, assigneeId: row.assignee_id }, after: { status, assigneeId } });
  });
  return adminInquiryDetail(ctx, id);
}

/** Who an inquiry may be assigned to: the console's accounts (staff roles replace this list when they land). */
export async function inquiryStaff(ctx: AppContext): Promise<InquiryStaff[]> {
  const rows = await ctx.db.selectFrom('members').select(['id', 'login_id']).where('role', '=', 'admin').where('deleted_at', 'is', null).orderBy('login_id').execute();
  return rows.map((r) => ({ id: r.id, loginId: r.login_id }));
}

export async function assertInquiryExists(ctx: AppContext, id: number): Promise<void> {
  await inquiryOr404(ctx.db, id);
}
