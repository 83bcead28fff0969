import type { Executor } from '../../db/database.js';

/** The owner's alert kinds, with the digest's title; adding one is a line here and one alertOwner call. */
export const ownerAlertKinds = {
  'charge.awaiting': '승인을 기다리는 충전 신청',
  'deposit.unmatched': '맞는 충전 신청이 없는 입금',
  'orders.held': '확인이 필요한 보류 주문',
  'orders.stuck': '진행되지 않는 주문',
  'sweep.failing': '계속 실패하는 자동 작업',
} as const;
export type OwnerAlertKind = keyof typeof ownerAlertKinds;

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
