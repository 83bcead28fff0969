import { reconciliationDaySchema, type ReconciliationDay } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';

/** The kept days, newest first: every day, or only those with a difference (the reconciliation screen's first view). */
export async function listReconciliationDays(db: Executor, limit: number, onlyDifferences = false): Promise<ReconciliationDay[]> {
  const rows = await db
    .selectFrom('reconciliation_days')
    .selectAll()
    .where('checked_at', '<>', '')
    .$if(onlyDifferences, (q) => q.where('ok', '=', 0))
    .orderBy('day', 'desc')
    .limit(limit)
    .execute();
  // parsed by the shared schema: days kept before a field was added get its default
  return rows.map((r) => reconciliationDaySchema.parse({ day: r.day, figures: JSON.parse(r.figures), differences: JSON.parse(r.differences), checkedAt: r.checked_at }));
}
