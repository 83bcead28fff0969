import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';

export interface LedgerMismatch {
  memberId: number;
  balance: number;
  ledgerSum: number;
}

/**
 * The money invariant after a restore or a move between databases: every member's balance equals
 * the sum of its ledger rows. Answers the members where it does not (none means the ledger is whole).
 */
export async function findLedgerMismatches(db: Kysely<DB>): Promise<LedgerMismatch[]> {
  const rows = await db
    .selectFrom('members as m')
    .leftJoin(
      (eb) => eb.selectFrom('point_ledger').select(['member_id', (e) => e.fn.sum<number>('delta').as('total')]).groupBy('member_id').as('l'),
      (join) => join.onRef('l.member_id', '=', 'm.id'),
    )
    .select(['m.id', 'm.point', sql<number>`coalesce(l.total, 0)`.as('total')])
    .where(sql<boolean>`m.point <> coalesce(l.total, 0)`)
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({ memberId: r.id, balance: Number(r.point), ledgerSum: Number(r.total) }));
}
