import { AutoOrderStatus, OrderStatus, type Service } from '@snsshop/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, memberReachedAt, notificationRows } from '../../../test/helpers/notifications.js';
import { balanceAndLedger, createTestApp, dbKinds, grantPoints, type TestApp } from '../../../test/helpers/test-app.js';
import { runDueAutoOrders } from '../../jobs/run-auto-orders.js';
import { placeOrder } from '../orders/place-order.js';
import { runAutoOrders } from './run-auto-order.js';
import { linkMaker } from '../../../test/helpers/links.js';

const HOUR = 60 * 60_000;

/**
 * Runs that fall due together are made in one transaction (runAutoOrders): each must come out as if
 * it had been made alone, one after the other — the same charges, ledger rows whose balance_after
 * step down run by run, the link queue, the warnings, and a member who cannot pay every run.
 */
describe.each(dbKinds)('auto-order runs made together, on %s', (kind) => {
  let t: TestApp;
  let likes: Service; // 18원 each: a run of 100 costs 1,800
  const freshLink = linkMaker(`https://www.instagram.com/p/batch_`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const services: Service[] = (await t.app.inject({ url: '/rest/service/services' })).json();
    likes = services.find((s) => s.text === '인스타그램 한국인 좋아요')!;
  });
  afterAll(() => t?.close());
  // each test's sweep makes only its own runs
  afterEach(() => db().updateTable('auto_orders').set({ status: AutoOrderStatus.CANCLED }).where('status', '=', AutoOrderStatus.ACTIVE).execute());

  const db = () => t.app.ctx.db;
  async function memberWith(points: number) {
    const m = await memberReachedAt(t.app, freshPhone());
    await grantPoints(t.app, m.id, points);
    return m;
  }
  /** An auto-order of `runs` × 100 likes, hourly; its first run is made (and paid) at once. Answers its id. */
  async function autoOrder(memberId: number, runs: number, link = freshLink()) {
    await placeOrder(t.app.ctx, memberId, { serviceId: likes.id, link, amount: 100, runs, interval: 60 });
    return (await db().selectFrom('auto_orders').select('id').where('member_id', '=', memberId).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  }
  const runsOf = (autoId: number) => db().selectFrom('orders').select(['id', 'run_no', 'charge', 'status', 'fulfilment']).where('auto_order_id', '=', autoId).orderBy('run_no').execute();
  /** Every ledger row's balance_after is the one before it plus its delta, from zero. */
  async function ledgerChainHolds(memberId: number) {
    const rows = await db().selectFrom('point_ledger').select(['delta', 'balance_after']).where('member_id', '=', memberId).orderBy('id').execute();
    let balance = 0;
    return rows.every((r) => (balance += Number(r.delta)) === Number(r.balance_after));
  }
  /** Settles the member's orders, so their links are free again. */
  const settleAll = (memberId: number) => db().updateTable('orders').set({ fulfilment: 'settled', status: OrderStatus.COMPLETED }).where('member_id', '=', memberId).execute();

  it('three runs of one member in one sweep: each charged once, each ledger row and warning from the balance its own run left', async () => {
    const m = await memberWith(6 * 1_800); // three first runs and three second runs: nothing left for a third
    const ids = [await autoOrder(m.memberId, 2), await autoOrder(m.memberId, 3), await autoOrder(m.memberId, 3)];
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 3 * 1_800 });
    t.clock.advance(HOUR);
    expect(await runDueAutoOrders(t.app.ctx)).toEqual({ ran: 2, completed: 1, endedUnpaid: 0 });
    for (const id of ids) expect((await runsOf(id)).map((r) => [r.run_no, Number(r.charge)])).toEqual([[1, 1_800], [2, 1_800]]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 0, ledgerSum: 0, minBalanceAfter: 0, rows: 1 + 6 });
    expect(await ledgerChainHolds(m.memberId)).toBe(true);
    // Made one after the other, the second run left 1,800 (its third run is covered) and the last left 0:
    // only the last auto-order is warned that its next run is not covered.
    const warned = (await notificationRows(t.app, m.memberId)).filter((r) => r.event === 'auto_order.low_balance').map((r) => r.event_key);
    expect(warned).toEqual([`auto_order:${ids[2]}:low_balance:3`]);
    const autos = await db().selectFrom('auto_orders').select(['id', 'completed', 'status', 'next_run_at', 'finished_at']).where('id', 'in', ids).orderBy('id').execute();
    const now = t.clock.now().getTime();
    expect(autos.map((a) => [a.completed, a.status, a.next_run_at && Date.parse(a.next_run_at) - now, a.finished_at !== null])).toEqual([
      [2, AutoOrderStatus.COMPLETED, null, true],
      [2, AutoOrderStatus.ACTIVE, HOUR, false],
      [2, AutoOrderStatus.ACTIVE, HOUR, false],
    ]);
  });

  it('a member who can pay one of two runs due together: that one is made, the other ends PARTIAL; other members\' runs are made', async () => {
    const short = await memberWith(2 * 1_800 + 1_800); // first runs of both, then one more run
    const other = await memberWith(10 * 1_800);
    const first = await autoOrder(short.memberId, 4);
    t.clock.advance(1_000); // due a second later than `first`: made after it
    const second = await autoOrder(short.memberId, 4);
    const others = [await autoOrder(other.memberId, 4), await autoOrder(other.memberId, 4)];
    t.clock.advance(HOUR);
    expect(await runDueAutoOrders(t.app.ctx)).toEqual({ ran: 3, completed: 0, endedUnpaid: 1 });
    expect((await runsOf(first)).map((r) => r.run_no)).toEqual([1, 2]);
    expect((await runsOf(second)).map((r) => r.run_no)).toEqual([1]);
    for (const id of others) expect((await runsOf(id)).map((r) => r.run_no)).toEqual([1, 2]);
    const ended = await db().selectFrom('auto_orders').select(['status', 'completed', 'last_error']).where('id', '=', second).executeTakeFirstOrThrow();
    expect(ended).toEqual({ status: AutoOrderStatus.PARTIAL, completed: 1, last_error: 'not enough points' });
    expect(await balanceAndLedger(t.app, short.memberId)).toMatchObject({ balance: 0, ledgerSum: 0, rows: 1 + 3 });
    expect(await balanceAndLedger(t.app, other.memberId)).toMatchObject({ balance: 6 * 1_800, ledgerSum: 6 * 1_800, rows: 1 + 4 });
    expect(await ledgerChainHolds(short.memberId)).toBe(true);
    expect(await ledgerChainHolds(other.memberId)).toBe(true);
    expect((await notificationRows(t.app, short.memberId)).map((r) => r.event_key)).toContain(`auto_order:${second}:stopped`);
    // nothing more happens to the ended one
    t.clock.advance(HOUR);
    await runDueAutoOrders(t.app.ctx);
    expect((await runsOf(second)).map((r) => r.run_no)).toEqual([1]);
  });

  it('two runs for one link due together: the later waits in the link queue (대기 중) behind the earlier', async () => {
    const m = await memberWith(10 * 1_800);
    const link = freshLink();
    const a = await autoOrder(m.memberId, 3, link);
    t.clock.advance(1_000);
    const b = await autoOrder(m.memberId, 3, link);
    await settleAll(m.memberId); // the first runs are done: the link is free
    t.clock.advance(HOUR);
    expect(await runDueAutoOrders(t.app.ctx)).toMatchObject({ ran: 2 });
    const [runA, runB] = [(await runsOf(a))[1]!, (await runsOf(b))[1]!];
    expect([runA.status, runA.fulfilment]).toEqual([OrderStatus.PENDING, 'due']);
    expect([runB.status, runB.fulfilment]).toEqual([OrderStatus.PROCESSING, 'queued']);
  });

  it('a run another worker made meanwhile is skipped; the rest of the batch is made once', async () => {
    const m = await memberWith(10 * 1_800);
    const ids = [await autoOrder(m.memberId, 3), await autoOrder(m.memberId, 3), await autoOrder(m.memberId, 3)];
    t.clock.advance(HOUR);
    const seen = await db().selectFrom('auto_orders').selectAll().where('id', 'in', ids).orderBy('id').execute();
    // another process moved the middle one on after this worker read it
    await db().updateTable('auto_orders').set({ completed: 2 }).where('id', '=', ids[1]!).execute();
    expect(await runAutoOrders(t.app.ctx, seen)).toEqual(['ran', 'skipped', 'ran']);
    expect(await runAutoOrders(t.app.ctx, seen)).toEqual(['skipped', 'skipped', 'skipped']); // the same rows again: nothing twice
    expect((await runsOf(ids[0]!)).map((r) => r.run_no)).toEqual([1, 2]);
    expect((await runsOf(ids[1]!)).map((r) => r.run_no)).toEqual([1]);
    expect((await runsOf(ids[2]!)).map((r) => r.run_no)).toEqual([1, 2]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 5 * 1_800, ledgerSum: 5 * 1_800, rows: 1 + 5 });
  });
});
