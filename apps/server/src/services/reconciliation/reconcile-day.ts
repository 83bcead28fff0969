import { PaymentStatus, reconciliationFigure, type ReconciliationDay, type ReconciliationDifference, type ReconciliationFigures } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';
import { boundary } from '../../db/query-helpers.js';
import { alertOwner } from '../notifications/owner-alerts.js';
import { balanceMismatches, brokenChain, chargeRows, num, refundHoldRows, tossCancelRows, unmatchedDeposits } from './reconciliation-checks.js';

const DEPOSIT_DECIDERS = ['webhook', 'feed', 'admin'];

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
  // cancels made at Toss itself (read back from Toss by the webhook, settle-toss-cancel.ts), on the day the shop took them in
  const atToss = await db
    .selectFrom('toss_cancels')
    .select((eb) => eb.fn.sum<number>('amount').as('won'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
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
    tossCancelled: num(refunds.toss) + num(atToss.won),
    chargesCredited: num(ledger.charge),
    refundsSent: num(refunds.sent),
    ledger,
    chargePoints: num(credited.points),
  };
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
  const atToss = await tossCancelRows(db, from, to, figures.ledger);
  if (atToss.expected !== atToss.actual) differences.push({ check: '토스에서 취소된 결제 = 회수한 포인트', expected: atToss.expected, actual: atToss.actual, unit: 'won', rows: atToss.rows });
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
