import {
  msg,
  type AdminPopup,
  type AdminQna,
  type AdminRegisterWhere,
  type popupCreateBodySchema,
  type popupUpdateBodySchema,
  type qnaCreateBodySchema,
  type qnaUpdateBodySchema,
  type registerWhereCreateBodySchema,
  type registerWhereUpdateBodySchema,
} from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DeleteResult } from 'kysely';
import type { Trx } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { changedRows, recordAudit, type Actor } from '../audit/audit.js';

export const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
/** Drops undefined fields, so a PATCH only changes what it names. */
export const defined = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
export const isEmpty = (o: object) => Object.keys(o).length === 0;

/** The create/update/delete of a small owner's table, each in one transaction with its audit row (`<name>.create` …). */
export function contentTable<Row, Out>(opts: {
  name: string;
  read: (trx: Trx, id: number) => Promise<Row | undefined>;
  view: (row: Row) => Out;
}) {
  const mustRead = async (trx: Trx, id: number) => {
    const row = await opts.read(trx, id);
    if (!row) throw notFound(msg.admin.notFound);
    return opts.view(row);
  };
  return {
    async create(ctx: AppContext, actor: Actor, insert: (trx: Trx) => Promise<number>): Promise<Out> {
      return ctx.db.transaction().execute(async (trx) => {
        const id = await insert(trx);
        const out = await mustRead(trx, id);
        await recordAudit(trx, ctx, actor, { action: `${opts.name}.create`, targetType: opts.name, targetId: id, after: out });
        return out;
      });
    },
    async update(ctx: AppContext, actor: Actor, id: number, change: (trx: Trx) => Promise<unknown>): Promise<Out> {
      return ctx.db.transaction().execute(async (trx) => {
        const before = await mustRead(trx, id);
        await change(trx);
        const after = await mustRead(trx, id);
        await recordAudit(trx, ctx, actor, { action: `${opts.name}.update`, targetType: opts.name, targetId: id, before, after });
        return after;
      });
    },
    /** `del` answers its DELETE's result: the loser of two deletions at once deleted nothing and answers 404. */
    async remove(ctx: AppContext, actor: Actor, id: number, del: (trx: Trx) => Promise<DeleteResult | undefined>): Promise<void> {
      await ctx.db.transaction().execute(async (trx) => {
        const before = await mustRead(trx, id);
        if (changedRows(await del(trx)) === 0) throw notFound(msg.admin.notFound);
        await recordAudit(trx, ctx, actor, { action: `${opts.name}.delete`, targetType: opts.name, targetId: id, before });
      });
    },
  };
}

// ---- FAQs ----

const qnas = contentTable({
  name: 'qna',
  read: (trx, id) => trx.selectFrom('qnas').selectAll().where('id', '=', id).executeTakeFirst(),
  view: (r): AdminQna => ({ id: r.id, title: r.title, answer: r.answer, visible: r.visible === 1, sortOrder: r.sort_order }),
});
export async function listAdminQnas(ctx: AppContext): Promise<AdminQna[]> {
  const rows = await ctx.db.selectFrom('qnas').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, title: r.title, answer: r.answer, visible: r.visible === 1, sortOrder: r.sort_order }));
}
export const createQna = (ctx: AppContext, actor: Actor, b: z.output<typeof qnaCreateBodySchema>) =>
  qnas.create(ctx, actor, async (trx) => (await trx.insertInto('qnas').values({ title: b.title, answer: b.answer, visible: b.visible ? 1 : 0, sort_order: b.sortOrder }).returning('id').executeTakeFirstOrThrow()).id);
export const updateQna = (ctx: AppContext, actor: Actor, id: number, b: z.output<typeof qnaUpdateBodySchema>) =>
  qnas.update(ctx, actor, id, async (trx) => {
    const set = defined({ title: b.title, answer: b.answer, visible: flag(b.visible), sort_order: b.sortOrder });
    if (!isEmpty(set)) await trx.updateTable('qnas').set(set).where('id', '=', id).execute();
  });
export const deleteQna = (ctx: AppContext, actor: Actor, id: number) => qnas.remove(ctx, actor, id, (trx) => trx.deleteFrom('qnas').where('id', '=', id).executeTakeFirst());

// ---- popups ----

const popups = contentTable({
  name: 'popup',
  read: (trx, id) => trx.selectFrom('popups').selectAll().where('id', '=', id).executeTakeFirst(),
  view: (r): AdminPopup => ({ id: r.id, enabled: r.enabled === 1, imageUrl: r.image_url, linkUrl: r.link_url, sortOrder: r.sort_order, createdAt: r.created_at }),
});
export async function listAdminPopups(ctx: AppContext): Promise<AdminPopup[]> {
  const rows = await ctx.db.selectFrom('popups').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, enabled: r.enabled === 1, imageUrl: r.image_url, linkUrl: r.link_url, sortOrder: r.sort_order, createdAt: r.created_at }));
}
export const createPopup = (ctx: AppContext, actor: Actor, b: z.output<typeof popupCreateBodySchema>) =>
  popups.create(ctx, actor, async (trx) =>
    (await trx.insertInto('popups').values({ image_url: b.imageUrl, link_url: b.linkUrl, enabled: b.enabled ? 1 : 0, sort_order: b.sortOrder, created_at: isoNow(ctx.clock) }).returning('id').executeTakeFirstOrThrow()).id,
  );
export const updatePopup = (ctx: AppContext, actor: Actor, id: number, b: z.output<typeof popupUpdateBodySchema>) =>
  popups.update(ctx, actor, id, async (trx) => {
    const set = defined({ image_url: b.imageUrl, link_url: b.linkUrl, enabled: flag(b.enabled), sort_order: b.sortOrder });
    if (!isEmpty(set)) await trx.updateTable('popups').set(set).where('id', '=', id).execute();
  });
export const deletePopup = (ctx: AppContext, actor: Actor, id: number) => popups.remove(ctx, actor, id, (trx) => trx.deleteFrom('popups').where('id', '=', id).executeTakeFirst());

// ---- sign-up routes ----

const registerWhere = contentTable({
  name: 'register-where',
  read: (trx, id) => trx.selectFrom('register_where_options').selectAll().where('id', '=', id).executeTakeFirst(),
  view: (r): AdminRegisterWhere => ({ id: r.id, text: r.text, visible: r.visible === 1, sortOrder: r.sort_order }),
});
export async function listAdminRegisterWhere(ctx: AppContext): Promise<AdminRegisterWhere[]> {
  const rows = await ctx.db.selectFrom('register_where_options').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, text: r.text, visible: r.visible === 1, sortOrder: r.sort_order }));
}
export const createRegisterWhere = (ctx: AppContext, actor: Actor, b: z.output<typeof registerWhereCreateBodySchema>) =>
  registerWhere.create(ctx, actor, async (trx) =>
    (await trx.insertInto('register_where_options').values({ text: b.text, visible: b.visible ? 1 : 0, sort_order: b.sortOrder }).returning('id').executeTakeFirstOrThrow()).id,
  );
export const updateRegisterWhere = (ctx: AppContext, actor: Actor, id: number, b: z.output<typeof registerWhereUpdateBodySchema>) =>
  registerWhere.update(ctx, actor, id, async (trx) => {
    const set = defined({ text: b.text, visible: flag(b.visible), sort_order: b.sortOrder });
    if (!isEmpty(set)) await trx.updateTable('register_where_options').set(set).where('id', '=', id).execute();
  });
export const deleteRegisterWhere = (ctx: AppContext, actor: Actor, id: number) =>
  registerWhere.remove(ctx, actor, id, (trx) => trx.deleteFrom('register_where_options').where('id', '=', id).executeTakeFirst());
