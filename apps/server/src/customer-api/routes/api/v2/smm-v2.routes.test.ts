import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomerApi, memberWithKey, type KeyHolder, type TestCustomerApi } from '../../../../../test/helpers/customer-api.js';
import { FOLLOWERS, followersV2Listing, serviceIdByText } from '../../../../../test/helpers/seeded-followers.js';
import { balanceAndLedger, createTestApp, dbKinds, type TestApp } from '../../../../../test/helpers/test-app.js';
import { dispatchDueOrders } from '../../../../jobs/dispatch-orders.js';
import { dispatchBackoffMs } from '../../../../services/orders/fulfilment.js';
import { runDueAutoOrders } from '../../../../jobs/run-auto-orders.js';
import { syncOrderStatuses } from '../../../../jobs/sync-orders.js';
import { redispatchOrder } from '../../../../services/orders/order-admin-actions.js';
import { linkMaker } from '../../../../../test/helpers/links.js';

type Fields = Record<string, string | number>;

describe.each(dbKinds)('SMM API v2 at /api/v2 on %s', (kind) => {
  let t: TestApp;
  let c: TestCustomerApi;
  let followersId: number; // 45원 each, 10~5000, drip-feed
  const freshLink = linkMaker(`https://www.instagram.com/v2_`);

  beforeAll(async () => {
    t = await createTestApp(kind, { SIMULATED_PARTIAL_SHARE: '0', SIMULATED_CANCEL_SHARE: '0' });
    c = await createTestCustomerApi(t);
    followersId = await serviceIdByText(t.app, FOLLOWERS);
  });
  afterAll(async () => {
    await c?.close();
    await t?.close();
  });

  /** What panels send: a form-encoded POST. */
  const v2 = (fields: Fields) =>
    c.api.inject({
      method: 'POST',
      url: '/api/v2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
    });
  const as = (who: KeyHolder) => (fields: Fields) => v2({ key: who.key, ...fields });
  const add = (who: KeyHolder, fields: Fields = {}) => as(who)({ action: 'add', service: followersId, link: freshLink(), quantity: 10, ...fields });
  const sweep = async (advanceMs: number) => {
    await dispatchDueOrders(t.app.ctx);
    t.clock.advance(advanceMs);
    await syncOrderStatuses(t.app.ctx);
  };

  it('services: every orderable product with a won rate per 1000, drip-feed where auto-orders are offered', async () => {
    const m = await memberWithKey(t);
    const res = await as(m)({ action: 'services' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.find((s) => s.service === followersId)).toEqual({ service: followersId, ...followersV2Listing });
    expect(list.find((s) => s.name === '인스타그램 릴스 조회수')).toMatchObject({ rate: '150.00', dripfeed: true });
    expect(list.find((s) => s.name === '페이스북 페이지 좋아요')).toMatchObject({ dripfeed: false });
    expect(list.some((s) => s.name === '유튜브 라이브 동시 시청자 (1시간)')).toBe(false);
  });

  it('add: accepts form fields, JSON, the query string and multipart, and answers the order id', async () => {
    const m = await memberWithKey(t, 10_000);
    const form = await add(m);
    expect(form.json()).toEqual({ order: expect.any(Number) });

    const json = await c.api.inject({ method: 'POST', url: '/api/v2', payload: { key: m.key, action: 'add', service: followersId, link: freshLink(), quantity: '10' } });
    expect(json.json()).toEqual({ order: expect.any(Number) });

    const query = new URLSearchParams({ key: m.key, action: 'add', service: String(followersId), link: freshLink(), quantity: '10' });
    expect((await c.api.inject({ method: 'POST', url: `/api/v2?${query}` })).json()).toEqual({ order: expect.any(Number) });
    expect((await c.api.inject({ method: 'GET', url: `/api/v2?${new URLSearchParams({ key: m.key, action: 'balance' })}` })).json()).toMatchObject({ currency: 'KRW' });

    const boundary = '----panel7MA4YWxkTrZu0gW';
    const parts = Object.entries({ key: m.key, action: 'add', service: String(followersId), link: freshLink(), quantity: '10' });
    const multipart = parts.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`;
    const mp = await c.api.inject({ method: 'POST', url: '/api/v2', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart });
    expect(mp.json()).toEqual({ order: expect.any(Number) });

    const history = (await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json() as { point: number }[];
    expect(history).toHaveLength(4);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000 - 4 * 450, ledgerSum: 10_000 - 4 * 450 });
  });

  it("add: refuses with HTTP 200 and the protocol's English errors, charging nothing", async () => {
    const m = await memberWithKey(t, 500);
    const running = freshLink();
    expect((await add(m, { link: running })).json()).toEqual({ order: expect.any(Number) });
    const cases: [Fields, string][] = [
      [{ service: 999_999 }, 'Incorrect service ID'],
      [{ service: 'abc' }, 'Incorrect service ID'],
      [{ quantity: 0 }, 'Quantity less than minimal'],
      [{ quantity: -1 }, 'Quantity less than minimal'],
      [{ quantity: 9 }, 'Quantity less than minimal'],
      [{ quantity: 5001 }, 'Quantity more than maximal'],
      [{ quantity: 2 ** 31 }, 'Quantity more than maximal'],
      [{ quantity: '1.5' }, 'Incorrect quantity'],
      [{ quantity: '1e9' }, 'Incorrect quantity'],
      [{ link: 'not a link at all' }, 'Incorrect link'],
      [{ quantity: 20 }, 'Not enough funds on balance'],
      [{ link: running }, 'You have active order with this link. Please wait until order being completed.'],
      [{ runs: 2, interval: 10 }, 'Incorrect interval (whole minutes, at least 60)'],
    ];
    for (const [fields, error] of cases) {
      const res = await add(m, fields);
      expect(res.statusCode).toBe(200);
      expect(res.json(), JSON.stringify(fields)).toEqual({ error });
    }
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 50, ledgerSum: 50, rows: 2 });
  });

  it("status: one order in the protocol's shape, following dispatch and sync to Completed", async () => {
    const m = await memberWithKey(t, 1_000);
    const { order } = (await add(m)).json();
    expect((await as(m)({ action: 'status', order })).json()).toEqual({ charge: '450.00', start_count: null, status: 'Pending', remains: '10', currency: 'KRW' });
    await sweep(60_000);
    const running = (await as(m)({ action: 'status', order })).json();
    expect(running).toMatchObject({ charge: '450.00', status: 'In progress', currency: 'KRW' });
    expect(running.start_count).toMatch(/^\d+$/);
    await sweep(30 * 60_000);
    expect((await as(m)({ action: 'status', order })).json()).toMatchObject({ status: 'Completed', remains: '0', start_count: running.start_count });
  });

  it("status: many orders keyed by id; another member's, unknown and malformed ids are all Incorrect order ID", async () => {
    const m = await memberWithKey(t, 1_000);
    const other = await memberWithKey(t, 1_000);
    const mine = [(await add(m)).json().order, (await add(m)).json().order] as number[];
    const theirs = (await add(other)).json().order as number;
    const res = await as(m)({ action: 'status', orders: [...mine, theirs, 99_999_999, 'abc'].join(', ') });
    expect(res.json()).toEqual({
      [mine[0]!]: { charge: '450.00', start_count: null, status: 'Pending', remains: '10', currency: 'KRW' },
      [mine[1]!]: { charge: '450.00', start_count: null, status: 'Pending', remains: '10', currency: 'KRW' },
      [theirs]: { error: 'Incorrect order ID' },
      99999999: { error: 'Incorrect order ID' },
      abc: { error: 'Incorrect order ID' },
    });
    expect((await as(m)({ action: 'status', order: theirs })).json()).toEqual({ error: 'Incorrect order ID' });
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await as(m)({ action: 'status', orders: tooMany })).json()).toEqual({ error: 'Incorrect request' });
    const hundred = await as(m)({ action: 'status', orders: Array.from({ length: 100 }, (_, i) => i + 1).join(',') });
    expect(Object.keys(hundred.json())).toHaveLength(100);
  });

  it('status: a comma list in `order` (as a public Node SDK sends it) answers exactly like `orders`; one id keeps the single shape', async () => {
    const m = await memberWithKey(t, 1_000);
    const other = await memberWithKey(t, 1_000);
    const mine = [(await add(m)).json().order, (await add(m)).json().order] as number[];
    const theirs = (await add(other)).json().order as number;
    await sweep(60_000); // one answer In progress, so the two shapes cannot agree by chance
    const list = [mine[0], theirs, mine[1], 99_999_999, 'abc'].join(',');
    const asOrders = (await as(m)({ action: 'status', orders: list })).json();
    expect(Object.keys(asOrders).sort()).toEqual([...mine, theirs, 99_999_999, 'abc'].map(String).sort());
    expect(asOrders[mine[0]!]).toMatchObject({ status: 'In progress', charge: '450.00' });
    expect((await as(m)({ action: 'status', order: list })).json()).toEqual(asOrders);
    expect((await as(m)({ action: 'status', order: `${mine[0]}, ${mine[1]}` })).json()).toEqual((await as(m)({ action: 'status', orders: `${mine[0]}, ${mine[1]}` })).json());
    expect((await as(m)({ action: 'status', order: mine[1]! })).json()).toEqual(asOrders[mine[1]!]);
  });

  it('balance: a decimal string in KRW, equal to the ledger after orders', async () => {
    const m = await memberWithKey(t, 12_345);
    expect((await as(m)({ action: 'balance' })).json()).toEqual({ balance: '12345.00', currency: 'KRW' });
    await add(m);
    await add(m, { quantity: 11 });
    const money = await balanceAndLedger(t.app, m.memberId);
    expect(money.ledgerSum).toBe(12_345 - 450 - 495);
    expect((await as(m)({ action: 'balance' })).json()).toEqual({ balance: `${money.ledgerSum}.00`, currency: 'KRW' });
  });

  it('cancel: a not-yet-sent order is cancelled with a full refund, once; a sent one or a foreign one is refused', async () => {
    const m = await memberWithKey(t, 1_000);
    const other = await memberWithKey(t, 1_000);
    const waiting = (await add(m)).json().order as number;
    const theirs = (await add(other)).json().order as number;
    const res = await as(m)({ action: 'cancel', orders: `${waiting},${theirs},abc` });
    expect(res.json()).toEqual([
      { order: waiting, cancel: 1 },
      { order: theirs, cancel: { error: 'Incorrect order ID' } },
      { order: 'abc', cancel: { error: 'Incorrect order ID' } },
    ]);
    expect((await as(m)({ action: 'status', order: waiting })).json()).toMatchObject({ status: 'Canceled', charge: '0.00', remains: '10' });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 1_000, ledgerSum: 1_000, rows: 3 });
    // Cancelling again refunds nothing more, and the cancelled order is never sent.
    expect((await as(m)({ action: 'cancel', orders: String(waiting) })).json()).toEqual([{ order: waiting, cancel: { error: 'This order cannot be canceled' } }]);
    await dispatchDueOrders(t.app.ctx);
    const row = await t.app.ctx.db.selectFrom('orders').select(['provider_order_id', 'status']).where('id', '=', waiting).executeTakeFirstOrThrow();
    expect(row.provider_order_id).toBeNull();
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 1_000, rows: 3 });

    // Once sent, only where the provider takes cancel (the demo's simulated provider does; this one is switched off).
    const sent = (await add(m)).json().order as number;
    await dispatchDueOrders(t.app.ctx);
    await t.app.ctx.db.updateTable('services').set({ cancellable: 0 }).where('id', '=', followersId).execute();
    try {
      expect((await as(m)({ action: 'cancel', orders: String(sent) })).json()).toEqual([{ order: sent, cancel: { error: 'This order cannot be canceled' } }]);
    } finally {
      await t.app.ctx.db.updateTable('services').set({ cancellable: 1 }).where('id', '=', followersId).execute();
    }
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 550 });
  });

  it('cancel: an order whose earlier send timed out (it may be at the panel) stays uncancellable after a person re-queues it', async () => {
    const m = await memberWithKey(t, 1_000);
    const order = (await add(m)).json().order as number;
    // What dispatch leaves after a send that got no answer: one attempt, the error, a retry later.
    const now = t.clock.now();
    await t.app.ctx.db
      .updateTable('orders')
      .set({ dispatch_attempts: 1, send_unknown: 1, last_error: 'unavailable: no answer within 2000 ms', next_dispatch_at: new Date(now.getTime() + dispatchBackoffMs(1)).toISOString(), updated_at: now.toISOString() })
      .where('id', '=', order)
      .execute();
    t.clock.advance(dispatchBackoffMs(1));
    await redispatchOrder(t.app.ctx, { adminId: null }, order); // a fresh count of attempts; the error stays
    expect((await as(m)({ action: 'cancel', orders: String(order) })).json()).toEqual([{ order, cancel: { error: 'This order cannot be canceled' } }]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 550, ledgerSum: 550, rows: 2 });
  });

  it('cancel racing dispatch: each order is either sent or refunded, never both', async () => {
    const m = await memberWithKey(t, 20 * 450);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await add(m)).json().order);
    await Promise.all([dispatchDueOrders(t.app.ctx), ...ids.map((id) => as(m)({ action: 'cancel', orders: String(id) })), dispatchDueOrders(t.app.ctx)]);
    await dispatchDueOrders(t.app.ctx);
    const rows = await t.app.ctx.db.selectFrom('orders').select(['id', 'status', 'provider_order_id', 'refunded']).where('id', 'in', ids).execute();
    const refunds = await t.app.ctx.db.selectFrom('point_ledger').select('ref_id').where('member_id', '=', m.memberId).where('kind', '=', 'refund').execute();
    for (const r of rows) {
      const refundRows = refunds.filter((x) => x.ref_id === String(r.id)).length;
      if (r.provider_order_id === null) expect({ id: r.id, status: r.status, refundRows }).toEqual({ id: r.id, status: 5, refundRows: 1 });
      else expect({ id: r.id, refunded: r.refunded, refundRows }).toEqual({ id: r.id, refunded: 0, refundRows: 0 });
    }
    const cancelled = rows.filter((r) => r.provider_order_id === null).length;
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: cancelled * 450, ledgerSum: cancelled * 450 });
  });

  it('drip-feed: runs × quantity, paid run by run, reported as one order until every run is delivered', async () => {
    const m = await memberWithKey(t, 5_000);
    const { order } = (await add(m, { runs: 2, interval: 60 })).json();
    const statusOf = async () => (await as(m)({ action: 'status', order })).json();
    expect(await statusOf()).toEqual({ charge: '450.00', start_count: null, status: 'Pending', remains: '20', currency: 'KRW' });

    await sweep(30 * 60_000); // run 1 delivered
    expect(await statusOf()).toMatchObject({ status: 'In progress', remains: '10', charge: '450.00' });
    t.clock.advance(31 * 60_000);
    expect(await runDueAutoOrders(t.app.ctx)).toMatchObject({ completed: 1 });
    await sweep(30 * 60_000); // run 2 delivered
    expect(await statusOf()).toMatchObject({ status: 'Completed', remains: '0', charge: '900.00' });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 4_100, ledgerSum: 4_100 });
  });

  it('drip-feed cancel stops the later runs; the order then reports what was not delivered', async () => {
    const m = await memberWithKey(t, 5_000);
    const { order } = (await add(m, { runs: 3, interval: 60 })).json();
    await sweep(30 * 60_000); // run 1 delivered
    expect((await as(m)({ action: 'cancel', orders: String(order) })).json()).toEqual([{ order, cancel: 1 }]);
    t.clock.advance(120 * 60_000);
    expect(await runDueAutoOrders(t.app.ctx)).toEqual({ ran: 0, completed: 0, endedUnpaid: 0 });
    expect((await as(m)({ action: 'status', order })).json()).toMatchObject({ status: 'Partial', remains: '20', charge: '450.00' });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 4_550, ledgerSum: 4_550 });
  });

  it('a missing or wrong key is HTTP 401 {"error":"Invalid API key"}; an unknown action is Incorrect request, an unreadable body the same with HTTP 400', async () => {
    const m = await memberWithKey(t, 100);
    const refused: Fields[] = [{ action: 'balance' }, { key: 'wrong', action: 'balance' }, { key: '', action: 'add' }];
    for (const fields of refused) {
      const res = await v2(fields);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid API key' });
    }
    expect((await as(m)({ action: 'launch' })).json()).toEqual({ error: 'Incorrect request' });
    expect((await as(m)({})).json()).toEqual({ error: 'Incorrect request' });
    // Refill is supported now (issue 14): an order that is not this member's is simply unknown.
    expect((await as(m)({ action: 'refill', order: 1 })).json()).toEqual({ error: 'Incorrect order ID' });
    const broken = await c.api.inject({ method: 'POST', url: '/api/v2', headers: { 'content-type': 'application/json' }, payload: '{"key":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'Incorrect request' });
  });
});
