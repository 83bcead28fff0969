import { formatNumber } from '@snsshop/shared';
import type { Trx } from '../../db/database.js';
import { alertOwner } from '../notifications/owner-alerts.js';

export type WebhookSource = 'payaction' | 'deposits' | 'toss';

/**
 * Claims one delivery inside the caller's transaction. The primary key makes a concurrent twin wait
 * until this transaction ends and then see it as already handled; a rollback frees it for a retry.
 */
export async function claimDelivery(trx: Trx, source: WebhookSource, traceId: string, at: string): Promise<boolean> {
  const row = await trx
    .insertInto('webhook_events')
    .values({ source, trace_id: traceId, outcome: 'received', created_at: at })
    .onConflict((oc) => oc.columns(['source', 'trace_id']).doNothing())
    .returning('trace_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function noteOutcome(trx: Trx, source: WebhookSource, traceId: string, outcome: string): Promise<void> {
  await trx.updateTable('webhook_events').set({ outcome }).where('source', '=', source).where('trace_id', '=', traceId).execute();
}

export interface ParkedDeposit {
  source: WebhookSource;
  traceId: string;
  amount: number;
  depositor: string;
  depositedAt: string;
  reason: 'no_match' | 'ambiguous' | 'late' | 'amount_mismatch';
  chargeId?: number | null;
  at: string;
}

/** Money that arrived but fits no single pending charge: kept (once per source and trace) for a person. */
export async function parkDeposit(trx: Trx, d: ParkedDeposit): Promise<void> {
  await trx
    .insertInto('unmatched_deposits')
    .values({
      source: d.source,
      trace_id: d.traceId,
      amount: d.amount,
      depositor: d.depositor.slice(0, 100),
      deposited_at: d.depositedAt,
      reason: d.reason,
      charge_id: d.chargeId ?? null,
      status: 'waiting',
      created_at: d.at,
      resolved_at: null,
      note: null,
    })
    .onConflict((oc) => oc.columns(['source', 'trace_id']).doNothing())
    .execute();
  await alertOwner(trx, { kind: 'deposit.unmatched', key: `deposit:${d.source}:${d.traceId}`, line: `${d.depositor.slice(0, 40)} ${formatNumber(d.amount)}원 (${parkReason[d.reason]})`, at: d.at });
}

const parkReason: Record<ParkedDeposit['reason'], string> = { no_match: '맞는 신청 없음', ambiguous: '같은 조건의 신청이 여럿', late: '만료 후 입금', amount_mismatch: '금액 다름' };
