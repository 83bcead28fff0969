import { formatKoreanDateTime, formatNumber } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { addMs, isoNow } from '../lib/clock.js';
import { alertOwner } from '../services/notifications/owner-alerts.js';
import { deliverReceipt, documentLabel, RECEIPT_LEASE_MS } from '../services/receipts/issue-receipt.js';
import { claimAndDeliver } from './claim-outbox.js';

/** The owner hears of a document still not issued this long before its legal deadline. */
export const RECEIPT_DEADLINE_WARNING_MS = 24 * 3600_000;

/**
 * Documents not issued a day before their deadline (a cash receipt: 5 days after the payment), each
 * once (the alert's key); the owner can still issue it by hand from the list.
 */
async function warnNearDeadline(ctx: AppContext, now: string): Promise<number> {
  const late = await ctx.db
    .selectFrom('receipt_documents as r')
    .select(['r.id', 'r.kind', 'r.role', 'r.purpose', 'r.mgt_key', 'r.total', 'r.deadline_at', 'r.last_error'])
    .where('r.status', 'in', ['pending', 'sending', 'failed'])
    .where('r.deadline_at', '<=', addMs(now, RECEIPT_DEADLINE_WARNING_MS))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('owner_alerts as a').select('a.id').where('a.event_key', '=', sql<string>`'receipt:' || CAST(r.id AS VARCHAR(20)) || ':deadline'`))),
    )
    .limit(ctx.config.jobs.batch)
    .execute();
  for (const r of late) {
    const why = r.last_error ? ` (${r.last_error.slice(0, 120)})` : '';
    const line = `${documentLabel(r)} ${r.mgt_key} (${formatNumber(Number(r.total))}원) 발급 기한 ${formatKoreanDateTime(r.deadline_at)}까지 발급되지 않았습니다${why}`;
    await alertOwner(ctx.db, { kind: 'receipt.failing', key: `receipt:${r.id}:deadline`, line, at: now });
  }
  return late.length;
}

/**
 * Issues due cash receipts and tax invoices through Popbill (claimed like the outboxes, so two
 * processes never send the same document) and warns the owner of any near its deadline. Without
 * Popbill configured nothing is sent and nothing is warned: the owner's list shows the requests.
 */
export async function issueDueReceipts(ctx: AppContext) {
  if (!ctx.payments.popbill) return {};
  const sent = await claimAndDeliver(ctx, 'receipt_documents', RECEIPT_LEASE_MS, (row, token) => deliverReceipt(ctx, row, token));
  const warned = await warnNearDeadline(ctx, isoNow(ctx.clock));
  return warned > 0 ? { ...sent, warned } : sent;
}
