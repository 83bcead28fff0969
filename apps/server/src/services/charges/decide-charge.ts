import { msg } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { closeCharge, creditCharge } from './credit-charge.js';
import { findAdminCharge, toDeposit, type AdminCharge, type UnmatchedDeposit } from './list-charges.js';

async function mustExist(trx: Trx, chargeId: number): Promise<void> {
  const row = await trx.selectFrom('point_charges').select('id').where('id', '=', chargeId).executeTakeFirst();
  if (!row) throw notFound(msg.charge.notFound);
}

/** Credits inside trx as a person's decision; also closes deposits parked for that charge. */
async function approveIn(trx: Trx, chargeId: number, at: string): Promise<void> {
  // A pending charge, or one the sweep cancelled before a late deposit arrived; never one a person rejected.
  const won = await creditCharge(trx, chargeId, 'admin', at, { reopenExpired: true });
  if (!won) {
    await mustExist(trx, chargeId);
    throw conflict(msg.charge.notPending);
  }
  await trx
    .updateTable('unmatched_deposits')
    .set({ status: 'resolved', resolved_at: at, note: `charge ${chargeId} approved` })
    .where('charge_id', '=', chargeId)
    .where('status', '=', 'waiting')
    .execute();
}

/** Runs inside the decision's transaction once it is made (the admin console writes its audit row here). */
export type DecisionHook = (trx: Trx) => Promise<void>;

/** The shop owner accepts a charge by hand: credited exactly once, even racing the webhook (409 for the loser). */
export async function approveCharge(ctx: AppContext, chargeId: number, onDecided?: DecisionHook): Promise<AdminCharge> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await approveIn(trx, chargeId, at);
    await onDecided?.(trx);
  });
  return (await findAdminCharge(ctx, chargeId))!;
}

export async function rejectCharge(ctx: AppContext, chargeId: number, onDecided?: DecisionHook): Promise<AdminCharge> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await closeCharge(trx, chargeId, 'admin', at))) {
      await mustExist(trx, chargeId);
      throw conflict(msg.charge.notPending);
    }
    await onDecided?.(trx);
  });
  return (await findAdminCharge(ctx, chargeId))!;
}

/** A person settles a parked deposit, optionally crediting the charge it belongs to in the same transaction. */
export async function resolveDeposit(ctx: AppContext, depositId: number, chargeId?: number, onDecided?: DecisionHook): Promise<UnmatchedDeposit> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('unmatched_deposits')
      .set({ status: 'resolved', resolved_at: at, note: chargeId ? `charge ${chargeId} approved` : 'resolved by hand', ...(chargeId ? { charge_id: chargeId } : {}) })
      .where('id', '=', depositId)
      .where('status', '=', 'waiting')
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const exists = await trx.selectFrom('unmatched_deposits').select('id').where('id', '=', depositId).executeTakeFirst();
      if (!exists) throw notFound(msg.common.notFound);
      throw conflict(msg.charge.depositResolved);
    }
    if (chargeId) await approveIn(trx, chargeId, at);
    await onDecided?.(trx);
    return toDeposit(row);
  });
}
