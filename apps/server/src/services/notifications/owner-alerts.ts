import { formatNumber, type OwnerAlertKind } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { OwnerAlerts } from '../../lib/owner-alerts.js';

export { ownerAlertKinds, type OwnerAlertKind } from '@snsshop/shared';

/**
 * One line for the owner, written with the change it is about (or by the sweep that notices a
 * state); its key makes it once. The digest sweep (jobs/owner-alerts.ts) sends the lines of a kind
 * together, so an outage that holds a hundred orders sends one message, not a hundred.
 */
export async function alertOwner(db: Executor, a: { kind: OwnerAlertKind; key: string; line: string; at: string }): Promise<void> {
  await db
    .insertInto('owner_alerts')
    .values({ kind: a.kind, event_key: a.key, line: a.line.slice(0, 300), created_at: a.at })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .execute();
}

/** A sweep failing again and again: one line per sweep and hour (the key), however often it fails. */
export function alertFailingSweep(db: Executor, job: string, failures: number, error: string, now: Date): Promise<void> {
  const hour = now.toISOString().slice(0, 13);
  return alertOwner(db, { kind: 'sweep.failing', key: `sweep:${job}:${hour}`, line: `${job} ${failures}회 연속 실패: ${error.slice(0, 200)}`, at: now.toISOString() });
}

/**
 * The routing alerts raised in memory (lib/owner-alerts.ts) become durable owner alerts, sent in the
 * same digests: a provider's circuit opening and its balance falling under the owner's threshold.
 * (An order the cost guard held is held: the held-orders check above already reports it.)
 */
export function forwardRoutingAlerts(deps: { db: Executor; clock: Clock; ownerAlerts: OwnerAlerts }): () => void {
  const { db, clock, ownerAlerts } = deps;
  return ownerAlerts.subscribe(async (a) => {
    const at = isoNow(clock);
    if (a.kind === 'circuit_open') {
      const p = await db.selectFrom('providers').select('name').where('id', '=', a.providerId).executeTakeFirst();
      const name = p?.name ?? `공급처 #${a.providerId}`;
      await alertOwner(db, { kind: 'provider.circuit_open', key: `circuit:${a.providerId}:${a.openUntil}`, line: `${name}: ${a.failures}번 연속 실패로 잠시 보내지 않습니다 (${a.lastError})`, at });
    } else if (a.kind === 'low_balance') {
      await alertOwner(db, {
        kind: 'provider.low_balance',
        key: `low_balance:${a.providerId}:${at}`,
        line: `${a.providerName}: 잔액 ${formatNumber(a.balanceWon)}원 (기준 ${formatNumber(a.thresholdWon)}원)`,
        at,
      });
    }
  });
}
