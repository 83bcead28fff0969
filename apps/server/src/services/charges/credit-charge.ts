import { PaymentStatus } from '@snsshop/shared';
import type { Trx } from '../../db/database.js';
import type { PointChargeRow } from '../../db/schema.js';
import { onChargeCredited } from '../growth/charge-events.js';
import { notifyChargeCredited } from '../notifications/member-events.js';
import { applyPointChange } from '../points/apply-point-change.js';
import type { DecidedBy } from './charge-rows.js';

export interface CreditOptions {
  paymentKey?: string;
  /** A person may credit a charge the 3-hour sweep cancelled (a late deposit); nothing else may. */
  reopenExpired?: boolean;
}

/**
 * The one way a charge becomes points, inside the caller's transaction: a conditional UPDATE that
 * only one caller can win (PENDING → SUCCESS), then the ledger credit. Webhook, feed, Toss and a
 * person racing each other credit once; the losers get null. point_ledger_once is the last guard.
 */
export async function creditCharge(trx: Trx, chargeId: number, by: DecidedBy, at: string, opts: CreditOptions = {}): Promise<PointChargeRow | null> {
  const won = await trx
    .updateTable('point_charges')
    .set({ status: PaymentStatus.SUCCESS, decided_by: by, responded_at: at, ...(opts.paymentKey ? { payment_key: opts.paymentKey } : {}) })
    .where('id', '=', chargeId)
    .where((eb) =>
      opts.reopenExpired
        ? eb.or([
            eb('status', '=', PaymentStatus.PENDING),
            eb.and([eb('status', '=', PaymentStatus.FAIL), eb('decided_by', '=', 'expiry')]),
          ])
        : eb('status', '=', PaymentStatus.PENDING),
    )
    .returningAll()
    .executeTakeFirst();
  if (!won) return null;
  await applyPointChange(trx, {
    memberId: won.member_id,
    delta: Number(won.point),
    kind: 'charge',
    refType: 'charge',
    refId: won.id,
    memo: `charge by ${by}`,
    at,
  });
  await onChargeCredited(trx, won, at);
  await notifyChargeCredited(trx, { id: won.id, member_id: won.member_id, point: Number(won.point) }, at);
  return won;
}

/** Cancels a pending charge (a person's rejection or the expiry sweep); null when it was not pending. */
export async function closeCharge(trx: Trx, chargeId: number, by: DecidedBy, at: string): Promise<PointChargeRow | null> {
  const row = await trx
    .updateTable('point_charges')
    .set({ status: PaymentStatus.FAIL, decided_by: by, responded_at: at })
    .where('id', '=', chargeId)
    .where('status', '=', PaymentStatus.PENDING)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

