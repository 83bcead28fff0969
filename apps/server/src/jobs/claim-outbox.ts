import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { addMs, isoNow } from '../lib/clock.js';
import { inParallel } from '../lib/in-parallel.js';

/** The outboxes whose rows a sweep claims and delivers: member notifications, reseller callbacks and receipts to issue. */
type OutboxName = 'notifications' | 'webhook_deliveries' | 'receipt_documents';
/** What both outboxes have for claiming. */
interface ClaimColumns {
  id: number;
  status: string;
  claim_token: string | null;
  next_attempt_at: string;
}

/**
 * Claims an outbox's due rows and delivers each: one conditional UPDATE gives them this round's token
 * and a lease (PostgreSQL skips rows another process is claiming; SQLite has one writer), so of two
 * sweeps or two processes exactly one holds each row. A row still 'sending' when its lease ran out
 * belonged to a worker that died; `deliver` decides what that means for its kind of message.
 * Answers how many rows ended with each outcome.
 */
export async function claimAndDeliver<T extends OutboxName, O extends string>(
  ctx: AppContext,
  table: T,
  leaseMs: number,
  deliver: (row: Selectable<DB[T]>, token: string) => Promise<O>,
): Promise<Partial<Record<O, number>>> {
  const now = isoNow(ctx.clock);
  const token = crypto.randomUUID();
  // Both tables share the claim columns; the query is written once against that shape.
  const db = ctx.db as unknown as Kysely<Record<OutboxName, ClaimColumns>>;
  const claimed = await db
    .updateTable(table as OutboxName)
    .set({ status: 'sending', claim_token: token, next_attempt_at: addMs(now, leaseMs) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom(table as OutboxName)
        .select('id')
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(ctx.config.jobs.batch)
        .$if(ctx.dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .returningAll()
    .execute();
  const result: Partial<Record<O, number>> = {};
  await inParallel(claimed as unknown as Selectable<DB[T]>[], 8, async (row) => {
    const outcome = await deliver(row, token);
    result[outcome] = (result[outcome] ?? 0) + 1;
  });
  return result;
}
