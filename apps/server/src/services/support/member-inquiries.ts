import { LIST_PAGES_AHEAD, inquiryMessages, type InquiryDetail, type InquiryList, type InquirySummary, type inquiryCreateBodySchema, type inquiryMessageBodySchema } from '@snsshop/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { InquiriesTable } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { aheadLimit, decodeCursor, nextCursors, type Keyset } from '../../lib/keyset.js';
import { decodeImages, storeImages, threadOf } from './inquiry-images.js';

type InquiryRow = Selectable<InquiriesTable>;
type CreateBody = z.output<typeof inquiryCreateBodySchema>;
type MessageBody = z.output<typeof inquiryMessageBodySchema>;

export const toInquirySummary = (r: InquiryRow): InquirySummary => ({
  id: r.id,
  category: r.category as InquirySummary['category'],
  title: r.title,
  status: r.status,
  orderId: r.order_id,
  unread: Number(r.member_unread) === 1,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The member's own inquiry, or the same 404 whether it is someone else's or does not exist. */
export async function ownInquiry(db: Executor, memberId: number, id: number): Promise<InquiryRow> {
  const row = await db.selectFrom('inquiries').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) throw notFound(inquiryMessages.notFound);
  return row;
}

/** A new inquiry, its first message and images in one transaction; a linked order must be the member's own. */
export async function createInquiry(ctx: AppContext, memberId: number, body: CreateBody): Promise<InquiryDetail> {
  const images = decodeImages(body.images);
  const at = isoNow(ctx.clock);
  const id = await ctx.db.transaction().execute(async (trx) => {
    if (body.orderId !== undefined) {
      const order = await trx.selectFrom('orders').select('id').where('id', '=', body.orderId).where('member_id', '=', memberId).where('parent_order_id', 'is', null).executeTakeFirst();
      if (!order) throw notFound(inquiryMessages.orderNotFound);
    }
    const inquiry = await trx
      .insertInto('inquiries')
      .values({ member_id: memberId, order_id: body.orderId ?? null, category: body.category, title: body.title, status: 'open', waiting_since: at, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await trx.insertInto('inquiry_messages').values({ inquiry_id: inquiry.id, author: 'member', staff_id: null, body: body.body, created_at: at }).returning('id').executeTakeFirstOrThrow();
    await storeImages(trx, inquiry.id, message.id, images, at);
    return inquiry.id;
  });
  return memberInquiryDetail(ctx, memberId, id);
}

/**
 * A member's new message: the inquiry is open again (접수), waiting for staff from now, and a new turn
 * starts, so the next answer is told to the member once more.
 */
export async function addMemberMessage(ctx: AppContext, memberId: number, id: number, body: MessageBody): Promise<InquiryDetail> {
  const images = decodeImages(body.images);
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await ownInquiry(trx, memberId, id);
    const message = await trx.insertInto('inquiry_messages').values({ inquiry_id: id, author: 'member', staff_id: null, body: body.body, created_at: at }).returning('id').executeTakeFirstOrThrow();
    await storeImages(trx, id, message.id, images, at);
    const turnEnded = row.status !== 'open';
    await trx
      .updateTable('inquiries')
      .set((eb) => ({
        status: 'open',
        round: turnEnded ? eb('round', '+', 1) : eb.ref('round'),
        waiting_since: row.waiting_since ?? at,
        updated_at: at,
      }))
      .where('id', '=', id)
      .execute();
  });
  return memberInquiryDetail(ctx, memberId, id);
}

/** The thread as the member reads it; opening it clears the unread mark of a reply. */
export async function memberInquiryDetail(ctx: AppContext, memberId: number, id: number): Promise<InquiryDetail> {
  const row = await ownInquiry(ctx.db, memberId, id);
  if (Number(row.member_unread) === 1) await ctx.db.updateTable('inquiries').set({ member_unread: 0 }).where('id', '=', id).execute();
  const messages = await threadOf(ctx, id);
  return { inquiry: toInquirySummary({ ...row, member_unread: 0 }), messages: messages.map(({ staffLoginId: _, ...m }) => m) };
}

export async function countUnreadInquiries(ctx: AppContext, memberId: number): Promise<number> {
  const row = await ctx.db.selectFrom('inquiries').select((eb) => eb.fn.countAll<string | number>().as('n')).where('member_id', '=', memberId).where('member_unread', '=', 1).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's inquiries, newest first, by keyset on (created_at, id) (index inquiries_member). */
export async function listMemberInquiries(ctx: AppContext, memberId: number, query: { cursor?: string | undefined; size: number }): Promise<InquiryList> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, inquiryMessages.queryInvalid);
  const window = (from: Keyset | null) => {
    let q = ctx.db.selectFrom('inquiries').where('member_id', '=', memberId);
    if (from) q = q.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(from.createdAt, from.id)));
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc');
  };
  const rows = await window(after).selectAll().limit(query.size).execute();
  const last = rows.at(-1);
  const lastKey = last && { createdAt: last.created_at, id: last.id };
  const ahead = lastKey ? await window(lastKey).select(['created_at as createdAt', 'id']).limit(aheadLimit(query.size, LIST_PAGES_AHEAD)).execute() : [];
  return { inquiries: rows.map(toInquirySummary), unread: await countUnreadInquiries(ctx, memberId), next: nextCursors(lastKey, ahead, query.size) };
}
