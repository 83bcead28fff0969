import { msg, type AdminCategory, type AdminPlatform, type categoryCreateBodySchema, type categoryUpdateBodySchema, type platformCreateBodySchema, type platformUpdateBodySchema } from '@snsshop/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, type Executor } from '../../db/database.js';
import type { CategoriesTable, PlatformsTable } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { changedRows, recordAudit, type Actor } from '../audit/audit.js';

const toPlatform = (r: Selectable<PlatformsTable>, categoryCount: number): AdminPlatform => ({
  id: r.id,
  text: r.text,
  visible: r.visible === 1,
  background: r.background,
  sortOrder: r.sort_order,
  iconUrl: r.icon_url,
  categoryCount,
});
const toCategory = (r: Selectable<CategoriesTable>, serviceCount: number): AdminCategory => ({
  id: r.id,
  platformId: r.platform_id,
  text: r.text,
  visible: r.visible === 1,
  sortOrder: r.sort_order,
  serviceCount,
});

async function categoriesPerPlatform(db: Executor) {
  const rows = await db.selectFrom('categories').select(['platform_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('platform_id').execute();
  return new Map(rows.map((r) => [r.platform_id, Number(r.n)]));
}
async function servicesPerCategory(db: Executor) {
  const rows = await db.selectFrom('services').select(['category_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('category_id').execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

export async function listAdminPlatforms(ctx: AppContext): Promise<AdminPlatform[]> {
  const rows = await ctx.db.selectFrom('platforms').selectAll().orderBy('sort_order').orderBy('id').execute();
  const counts = await categoriesPerPlatform(ctx.db);
  return rows.map((r) => toPlatform(r, counts.get(r.id) ?? 0));
}

async function platform(db: Executor, id: number) {
  const row = await db.selectFrom('platforms').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.admin.platformNotFound);
  return row;
}
const platformCategories = async (db: Executor, id: number) =>
  Number((await db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).where('platform_id', '=', id).executeTakeFirstOrThrow()).n);

export async function createPlatform(ctx: AppContext, actor: Actor, body: z.output<typeof platformCreateBodySchema>): Promise<AdminPlatform> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // Platform numbers are chosen, not generated: the built-in icons are keyed by them.
      const id = body.id ?? Number((await trx.selectFrom('platforms').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow()).max ?? 0) + 1;
      const row = await trx
        .insertInto('platforms')
        .values({ id, text: body.text, visible: body.visible ? 1 : 0, background: body.background, sort_order: body.sortOrder, icon_url: body.iconUrl })
        .returningAll()
        .executeTakeFirstOrThrow();
      const out = toPlatform(row, 0);
      await recordAudit(trx, ctx, actor, { action: 'platform.create', targetType: 'platform', targetId: id, after: out });
      return out;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(msg.admin.platformIdTaken);
    throw err;
  }
}

export async function updatePlatform(ctx: AppContext, actor: Actor, id: number, body: z.output<typeof platformUpdateBodySchema>): Promise<AdminPlatform> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = toPlatform(await platform(trx, id), await platformCategories(trx, id));
    const set = {
      ...(body.text !== undefined ? { text: body.text } : {}),
      ...(body.visible !== undefined ? { visible: body.visible ? 1 : 0 } : {}),
      ...(body.background !== undefined ? { background: body.background } : {}),
      ...(body.sortOrder !== undefined ? { sort_order: body.sortOrder } : {}),
      ...(body.iconUrl !== undefined ? { icon_url: body.iconUrl } : {}),
    };
    if (Object.keys(set).length > 0) await trx.updateTable('platforms').set(set).where('id', '=', id).execute();
    const row = await trx.selectFrom('platforms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const after = toPlatform(row, before.categoryCount);
    await recordAudit(trx, ctx, actor, { action: 'platform.update', targetType: 'platform', targetId: id, before, after });
    return after;
  });
}

export async function deletePlatform(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = toPlatform(await platform(trx, id), await platformCategories(trx, id));
    if (before.categoryCount > 0) throw conflict(msg.admin.platformHasCategories);
    if (changedRows(await trx.deleteFrom('platforms').where('id', '=', id).executeTakeFirst()) === 0) throw notFound(msg.admin.platformNotFound);
    await recordAudit(trx, ctx, actor, { action: 'platform.delete', targetType: 'platform', targetId: id, before });
  });
}

// ---- categories ----

export async function listAdminCategories(ctx: AppContext, platformId?: number): Promise<AdminCategory[]> {
  let q = ctx.db.selectFrom('categories').selectAll();
  if (platformId) q = q.where('platform_id', '=', platformId);
  const rows = await q.orderBy('platform_id').orderBy('sort_order').orderBy('id').execute();
  const counts = await servicesPerCategory(ctx.db);
  return rows.map((r) => toCategory(r, counts.get(r.id) ?? 0));
}

async function category(db: Executor, id: number) {
  const row = await db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.admin.categoryNotFound);
  return toCategory(row, Number((await db.selectFrom('services').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', id).executeTakeFirstOrThrow()).n));
}

async function platformMustExist(db: Executor, id: number) {
  if (!(await db.selectFrom('platforms').select('id').where('id', '=', id).executeTakeFirst())) throw badRequest(msg.admin.platformNotFound);
}

export async function createCategory(ctx: AppContext, actor: Actor, body: z.output<typeof categoryCreateBodySchema>): Promise<AdminCategory> {
  return ctx.db.transaction().execute(async (trx) => {
    await platformMustExist(trx, body.platformId);
    const row = await trx
      .insertInto('categories')
      .values({ platform_id: body.platformId, text: body.text, visible: body.visible ? 1 : 0, sort_order: body.sortOrder })
      .returningAll()
      .executeTakeFirstOrThrow();
    const out = toCategory(row, 0);
    await recordAudit(trx, ctx, actor, { action: 'category.create', targetType: 'category', targetId: row.id, after: out });
    return out;
  });
}

export async function updateCategory(ctx: AppContext, actor: Actor, id: number, body: z.output<typeof categoryUpdateBodySchema>): Promise<AdminCategory> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await category(trx, id);
    if (body.platformId !== undefined) await platformMustExist(trx, body.platformId);
    const set = {
      ...(body.platformId !== undefined ? { platform_id: body.platformId } : {}),
      ...(body.text !== undefined ? { text: body.text } : {}),
      ...(body.visible !== undefined ? { visible: body.visible ? 1 : 0 } : {}),
      ...(body.sortOrder !== undefined ? { sort_order: body.sortOrder } : {}),
    };
    if (Object.keys(set).length > 0) await trx.updateTable('categories').set(set).where('id', '=', id).execute();
    const row = await trx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const after = toCategory(row, before.serviceCount);
    await recordAudit(trx, ctx, actor, { action: 'category.update', targetType: 'category', targetId: id, before, after });
    return after;
  });
}

export async function deleteCategory(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await category(trx, id);
    if (before.serviceCount > 0) throw conflict(msg.admin.categoryHasServices);
    if (changedRows(await trx.deleteFrom('categories').where('id', '=', id).executeTakeFirst()) === 0) throw notFound(msg.admin.categoryNotFound);
    await recordAudit(trx, ctx, actor, { action: 'category.delete', targetType: 'category', targetId: id, before });
  });
}
