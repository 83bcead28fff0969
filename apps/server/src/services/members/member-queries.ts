import { msg, type AdminMember, type AdminMemberDetail, type LedgerEntry, type Paged, type adminMembersQuerySchema, type adminPageQuerySchema } from '@snsshop/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { MembersTable, PointLedgerTable } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { ACTIVE_STATUSES } from '../orders/settle-order.js';
import { memberSearch } from '../../db/link-search.js';
import { consolePage } from '../../db/id-pages.js';
import { memberTotals } from '../../db/rollup-sql.js';
import { readConsents } from './member-consents.js';

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

/** How many member rows there are, as migration 0048's triggers keep it (one row read, not every member). */
export async function memberTotal(db: Executor): Promise<number> {
  const row = await db.selectFrom('member_total').select('n').where('id', '=', 1).executeTakeFirst();
  return row ? Number(row.n) : Number((await db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

export async function findMember(db: Executor, id: number): Promise<AdminMember> {
  const row = await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.admin.memberNotFound);
  return toAdminMember(row);
}

export async function listMembers(ctx: AppContext, query: z.output<typeof adminMembersQuerySchema>): Promise<Paged<AdminMember>> {
  let q = ctx.db.selectFrom('members');
  if (query.q) {
    const matches = await memberSearch(ctx.db, ctx.dialect, query.q);
    q = q.where(matches);
  }
  if (query.status) q = q.where('status', '=', query.status);
  // Every member: the count kept by triggers (migration 0048); a search or a status counts up to COUNT_CAP.
  const exact = query.q || query.status ? undefined : await memberTotal(ctx.db);
  // A search's trigram indexes find every match at once: read once for the count and the page.
  return consolePage(ctx.db, q.selectAll(), 'id', query, toAdminMember, { exactTotal: exact, keys: q, search: Boolean(query.q) });
}

export async function memberDetail(ctx: AppContext, id: number): Promise<AdminMemberDetail> {
  // the member and their totals (migration 0050: a few rows, not a reseller's 10,000 orders and 30,000 ledger rows) at once
  const [member, totals, consents] = await Promise.all([findMember(ctx.db, id), memberTotals(ctx.db, id), readConsents(ctx.db, id)]);
  const sumOf = (kind: string) => totals.ledgerByKind.get(kind) ?? 0;
  const ordersIn = (statuses: readonly number[]) => statuses.reduce((n, s) => n + (totals.ordersByStatus.get(s) ?? 0), 0);
  return {
    member,
    stats: {
      charged: sumOf('charge'),
      spent: -sumOf('order'),
      refunded: sumOf('refund'),
      orders: ordersIn([...totals.ordersByStatus.keys()]),
      activeOrders: ordersIn(ACTIVE_STATUSES),
    },
    consents,
  };
}

export async function memberLedger(ctx: AppContext, id: number, query: z.output<typeof adminPageQuerySchema>): Promise<Paged<LedgerEntry>> {
  await findMember(ctx.db, id);
  return consolePage(ctx.db, ctx.db.selectFrom('point_ledger').selectAll().where('member_id', '=', id), 'id', query, toLedgerEntry);
}
