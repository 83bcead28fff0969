import { OrderStatus } from '@snsshop/shared';
import { sql, type QueryCreator, type SelectQueryBuilder } from 'kysely';
import { compiledOnce } from '../../../db/compiled-once.js';
import { fastGuardedTake, guardedTakeSql, pairArgNames, type PairArgs, type TakeRow } from '../../../db/rate-counters.js';
import type { DB } from '../../../db/schema.js';
import { guardedMove, ledgerRowBeside } from '../../points/apply-point-change.js';
import { factsDigest, MEMBER_FACTS, orderContextQuery, SERVICE_FACTS } from './order-facts.js';
import { ORDER_VIEW_COLUMNS, type OrderViewRow } from './order-view.js';
import { orderDebit, orderValues, type NewOrder } from './paid-order.js';

const paidOrderNames = ['memberId', 'serviceId', 'link', 'quantity', 'unitPriceE7', 'charge', 'listPrice', 'tierDiscount', 'couponDiscount', 'status', 'fulfilment', 'linkKey', 'providerId', 'providerServiceId', 'at', 'autoOrderId', 'runNo', 'typeFields', 'debit'] as const;
export type PaidOrderArgs = NewOrder & { debit: number };
/** A checked statement's kept facts (knownContext): the digests the member's and the service's facts must still have. */
const checkNames = ['memberFacts', 'serviceFacts'] as const;
export type CheckArgs = { memberFacts: string; serviceFacts: string };

/**
 * What a paid order's statement does besides the guarded debit, the order row and its ledger row:
 * - `take`: the call's rate window taken first in the same statement (a CTE `taken`), the debit only
 *   when it counted. `small` / `smallNext`: the small take (fastGuardedTake) in the slot this process
 *   last wrote the window's row in, or the one after; no row: it did not count (another slot, or a
 *   window or guard at its limit), and nothing was written. `whole`:
 *   the whole take (guardedTakeSql), for a window's first call in a slot or one near a limit; it
 *   counted when ok = 1; no row: the guard refused (nothing written). A row without the order's
 *   columns: counted and refused by its window (ok = 0), or counted and not placed.
 * - `checked`: the order's checks in the same statement (a CTE `ok`): the checks' read
 *   (orderContextQuery) whose member's and service's facts still have the digests of the copy the
 *   order was worked out from (knownContext), and no own order for the link running; the link queue
 *   (link_held) decides the status there. The debit only when they hold (ok.n = 1); `facts_ok` says so.
 */
interface PaidStatementKind {
  take: 'none' | 'small' | 'smallNext' | 'whole';
  checked: boolean;
}
type ArgsOf<K extends PaidStatementKind> = PaidOrderArgs & (K['take'] extends 'none' ? unknown : PairArgs) & (K['checked'] extends true ? CheckArgs : unknown);
/** The order's columns, null when it was not placed (a left join). */
type MaybePlaced = { [C in keyof OrderViewRow]-?: OrderViewRow[C] | null };
/** What a paid order's statement answers: the order row alone (no row: not placed), or beside the take's and the checks' columns. */
type RowOf<K extends PaidStatementKind> = K extends { take: 'none'; checked: false } ? OrderViewRow : MaybePlaced & (K['take'] extends 'none' ? unknown : Pick<TakeRow, 'counted' | 'oldest'>) & (K['take'] extends 'whole' ? Pick<TakeRow, 'ok'> : unknown) & (K['checked'] extends true ? { facts_ok: number } : unknown);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the statement's CTEs change with its kind; RowOf types what it answers
type AnyCreator = QueryCreator<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as AnyCreator
type AnySelect = SelectQueryBuilder<any, any, any>;

function paidOrderStatement<const K extends PaidStatementKind>({ take, checked }: K) {
  const names = [...paidOrderNames, ...(take === 'none' ? [] : pairArgNames), ...(checked ? checkNames : [])] as unknown as (keyof ArgsOf<K> & string)[];
  return compiledOnce<ArgsOf<K>, RowOf<K>>(names, (db, args) => {
    const o = args as PaidOrderArgs & PairArgs & CheckArgs;
    const values = orderValues(o);
    const columns = Object.keys(values) as (keyof typeof values)[];
    // orderDebit's row; its delta is the `debit` argument (a stand-in here cannot be negated)
    const ledger = ledgerRowBeside({ ...orderDebit(o, 0), delta: o.debit }, sql.ref<number>('debited.point'), sql<string>`CAST(placed.id AS VARCHAR(20))`);
    // checked: the link queue decides the status in the statement (newOrder's rule)
    const queued = (busy: string | number, free: string | number) => sql`case when ok.held then ${sql.lit(busy)} else ${sql.lit(free)} end`;
    const value = (c: (typeof columns)[number]) =>
      checked && c === 'status' ? queued(OrderStatus.PROCESSING, OrderStatus.PENDING) : checked && c === 'fulfilment' ? queued('queued', 'due') : sql.val(values[c]);
    const conditions = [
      ...(take === 'small' || take === 'smallNext' ? [sql`exists (select 1 from taken)`] : take === 'whole' ? [sql`exists (select 1 from taken where ok = 1)`] : []),
      ...(checked ? [sql`exists (select 1 from ok where n = 1)`] : []),
    ];
    let q = db as AnyCreator;
    if (take !== 'none') {
      q = q.with('taken', (w) => (take === 'whole' ? sql<TakeRow>`(${guardedTakeSql(o, 'least')})` : fastGuardedTake(w as QueryCreator<DB>, o, take === 'small' ? 'same' : 'next')) as never);
    }
    if (checked) {
      q = q.with('ok', (w) =>
        w
          .selectFrom(orderContextQuery(w as QueryCreator<DB>, o).as('c'))
          .select([sql<number>`cast(count(*) as integer)`.as('n'), sql<boolean>`coalesce(bool_or(c.link_held), false)`.as('held')])
          .where(factsDigest(MEMBER_FACTS), '=', o.memberFacts)
          .where(factsDigest(SERVICE_FACTS), '=', o.serviceFacts)
          .where(sql<boolean>`not c.own_running`),
      );
    }
    q = q
      .with('debited', (w) => {
        const move = guardedMove(w as QueryCreator<DB>, { memberId: o.memberId, delta: o.debit, at: o.at });
        return conditions.length === 0 ? move : move.where(sql<boolean>`${sql.join(conditions, sql` and `)}`);
      })
      .with('placed', (w) =>
        w
          .insertInto('orders')
          .columns(columns)
          .expression((eb) => eb.selectFrom(checked ? ['debited', 'ok'] : ['debited']).select(columns.map((c) => value(c).as(c))))
          .returning(ORDER_VIEW_COLUMNS),
      )
      // the row applyPointChange writes for orderDebit (order.routes.test.ts checks its fields on both databases)
      .with('ledger', (w) => w.insertInto('point_ledger').columns(ledger.columns).expression((eb) => eb.selectFrom(['debited', 'placed']).select(ledger.select)));
    const orderColumns = ORDER_VIEW_COLUMNS.map((c) => `placed.${c}`);
    if (take === 'none' && !checked) return q.selectFrom('placed').select(orderColumns);
    let from: AnySelect = take === 'none' ? q.selectFrom('ok') : q.selectFrom('taken');
    if (take !== 'none' && checked) from = from.innerJoin('ok', (j) => j.onTrue());
    const takeColumns = take === 'none' ? [] : ['taken.counted', 'taken.oldest', ...(take === 'whole' ? ['taken.ok'] : [])];
    return from.leftJoin('placed', (j) => j.onTrue()).select([...orderColumns, ...takeColumns, ...(checked ? [sql<number>`ok.n`.as('facts_ok')] : [])]);
  });
}

/** PostgreSQL: a paid order in one statement, atomic without a transaction of its own. No row back: the balance did not cover it (nothing was written). */
export const placePaidOrderStatement = paidOrderStatement({ take: 'none', checked: false });
export const paidTaking = { same: paidOrderStatement({ take: 'small', checked: false }), next: paidOrderStatement({ take: 'smallNext', checked: false }), whole: paidOrderStatement({ take: 'whole', checked: false }) };
export const placeCheckedOrder = paidOrderStatement({ take: 'none', checked: true });
export const checkedTaking = { same: paidOrderStatement({ take: 'small', checked: true }), next: paidOrderStatement({ take: 'smallNext', checked: true }), whole: paidOrderStatement({ take: 'whole', checked: true }) };
