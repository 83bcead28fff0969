import type { LedgerKind } from '@snsshop/shared';
import type { Trx } from '../../db/database.js';
import { applyPointChange } from './apply-point-change.js';

export interface TakeBack {
  memberId: number;
  points: number;
  kind: LedgerKind;
  refType: string;
  refId: string | number;
  memo?: string;
  at: string;
}

/**
 * Takes back what it can of points a member was given (a bonus, a coupon's bonus, a referral reward
 * whose charge was reversed), never below a zero balance, as a ledger row of its own; answers what was
 * taken and what the member had already spent. The member's row is written first — locked on
 * PostgreSQL — so the balance read here is the one the debit meets.
 */
export async function takeBackPoints(trx: Trx, c: TakeBack): Promise<{ taken: number; shortfall: number; loginId: string }> {
  const { point, login_id } = await trx.updateTable('members').set({ updated_at: c.at }).where('id', '=', c.memberId).returning(['point', 'login_id']).executeTakeFirstOrThrow();
  const taken = Math.max(0, Math.min(c.points, Number(point)));
  if (taken > 0) await applyPointChange(trx, { memberId: c.memberId, delta: -taken, kind: c.kind, refType: c.refType, refId: c.refId, ...(c.memo ? { memo: c.memo } : {}), at: c.at });
  return { taken, shortfall: c.points - taken, loginId: login_id };
}
