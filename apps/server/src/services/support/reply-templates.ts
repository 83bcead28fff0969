import { inquiryMessages, type ReplyTemplate, type ReplyTemplateBody } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { changedRows, recordAudit, type Actor } from '../audit/audit.js';

type Body = Required<ReplyTemplateBody>;
const toTemplate = (r: { id: number; title: string; body: string; updated_at: string }): ReplyTemplate => ({ id: r.id, title: r.title, body: r.body, updatedAt: r.updated_at });

/** Saved answers staff start a reply from. */
export async function listReplyTemplates(ctx: AppContext): Promise<ReplyTemplate[]> {
  return (await ctx.db.selectFrom('inquiry_reply_templates').selectAll().orderBy('title').orderBy('id').execute()).map(toTemplate);
}

export async function createReplyTemplate(ctx: AppContext, actor: Actor, body: Body): Promise<ReplyTemplate> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('inquiry_reply_templates').values({ title: body.title, body: body.body, created_at: at, updated_at: at }).returningAll().executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, actor, { action: 'inquiry_template.create', targetType: 'inquiry_template', targetId: row.id, after: body });
    return toTemplate(row);
  });
}

export async function updateReplyTemplate(ctx: AppContext, actor: Actor, id: number, body: Body): Promise<ReplyTemplate> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('inquiry_reply_templates').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound(inquiryMessages.templateNotFound);
    const row = await trx.updateTable('inquiry_reply_templates').set({ title: body.title, body: body.body, updated_at: at }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, actor, { action: 'inquiry_template.update', targetType: 'inquiry_template', targetId: id, before: { title: before.title, body: before.body }, after: body });
    return toTemplate(row);
  });
}

export async function deleteReplyTemplate(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('inquiry_reply_templates').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound(inquiryMessages.templateNotFound);
    if (changedRows(await trx.deleteFrom('inquiry_reply_templates').where('id', '=', id).executeTakeFirst()) === 0) throw notFound(inquiryMessages.templateNotFound);
    await recordAudit(trx, ctx, actor, { action: 'inquiry_template.delete', targetType: 'inquiry_template', targetId: id, before: { title: before.title, body: before.body } });
  });
}
