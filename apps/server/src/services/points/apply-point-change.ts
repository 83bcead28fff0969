import { msg, type LedgerKind } from '@snsshop/shared';
import { sql, type AliasableExpression, type QueryCreator } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Trx } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

export class InsufficientPointsError extends AppError {
  constructor() {
    super(400, msg.order.notEnoughPoints);
  }
}

export interface PointChange {
  memberId: number;
  delta: number;
  kind: LedgerKind;
  refType?: string;
  refId?: string | number;
  memo?: string;
  at: string;
}

/**
 * A member's balance moved by `delta` with its guard (never read-modify-write): no row back when it
 * would go below zero. Also the first part of a statement that writes the move's ledger row beside
 * it (ledgerRowBeside).
 */
export const guardedMove = (db: QueryCreator<DB>, c: { memberId: number; delta: number; at: string }) =>
  db
    .updateTable('members')
    .set({ point: sql`point + ${c.delta}`, updated_at: c.at })
    .where('id', '=', c.memberId)
    .where(sql<boolean>`point + ${c.delta} >= 0`)
    .returning('point');

// Compiled once: every order, charge and refund runs these two.
const debitOrCredit = compiledOnce(['memberId', 'delta', 'at'], (db, c: { memberId: number; delta: number; at: string }) => guardedMove(db, c));

interface LedgerRow {
  memberId: number;
  delta: number;
  balanceAfter: number;
  kind: LedgerKind;
  refType: string | null;
  refId: string | null;
  memo: string | null;
  at: string;
}

const ledgerValues = (r: LedgerRow) => ({
  member_id: r.memberId,
  delta: r.delta,
  balance_after: r.balanceAfter,
  kind: r.kind,
  ref_type: r.refType,
  ref_id: r.refId,
  memo: r.memo,
  created_at: r.at,
});

const insertLedgerRow = compiledOnce(['memberId', 'delta', 'balanceAfter', 'kind', 'refType', 'refId', 'memo', 'at'], (db, r: LedgerRow) =>
  db.insertInto('point_ledger').values(ledgerValues(r)),
);

/**
 * A change's ledger row as the columns and SELECT list of an INSERT … SELECT in the statement that
 * moves the balance itself (guardedMove in a CTE): the balance after and the reference come from that
 * statement; everything else is the row insertLedgerRow writes.
 */
export function ledgerRowBeside(change: Omit<PointChange, 'refId'>, balanceAfter: AliasableExpression<number>, refId: AliasableExpression<string>) {
  const values = ledgerValues(ledgerRow(change, 0));
  const columns = Object.keys(values) as (keyof typeof values)[];
  const select = columns.map((c) => (c === 'balance_after' ? balanceAfter.as(c) : c === 'ref_id' ? refId.as(c) : sql.val(values[c]).as(c)));
  return { columns, select };
}

function checkDelta(change: PointChange) {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
    throw new Error(`invalid point delta ${change.delta}`);
  }
}

const ledgerRow = (change: PointChange, balanceAfter: number): LedgerRow => ({
  memberId: change.memberId,
  delta: change.delta,
  balanceAfter,
  kind: change.kind,
  refType: change.refType ?? null,
  refId: change.refId == null ? null : String(change.refId),
  memo: change.memo ?? null,
  at: change.at,
});

/**
 * The one way a balance moves: a guarded UPDATE (never read-modify-write) and its ledger row,
 * in the caller's transaction. A debit that would go below zero changes nothing and throws.
 */
export async function applyPointChange(trx: Trx, change: PointChange): Promise<number> {
  checkDelta(change);
  const [updated] = (await debitOrCredit(trx, { memberId: change.memberId, delta: change.delta, at: change.at })).rows;
  if (!updated) throw new InsufficientPointsError();
  await insertLedgerRow(trx, ledgerRow(change, Number(updated.point)));
  return Number(updated.point);
}

/**
 * Many balance changes at once, as applyPointChange makes them one by one: one guarded UPDATE moves
 * each member by the sum of their changes and one INSERT writes a ledger row per change, its
 * balance_after as if the changes had been applied in the order given. All or nothing: when any
 * member's balance would go below zero it throws InsufficientPointsError (the caller's transaction
 * rolls back). On PostgreSQL the members' rows are locked in id order first, so two batches over
 * the same members wait for each other instead of deadlocking — FOR NO KEY UPDATE, the lock the
 * balance UPDATE takes anyway: FOR UPDATE would also wait for the KEY SHARE locks that writing rows
 * pointing to a member (this batch's orders, another's) takes, and two batches that had each written
 * their orders deadlocked on each other's. Answers each change's balance after it.
 */
export async function applyPointChanges(trx: Trx, changes: readonly PointChange[], lockRows: boolean): Promise<number[]> {
  if (changes.length <= 1) return changes.length === 0 ? [] : [await applyPointChange(trx, changes[0]!)];
  changes.forEach(checkDelta);
  const byMember = new Map<number, number>();
  for (const c of changes) byMember.set(c.memberId, (byMember.get(c.memberId) ?? 0) + c.delta);
  const ids = [...byMember.keys()].sort((a, b) => a - b);
  const deltaOf = sql<number>`(CASE id ${sql.join(ids.map((id) => sql`WHEN ${id} THEN CAST(${byMember.get(id)} AS BIGINT)`), sql` `)} END)`;
  const at = changes[0]!.at;
  const updated = await trx
    .updateTable('members')
    .set({ point: sql`point + ${deltaOf}`, updated_at: at })
    .where('id', 'in', (eb) => eb.selectFrom('members as locked').select('locked.id').where('locked.id', 'in', ids).orderBy('locked.id').$if(lockRows, (q) => q.forNoKeyUpdate()))
    .where(sql<boolean>`point + ${deltaOf} >= 0`)
    .returning(['id', 'point'])
    .execute();
  if (updated.length !== ids.length) throw new InsufficientPointsError();
  // Walk back from each member's final balance: a change's balance_after is the final one less what came after it.
  const after = new Map(updated.map((u) => [u.id, Number(u.point)]));
  const balances: number[] = new Array<number>(changes.length);
  for (let i = changes.length - 1; i >= 0; i--) {
    const c = changes[i]!;
    balances[i] = after.get(c.memberId)!;
    after.set(c.memberId, balances[i]! - c.delta);
  }
  await trx
    .insertInto('point_ledger')
    .values(changes.map((c, i) => ledgerValues(ledgerRow(c, balances[i]!))))
    .execute();
  return balances;
}
