import { msg, type AdminMember, type AdminMemberDetail, type LedgerEntry, type Paged, type adminMembersQuerySchema, type adminPageQuerySchema } from '@snsshop/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { MembersTable, PointLedgerTable } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { ACTIVE_STATUSES } from '../orders/settle-order.js';
import { containsText, offsetOf, paged } from '../../db/query-helpers.js';

export function toAdminMember(r: Selectable<MembersTable>): AdminMember {
  return {
    id: r.id,
    loginId: r.login_id,
    email: r.email,
    phoneNumber: r.phone_number,
    point: Number(r.point),
    role: r.role,
    status: r.status,
    registerWhere: r.register_where,
    referralCode: r.referral_code,
    createdAt: r.created_at,
    deletedAt: r.deleted_at,
  };
}

export function toLedgerEntry(r: Selectable<PointLedgerTable>): LedgerEntry {
  return {
    id: r.id,
    delta: Number(r.delta),
    balanceAfter: Number(r.balance_after),
    kind: r.kind,
    refType: r.ref_type,
    refId: r.ref_id,
    memo: r.memo,
    createdAt: r.created_at,
  };
}

export async function findMember(db: Executor, id: number): Promise<AdminMember> {
  const row = await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.admin.memberNotFound);
  return toAdminMember(row);
}

export async function listMembers(ctx: AppContext, query: z.output<typeof adminMembersQuerySchema>): Promise<Paged<AdminMember>> {
  let q = ctx.db.selectFrom('members');
  if (query.q) q = q.where((eb) => eb.or([containsText(eb.ref('login_id'), query.q!), containsText(eb.ref('email'), query.q!)]));
  if (query.status) q = q.where('status', '=', query.status);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('id', 'desc').limit(query.size).offset(offsetOf(query.page, query.size)).execute();
  return paged(rows.map(toAdminMember), total.n, query.page, query.size);
}

export async function memberDetail(ctx: AppContext, id: number): Promise<AdminMemberDetail> {
  const member = await findMember(ctx.db, id);
  const sums = await ctx.db
    .selectFrom('point_ledger')
    .select(['kind', (eb) => eb.fn.sum<number>('delta').as('total')])
    .where('member_id', '=', id)
    .groupBy('kind')
    .execute();
  const sumOf = (kind: string) => Number(sums.find((s) => s.kind === kind)?.total ?? 0);
  const orders = await ctx.db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(eb.case().when('status', 'in', [...ACTIVE_STATUSES]).then(1).else(0).end()).as('active'),
    ])
    .where('member_id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    member,
    stats: {
      charged: sumOf('charge'),
      spent: -sumOf('order'),
      refunded: sumOf('refund'),
      orders: Number(orders.n),
      activeOrders: Number(orders.active ?? 0),
    },
  };
}

export async function memberLedger(ctx: AppContext, id: number, query: z.output<typeof adminPageQuerySchema>): Promise<Paged<LedgerEntry>> {
  await findMember(ctx.db, id);
  const total = await ctx.db.selectFrom('point_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', id).executeTakeFirstOrThrow();
  const rows = await ctx.db
    .selectFrom('point_ledger')
    .selectAll()
    .where('member_id', '=', id)
    .orderBy('id', 'desc')
    .limit(query.size)
    .offset(offsetOf(query.page, query.size))
    .execute();
  return paged(rows.map(toLedgerEntry), total.n, query.page, query.size);
}
