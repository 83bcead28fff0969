import { PaymentStatus, type adminChargesQuerySchema, type ChargeHistoryItem, type Paged, type ReceiptSummary } from '@snsshop/shared';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { consolePage } from '../../db/id-pages.js';
import { containsText } from '../../db/query-helpers.js';
import type { DB, PointChargeRow, UnmatchedDepositRow } from '../../db/schema.js';
import { historySince } from '../../lib/history-window.js';
import { bonusesOfCharges } from '../growth/charge-bonus.js';
import { receiptsOfCharges } from '../receipts/receipt-summaries.js';
import { statusNames, toCharge } from './charge-rows.js';

type Receipts = Map<number, ReceiptSummary>;

/** A row of the member's charge history: the charge, the exact won to transfer, its receipt and the bonus it earned. */
export const toChargeHistoryItem = (row: PointChargeRow, receipts: Receipts, bonus?: number): ChargeHistoryItem => ({
  ...toCharge(row),
  payAmount: Number(row.pay_amount),
  receipt: receipts.get(row.id) ?? null,
  ...(bonus ? { bonus } : {}),
});

/** The member's rows with their receipts and bonuses (two more statements for the whole list). */
export async function toChargeHistoryItems(db: Executor, rows: readonly PointChargeRow[]): Promise<ChargeHistoryItem[]> {
  const [receipts, bonuses] = await Promise.all([
    receiptsOfCharges(db, rows.map((r) => r.id)),
    bonusesOfCharges(db, rows.filter((r) => r.status === PaymentStatus.SUCCESS).map((r) => r.id)),
  ]);
  return rows.map((r) => toChargeHistoryItem(r, receipts, bonuses.get(r.id)));
}

/** The whole 3-month window in one answer, kept for API clients; the screen reads pages (charge-history-page.ts), in their order. */
export async function listMemberCharges(ctx: AppContext, memberId: number): Promise<ChargeHistoryItem[]> {
  const since = historySince(ctx.clock);
  const rows = await ctx.db
    .selectFrom('point_charges')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return toChargeHistoryItems(ctx.db, rows);
}

/** What the shop owner sees of a charge, invoice details included (needed to issue the receipt). */
export function toAdminCharge(row: PointChargeRow & { login_id: string }, receipts: Receipts) {
  return {
    ...toCharge(row),
    memberId: row.member_id,
    loginId: row.login_id,
    depositor: row.depositor,
    payAmount: Number(row.pay_amount),
    feeType: row.fee_type,
    feeValue: row.fee_value ? (JSON.parse(row.fee_value) as Record<string, string>) : null,
    expiresAt: row.expires_at,
    decidedBy: row.decided_by,
    orderNumber: row.order_number,
    registeredForMatching: row.match_registered_at !== null,
    tossOrderId: row.toss_order_id,
    receipt: receipts.get(row.id) ?? null,
  };
}
export type AdminCharge = ReturnType<typeof toAdminCharge>;

export async function findAdminCharge(ctx: AppContext, id: number): Promise<AdminCharge | null> {
  const row = await ctx.db
    .selectFrom('point_charges')
    .innerJoin('members', 'members.id', 'point_charges.member_id')
    .selectAll('point_charges')
    .select('members.login_id')
    .where('point_charges.id', '=', id)
    .executeTakeFirst();
  return row ? toAdminCharge(row, await receiptsOfCharges(ctx.db, [row.id])) : null;
}

/**
 * The charge desk's page: newest first, by status, and by a depositor's name (part of it) or a member's
 * exact login id (looked up first), paged by id as the other console lists are (id-pages.ts).
 */
export async function listAdminChargesPage(ctx: AppContext, query: z.output<typeof adminChargesQuerySchema>): Promise<Paged<AdminCharge>> {
  const text = query.q;
  // The filter, for the rows with their login ids and for the charges alone (their counts and ids).
  const filter = (eb: ExpressionBuilder<DB, 'point_charges'>) => {
    const all: Expression<SqlBool>[] = [];
    if (query.status) all.push(eb('point_charges.status', '=', statusNames[query.status]));
    if (text) {
      all.push(eb.or([containsText(eb.ref('point_charges.depositor'), text), eb('point_charges.member_id', '=', eb.selectFrom('members as by_login').select('by_login.id').where('by_login.login_id', '=', text.toLowerCase()))]));
    }
    return eb.and(all);
  };
  const q = ctx.db
    .selectFrom('point_charges')
    .innerJoin('members', 'members.id', 'point_charges.member_id')
    .selectAll('point_charges')
    .select('members.login_id')
    .where((eb) => filter(eb as unknown as ExpressionBuilder<DB, 'point_charges'>));
  const keys = ctx.db.selectFrom('point_charges').where(filter);
  const page = await consolePage(ctx.db, q, 'point_charges.id', query, (r) => r, { keys });
  const receipts = await receiptsOfCharges(ctx.db, page.items.map((r) => r.id));
  return { ...page, items: page.items.map((r) => toAdminCharge(r, receipts)) };
}

export function toDeposit(row: UnmatchedDepositRow) {
  return {
    id: row.id,
    source: row.source,
    traceId: row.trace_id,
    amount: Number(row.amount),
    depositor: row.depositor,
    depositedAt: row.deposited_at,
    reason: row.reason,
    chargeId: row.charge_id,
    status: row.status,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    note: row.note,
  };
}
export type UnmatchedDeposit = ReturnType<typeof toDeposit>;

export async function listDeposits(ctx: AppContext, status: 'waiting' | 'resolved' = 'waiting', limit = 200): Promise<UnmatchedDeposit[]> {
  const rows = await ctx.db.selectFrom('unmatched_deposits').selectAll().where('status', '=', status).orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toDeposit);
}
