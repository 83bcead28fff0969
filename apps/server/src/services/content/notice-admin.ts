import { msg, type AdminNotice, type noticeCreateBodySchema, type noticeUpdateBodySchema } from '@snsshop/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { NoticesTable } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { sanitizeHtml, visibleText } from '../../lib/html-sanitizer.js';
import { changedRows, recordAudit, type Actor } from '../audit/audit.js';

const toNotice = (r: Selectable<NoticesTable>): AdminNotice => ({
  id: r.id,
  // Sanitised again on the way out: rows written before the sanitiser existed are covered too.
  content: sanitizeHtml(r.content),
  isTop: r.is_top === 1,
  bgColor: r.bg_color,
  visible: r.visible === 1,
  sortOrder: r.sort_order,
  createdAt: r.created_at,
});

/** Rich text is stored only in its sanitised form; nothing a person could read left means no notice. */
function cleanContent(raw: string): string {
  const content = sanitizeHtml(raw);
  if (visibleText(content) === '') throw badRequest(msg.admin.noticeRequired);
  return content;
}

async function notice(db: Executor, id: number) {
  const row = await db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.admin.notFound);
  return toNotice(row);
}

export async function listAdminNotices(ctx: AppContext): Promise<AdminNotice[]> {
  const rows = await ctx.db.selectFrom('notices').selectAll().orderBy('is_top', 'desc').orderBy('sort_order').orderBy('id', 'desc').execute();
  return rows.map(toNotice);
}

export async function createNotice(ctx: AppContext, actor: Actor, body: z.output<typeof noticeCreateBodySchema>): Promise<AdminNotice> {
  const content = cleanContent(body.content);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('notices')
      .values({ content, is_top: body.isTop ? 1 : 0, bg_color: body.bgColor, visible: body.visible ? 1 : 0, sort_order: body.sortOrder, created_at: isoNow(ctx.clock) })
      .returningAll()
      .executeTakeFirstOrThrow();
    const out = toNotice(row);
    await recordAudit(trx, ctx, actor, { action: 'notice.create', targetType: 'notice', targetId: row.id, after: out });
    return out;
  });
}

export async function updateNotice(ctx: AppContext, actor: Actor, id: number, body: z.output<typeof noticeUpdateBodySchema>): Promise<AdminNotice> {
  const content = body.content === undefined ? undefined : cleanContent(body.content);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await notice(trx, id);
    const set = {
      ...(content !== undefined ? { content } : {}),
      ...(body.isTop !== undefined ? { is_top: body.isTop ? 1 : 0 } : {}),
      ...(body.bgColor !== undefined ? { bg_color: body.bgColor } : {}),
      ...(body.visible !== undefined ? { visible: body.visible ? 1 : 0 } : {}),
      ...(body.sortOrder !== undefined ? { sort_order: body.sortOrder } : {}),
    };
    if (Object.keys(set).length > 0) await trx.updateTable('notices').set(set).where('id', '=', id).execute();
    const row = await trx.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const after = toNotice(row);
    await recordAudit(trx, ctx, actor, { action: 'notice.update', targetType: 'notice', targetId: id, before, after });
    return after;
  });
}

export async function deleteNotice(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await notice(trx, id);
    if (changedRows(await trx.deleteFrom('notices').where('id', '=', id).executeTakeFirst()) === 0) throw notFound(msg.admin.notFound);
    await recordAudit(trx, ctx, actor, { action: 'notice.delete', targetType: 'notice', targetId: id, before });
  });
}
