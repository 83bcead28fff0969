import { msg, type LedgerKind } from '@snsshop/shared';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Trx } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';

export class InsufficientPointsError extends AppError {
  constructor() {
    super(400, msg.order.notEnoughPoints);
  }
}

export interface PointChange {
  memberId: number;
  delta: number;
  kind: LedgerKind;
  refType?: string;
  refId?: string | number;
  memo?: string;
  at: string;
}

// Compiled once: every order, charge and refund runs these two.
const debitOrCredit = compiledOnce(['memberId', 'delta', 'at'], (db, c: { memberId: number; delta: number; at: string }) =>
  db
    .updateTable('members')
    .set({ point: sql`point + ${c.delta}`, updated_at: c.at })
    .where('id', '=', c.memberId)
    .where(sql<boolean>`point + ${c.delta} >= 0`)
    .returning('point'),
);

interface LedgerRow {
  memberId: number;
  delta: number;
  balanceAfter: number;
  kind: LedgerKind;
  refType: string | null;
  refId: string | null;
  memo: string | null;
  at: string;
}

const insertLedgerRow = compiledOnce(['memberId', 'delta', 'balanceAfter', 'kind', 'refType', 'refId', 'memo', 'at'], (db, r: LedgerRow) =>
  db.insertInto('point_ledger').values({
    member_id: r.memberId,
    delta: r.delta,
    balance_after: r.balanceAfter,
    kind: r.kind,
    ref_type: r.refType,
    ref_id: r.refId,
    memo: r.memo,
    created_at: r.at,
  }),
);

/**
 * The one way a balance moves: a guarded UPDATE (never read-modify-write) and its ledger row,
 * in the caller's transaction. A debit that would go below zero changes nothing and throws.
 */
export async function applyPointChange(trx: Trx, change: PointChange): Promise<number> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
    throw new Error(`invalid point delta ${change.delta}`);
  }
  const [updated] = (await debitOrCredit(trx, { memberId: change.memberId, delta: change.delta, at: change.at })).rows;
  if (!updated) throw new InsufficientPointsError();
  await insertLedgerRow(trx, {
    memberId: change.memberId,
    delta: change.delta,
    balanceAfter: Number(updated.point),
    kind: change.kind,
    refType: change.refType ?? null,
    refId: change.refId == null ? null : String(change.refId),
    memo: change.memo ?? null,
    at: change.at,
  });
  return Number(updated.point);
}
