import type { OwnerAlertKind } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';

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
