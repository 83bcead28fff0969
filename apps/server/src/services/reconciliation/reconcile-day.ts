import { PaymentStatus, reconciliationFigure, type ReconciliationDay, type ReconciliationDifference, type ReconciliationFigures } from '@snsshop/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { boundary } from '../../db/query-helpers.js';
import { alertOwner } from '../notifications/owner-alerts.js';

const DEPOSIT_DECIDERS = ['webhook', 'feed', 'admin'];
/** At most this many explaining rows are kept per difference. */
const ROWS = 50;

const num = (v: unknown) => Number(v ?? 0);
const won = (v: unknown) => `${num(v).toLocaleString('ko-KR')}원`;

async function figuresOf(db: Executor, from: string, to: string): Promise<ReconciliationFigures & { chargePoints: number }> {
  const credited = await db
    .selectFrom('point_charges')
    .select((eb) => [
      // money received as received: a tax invoice's 11,000 won, not its 10,000 points
      eb.fn.sum<number>(eb.case().when('decided_by', 'in', DEPOSIT_DECIDERS).then(eb.ref('pay_amount')).else(0).end()).as('deposits'),
      eb.fn.sum<number>(eb.case().when('decided_by', '=', 'toss').then(eb.fn.coalesce('toss_amount', 'pay_amount')).else(0).end()).as('toss'),
      eb.fn.sum<number>('point').as('points'),
    ])
    .where('status', '=', PaymentStatus.SUCCESS)
    .where('responded_at', '>=', from)
    .where('responded_at', '<', to)
    .executeTakeFirstOrThrow();
  const refunds = await db
    .selectFrom('refund_requests as r')
    .innerJoin('point_charges as c', 'c.id', 'r.charge_id')
    .select((eb) => [
      eb.fn.sum<number>('r.amount').as('sent'),
      eb.fn.sum<number>(eb.case().when('c.decided_by', '=', 'toss').then(eb.ref('r.amount')).else(0).end()).as('toss'),
    ])
    .where('r.state', '=', 'sent')
    .where('r.finished_at', '>=', from)
    .where('r.finished_at', '<', to)
    .executeTakeFirstOrThrow();
  const kinds = await db
    .selectFrom('point_ledger')
    .select(['kind', (eb) => eb.fn.sum<number>('delta').as('net')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('kind')
    .orderBy('kind')
    .execute();
  const ledger = Object.fromEntries(kinds.map((k) => [k.kind, num(k.net)]));
  return {
    depositsCredited: num(credited.deposits),
    tossDone: num(credited.toss),
    tossCancelled: num(refunds.toss),
    chargesCredited: num(ledger.charge),
    refundsSent: num(refunds.sent),
    ledger,
    chargePoints: num(credited.points),
  };
}

/** Every charge credited that day has one ledger credit of its points, and every ledger credit of that day is such a charge's. */
async function chargeRows(db: Executor, from: string, to: string) {
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
async function unmatchedDeposits(db: Executor, from: string, to: string) {
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

/** A ledger row whose balance_after is not the row before it plus its delta: a row edited or removed by hand. */
async function brokenChain(db: Executor, from: string, to: string) {
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
async function balanceMismatches(db: Executor) {
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
async function refundHoldRows(db: Executor, from: string, to: string, ledger: Record<string, number>) {
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

/**
 * One Korean day's reconciliation: the money that came in (deposits matched or approved, Toss payments
 * less cancels) against the points credited, the refunds paid against the holds, and every balance
 * against its ledger. Each difference keeps the rows that explain it.
 */
export async function reconcileDay(db: Executor, day: string): Promise<Omit<ReconciliationDay, 'checkedAt'>> {
  const from = boundary(day);
  const to = boundary(day, true);
  const { chargePoints, ...figures } = await figuresOf(db, from, to);
  const differences: ReconciliationDifference[] = [];
  const charges = await chargeRows(db, from, to);
  if (figures.chargesCredited !== chargePoints || charges.length > 0) {
    differences.push({ check: '충전 원장 = 입금·토스로 승인된 충전', expected: chargePoints, actual: figures.chargesCredited, unit: 'won', rows: charges });
  }
  const holds = await refundHoldRows(db, from, to, figures.ledger);
  if (holds.expected !== holds.actual) differences.push({ check: '환불 보류 원장 = 환불 신청', ...holds, unit: 'won', rows: [] });
  const waiting = await unmatchedDeposits(db, from, to);
  if (waiting.rows.length > 0) differences.push({ check: '충전되지 않은 입금', expected: 0, actual: waiting.won, unit: 'won', rows: waiting.rows });
  const chain = await brokenChain(db, from, to);
  if (chain.length > 0) differences.push({ check: '원장 잔액이 이어지지 않는 기록', expected: 0, actual: chain.length, unit: 'rows', rows: chain });
  const balances = await balanceMismatches(db);
  if (balances.length > 0) differences.push({ check: '회원 잔액 = 원장 합계', expected: 0, actual: balances.length, unit: 'rows', rows: balances });
  return { day, figures, differences };
}

/** Keeps the day's figures (replacing an earlier run of the same day) and alerts the owner once per day and finding. */
export async function saveReconciliation(db: Executor, r: Omit<ReconciliationDay, 'checkedAt'>, at: string): Promise<ReconciliationDay> {
  const values = { figures: JSON.stringify(r.figures), differences: JSON.stringify(r.differences), ok: r.differences.length === 0 ? 1 : 0, checked_at: at, claimed_until: null };
  await db
    .insertInto('reconciliation_days')
    .values({ day: r.day, ...values })
    .onConflict((oc) => oc.column('day').doUpdateSet(values))
    .execute();
  for (const d of r.differences) {
    await alertOwner(db, { kind: 'reconciliation.mismatch', key: `reconciliation:${r.day}:${d.check}:${d.actual}`, line: `${r.day} 정산 불일치 — ${d.check}: 기대 ${reconciliationFigure(d.expected, d.unit)}, 실제 ${reconciliationFigure(d.actual, d.unit)}`, at });
  }
  return { ...r, checkedAt: at };
}
