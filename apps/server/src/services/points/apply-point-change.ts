import { msg, type LedgerKind } from '@snsshop/shared';
import { sql } from 'kysely';
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

/**
 * The one way a balance moves: a guarded UPDATE (never read-modify-write) and its ledger row,
 * in the caller's transaction. A debit that would go below zero changes nothing and throws.
 */
export async function applyPointChange(trx: Trx, change: PointChange): Promise<number> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
    throw new Error(`invalid point delta ${change.delta}`);
  }
  const updated = await trx
    .updateTable('members')
    .set({ point: sql`point + ${change.delta}`, updated_at: change.at })
    .where('id', '=', change.memberId)
    .where(sql<boolean>`point + ${change.delta} >= 0`)
    .returning('point')
    .executeTakeFirst();
  if (!updated) throw new InsufficientPointsError();
  await trx
    .insertInto('point_ledger')
    .values({
      member_id: change.memberId,
      delta: change.delta,
      balance_after: Number(updated.point),
      kind: change.kind,
      ref_type: change.refType ?? null,
      ref_id: change.refId == null ? null : String(change.refId),
      memo: change.memo ?? null,
      created_at: change.at,
    })
    .execute();
  return Number(updated.point);
}
