import type { ReconciliationDay } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';

/** The kept days, newest first, for the dashboard. */
export async function listReconciliationDays(db: Executor, limit: number): Promise<ReconciliationDay[]> {
  const rows = await db.selectFrom('reconciliation_days').selectAll().where('checked_at', '<>', '').orderBy('day', 'desc').limit(limit).execute();
  return rows.map((r) => ({ day: r.day, figures: JSON.parse(r.figures), differences: JSON.parse(r.differences), checkedAt: r.checked_at }));
}
