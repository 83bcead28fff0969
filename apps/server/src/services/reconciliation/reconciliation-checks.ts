import { PaymentStatus } from '@snsshop/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/**
 * The checks of a day's reconciliation (reconcile-day.ts), each answering the rows that explain a
 * difference, in the owner's words and in 원 (docs/receipts-and-reconciliation.md).
 */

/** At most this many explaining rows are kept per difference. */
const ROWS = 50;

export const num = (v: unknown) => Number(v ?? 0);
const won = (v: unknown) => `${num(v).toLocaleString('ko-KR')}원`;

/** Every charge credited that day has one ledger credit of its points, and every ledger credit of that day is such a charge's. */
export async function chargeRows(db: Executor, from: string, to: string) {
  const ledgerSide = await db
    .selectFrom('point_ledger as l')
    .leftJoin('point_charges as c', (j) => j.on('l.ref_type', '=', 'charge').onRef(sql`CAST(c.id AS VARCHAR(20))`, '=', 'l.ref_id'))
    .select(['l.id', 'l.member_id', 'l.delta', 'l.ref_type', 'l.ref_id', 'c.point', 'c.status'])
    .where('l.kind', '=', 'charge')
    .where('l.created_at', '>=', from)
    .where('l.created_at', '<', to)
    .where((eb) => eb.or([eb('c.id', 'is', null), eb('c.status', '<>', PaymentStatus.SUCCESS), eb('c.point', '<>', eb.ref('l.delta'))]))
    .limit(ROWS)
    .execute();
  const chargeSide = await db
    .selectFrom('point_charges as c')
    .leftJoin('point_ledger as l', (j) => j.on('l.kind', '=', 'charge').on('l.ref_type', '=', 'charge').onRef('l.ref_id', '=', sql`CAST(c.id AS VARCHAR(20))`))
    .select(['c.id', 'c.member_id', 'c.point', 'c.pay_amount', 'c.order_number'])
    .where('c.status', '=', PaymentStatus.SUCCESS)
    .where('c.responded_at', '>=', from)
    .where('c.responded_at', '<', to)
    .where('l.id', 'is', null)
    .limit(ROWS)
    .execute();
  return [
    ...ledgerSide.map((r) => ({
      type: 'point_ledger',
      id: String(r.id),
      memberId: r.member_id,
      detail: r.point == null ? `충전 원장 ${won(r.delta)}: 맞는 충전 신청이 없습니다 (${r.ref_type ?? '-'} ${r.ref_id ?? '-'})` : `충전 원장 ${won(r.delta)} ≠ 충전 신청 ${won(r.point)} (충전 ${r.ref_id})`,
    })),
    ...chargeSide.map((r) => ({ type: 'point_charge', id: String(r.id), memberId: r.member_id, detail: `충전 ${r.order_number} 포인트 ${won(r.point)} (받은 돈 ${won(r.pay_amount)}): 원장 기록이 없습니다` })),
  ];
}

/** Money that arrived that day and credited nothing yet: deposits waiting for a person. */
export async function unmatchedDeposits(db: Executor, from: string, to: string) {
  const rows = await db
    .selectFrom('unmatched_deposits')
    .select(['id', 'amount', 'depositor', 'reason', 'source'])
    .where('status', '=', 'waiting')
    .where('deposited_at', '>=', from)
    .where('deposited_at', '<', to)
    .orderBy('id')
    .limit(ROWS)
    .execute();
  return {
    won: rows.reduce((sum, r) => sum + num(r.amount), 0),
    rows: rows.map((r) => ({ type: 'unmatched_deposit', id: String(r.id), memberId: null, detail: `입금 ${won(r.amount)} (${r.depositor}): 충전되지 않았습니다 — ${r.reason}` })),
  };
}

/** Points taken back for cancels made at Toss: the ledger's charge_cancel rows of the day against what each cancel recorded as taken. */
export async function tossCancelRows(db: Executor, from: string, to: string, ledger: Record<string, number>) {
  const rows = await db
    .selectFrom('toss_cancels as t')
    .innerJoin('point_charges as c', 'c.id', 't.charge_id')
    .select(['t.id', 't.member_id', 't.amount', 't.points', 't.taken', 't.shortfall', 'c.order_number'])
    .where('t.created_at', '>=', from)
    .where('t.created_at', '<', to)
    .orderBy('t.id')
    .limit(ROWS)
    .execute();
  const taken = rows.reduce((sum, r) => sum + num(r.taken), 0);
  return {
    expected: -taken,
    actual: num(ledger.charge_cancel),
    rows: rows.map((r) => ({
      type: 'toss_cancel',
      id: String(r.id),
      memberId: r.member_id,
      detail: `토스에서 취소 ${won(r.amount)} (충전 ${r.order_number}, 포인트 ${won(r.points)}): 회수 ${won(r.taken)}${num(r.shortfall) > 0 ? `, 이미 사용 ${won(r.shortfall)}` : ''}`,
    })),
  };
}

/** A ledger row whose balance_after is not the row before it plus its delta: a row edited or removed by hand. */
export async function brokenChain(db: Executor, from: string, to: string) {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('point_ledger')
        .select(['id', 'member_id', 'delta', 'balance_after', 'created_at', sql<number | null>`LAG(balance_after) OVER (PARTITION BY member_id ORDER BY id)`.as('before')])
        .as('l'),
    )
    .selectAll()
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('before', 'is not', null)
    .where(sql<boolean>`before + delta <> balance_after`)
    .limit(ROWS)
    .execute();
  return rows.map((r) => ({ type: 'point_ledger', id: String(r.id), memberId: r.member_id, detail: `이전 잔액 ${won(r.before)} + ${won(r.delta)} ≠ 기록된 잔액 ${won(r.balance_after)}` }));
}

/** Members whose balance is not the sum of their ledger (over all time). */
export async function balanceMismatches(db: Executor) {
  const rows = await db
    .selectFrom('members as m')
    .leftJoin('point_ledger as l', 'l.member_id', 'm.id')
    .select(['m.id', 'm.point', (eb) => eb.fn.coalesce(eb.fn.sum<number>('l.delta'), sql<number>`0`).as('sum')])
    .groupBy(['m.id', 'm.point'])
    .having((eb) => eb('m.point', '<>', eb.fn.coalesce(eb.fn.sum<number>('l.delta'), sql<number>`0`)))
    .limit(ROWS)
    .execute();
  return rows.map((r) => ({ type: 'member', id: String(r.id), memberId: r.id, detail: `잔액 ${won(r.point)} ≠ 원장 합계 ${won(r.sum)}` }));
}

/** Holds and releases of that day are exactly the points of the requests made and rejected that day. */
export async function refundHoldRows(db: Executor, from: string, to: string, ledger: Record<string, number>) {
  const made = await db
    .selectFrom('refund_requests')
    .select((eb) => eb.fn.sum<number>('points').as('p'))
    .where('requested_at', '>=', from)
    .where('requested_at', '<', to)
    .executeTakeFirstOrThrow();
  const rejected = await db
    .selectFrom('refund_requests')
    .select((eb) => eb.fn.sum<number>('points').as('p'))
    .where('state', '=', 'rejected')
    .where('finished_at', '>=', from)
    .where('finished_at', '<', to)
    .executeTakeFirstOrThrow();
  return { expected: -num(made.p) + num(rejected.p), actual: num(ledger.refund_hold) + num(ledger.refund_release) };
}
