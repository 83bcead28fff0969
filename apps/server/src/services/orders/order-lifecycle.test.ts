import { msg, OrderStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitFor, type ServerProcess } from '../../../test/helpers/server-process.js';
import { serviceOnStandInPanel, type ProviderService } from '../../../test/helpers/stand-in-provider.js';
import { balanceAndLedger, createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { createTestCustomerApi, memberWithKey, type TestCustomerApi } from '../../../test/helpers/customer-api.js';
import { dispatchDueOrders } from '../../jobs/dispatch-orders.js';
import { syncOrderStatuses } from '../../jobs/sync-orders.js';
import type { Provider } from '../../providers/provider.js';
import { SIMULATED_CANCEL_MS } from '../../providers/simulated-provider.js';
import { CANCEL_CHECK_DELAY_MS, DISPATCH_LEASE_MS, dispatchBackoffMs, FIRST_SYNC_DELAY_MS, SYNC_EVERY_MS } from './fulfilment.js';
import { placeOrder } from './place-order.js';
import { settleOrder } from './settle-order.js';
import { linkMaker } from '../../../test/helpers/links.js';

type Auth = Record<string, string>;
interface Placed {
  id: number;
  point: number;
  link: string;
  status: number;
  [k: string]: unknown;
}

describe.each(dbKinds)('the life of an order after it is placed, on %s', (kind) => {
  let t: TestApp;
  /** A provider that guards links and takes cancel (as most panels do). */
  let up: ProviderService;
  /** A provider whose service cannot be cancelled once sent. */
  let noCancel: ProviderService;
  /** A provider that accepts a second active order for one link (no guard). */
  let unguarded: ProviderService;
  const freshLink = linkMaker(`https://www.instagram.com/p/life_${kind}_`);

  beforeAll(async () => {
    t = await createTestApp(kind, { DISPATCH_MAX_ATTEMPTS: '3', SIMULATED_PARTIAL_SHARE: '0', SIMULATED_CANCEL_SHARE: '0' });
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000, timeoutMs: 1_500 }); // 10원 each
    noCancel = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000, timeoutMs: 1_500, cancellable: false });
    unguarded = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000, timeoutMs: 1_500, guardsLink: false });
  });
  afterAll(async () => {
    await Promise.all([up, noCancel, unguarded].map((p) => p?.panel.close()));
    await t?.close();
  });

  async function memberWith(points: number) {
    const m = await registerAndLogin(t.app);
    return { ...m, memberId: await grantPoints(t.app, m.id, points) };
  }
  const orderReq = (auth: Auth, amount: number, link: string, serviceId = up.serviceId) =>
    t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload: { serviceId, link, amount } });
  async function place(auth: Auth, amount: number, link = freshLink(), serviceId = up.serviceId): Promise<Placed> {
    const res = await orderReq(auth, amount, link, serviceId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Placed;
  }
  const cancel = (auth: Auth, id: number) => t.app.inject({ method: 'POST', url: `/rest/service/order/${id}/cancel`, headers: auth });
  const row = (id: number) => t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const refundsOf = async (orderId: number) =>
    (await t.app.ctx.db.selectFrom('point_ledger').select('delta').where('kind', '=', 'refund').where('ref_id', '=', String(orderId)).execute()).map((r) => Number(r.delta));
  const dispatch = () => dispatchDueOrders(t.app.ctx);
  const sync = () => syncOrderStatuses(t.app.ctx);
  const historyOf = async (auth: Auth) => (await t.app.inject({ url: '/rest/service/order-history', headers: auth })).json() as Placed[];
  const seenAs = async (auth: Auth, id: number) => (await historyOf(auth)).find((o) => o.id === id)!;
  /** Settles an order out of the way of later tests (a person closed it). */
  const closeByHand = (id: number) => t.app.ctx.db.updateTable('orders').set({ status: OrderStatus.COMPLETED, fulfilment: 'settled', remains: 0 }).where('id', '=', id).execute();

  describe('cancel', () => {
    it('a never-sent order is cancelled and refunded in full at once; a second cancel is refused and refunds nothing', async () => {
      const m = await memberWith(5_000);
      const placed = await place(m.auth, 100);
      expect((await seenAs(m.auth, placed.id)).canCancel).toBe(true);
      const res = await cancel(m.auth, placed.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: msg.order.cancelled, order: { id: placed.id, status: OrderStatus.CANCELED, canCancel: false } });
      const again = await cancel(m.auth, placed.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(msg.order.cancelNotActive);
      expect(await refundsOf(placed.id)).toEqual([1_000]);
      expect(await dispatch()).toMatchObject({ sent: 0 });
      expect(up.panel.state.orders.size === 0 || [...up.panel.state.orders.values()].every((o) => o.link !== placed.link)).toBe(true);
      expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 5_000, ledgerSum: 5_000 });
    });

    it('cancels racing each other and a dispatch sweep refund at most once, and never both send and refund', async () => {
      const m = await memberWith(10_000);
      for (let round = 0; round < 4; round++) {
        const placed = await place(m.auth, 100);
        const answers = await Promise.all([cancel(m.auth, placed.id), dispatch(), cancel(m.auth, placed.id), cancel(m.auth, placed.id)]);
        const codes = [answers[0], answers[2], answers[3]].map((r) => (r as { statusCode: number }).statusCode);
        for (const c of codes) expect([200, 409]).toContain(c);
        const r = await row(placed.id);
        const refunds = await refundsOf(placed.id);
        if (r.provider_order_id === null) {
          // Cancelled before any send: one full refund, and the panel never saw it.
          expect(r.status).toBe(OrderStatus.CANCELED);
          expect(refunds).toEqual([1_000]);
          expect([...up.panel.state.orders.values()].some((o) => o.link === placed.link)).toBe(false);
        } else {
          // The sweep won: the order is at the provider and nothing was refunded yet.
          expect(refunds).toEqual([]);
          expect(['sent', 'cancel_requested']).toContain(r.fulfilment);
          await closeByHand(placed.id);
        }
      }
      const money = await balanceAndLedger(t.app, m.memberId);
      expect(money.balance).toBe(money.ledgerSum);
      expect(money.minBalanceAfter).toBe(0);
    });

    it('a sent order on a cancellable service becomes 취소 요청됨, and is refunded in full once when the provider reports Canceled', async () => {
      const m = await memberWith(5_000);
      const placed = await place(m.auth, 100);
      await dispatch();
      const before = await seenAs(m.auth, placed.id);
      expect(before).toMatchObject({ canCancel: true, cancelRequested: false });
      const cancelsBefore = up.panel.state.calls.cancel ?? 0;

      const res = await cancel(m.auth, placed.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: msg.order.cancelRequested, order: { id: placed.id, cancelRequested: true, canCancel: false } });
      expect((up.panel.state.calls.cancel ?? 0) - cancelsBefore).toBe(1);
      expect(await refundsOf(placed.id)).toEqual([]); // not before the provider says so
      const again = await cancel(m.auth, placed.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(msg.order.cancelAlreadyRequested);

      t.clock.advance(CANCEL_CHECK_DELAY_MS);
      await Promise.all([sync(), sync()]);
      t.clock.advance(SYNC_EVERY_MS);
      await sync();
      expect(await refundsOf(placed.id)).toEqual([1_000]);
      expect(await seenAs(m.auth, placed.id)).toMatchObject({ status: OrderStatus.CANCELED, cancelRequested: false, canCancel: false });
      expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 5_000, ledgerSum: 5_000 });
    });

    it('a cancel the provider answers with Partial refunds only the remains, once', async () => {
      const m = await memberWith(5_000);
      const placed = await place(m.auth, 100);
      await dispatch();
      expect((await cancel(m.auth, placed.id)).statusCode).toBe(200);
      // The panel had delivered 60 before it stopped.
      up.panel.state.setOrder((await row(placed.id)).provider_order_id!, { status: 'Partial', startCount: 10, remains: 40 });
      t.clock.advance(CANCEL_CHECK_DELAY_MS);
      await Promise.all([sync(), sync()]);
      t.clock.advance(SYNC_EVERY_MS);
      await sync();
      expect(await refundsOf(placed.id)).toEqual([400]);
      expect(await seenAs(m.auth, placed.id)).toMatchObject({ status: OrderStatus.PARTIAL, remains: 40 });
      expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 5_000 - 1_000 + 400, ledgerSum: 5_000 - 1_000 + 400 });
    });

    it('a sent order on a service that cannot be cancelled is refused with a Korean reason, and the provider is not asked', async () => {
      const m = await memberWith(5_000);
      const placed = await place(m.auth, 100, freshLink(), noCancel.serviceId);
      expect((await seenAs(m.auth, placed.id)).canCancel).toBe(true); // not sent yet: it still can
      await dispatch();
      expect((await seenAs(m.auth, placed.id)).canCancel).toBe(false);
      const res = await cancel(m.auth, placed.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(msg.order.cancelNotSupported);
      expect(noCancel.panel.state.calls.cancel ?? 0).toBe(0);
      expect(await refundsOf(placed.id)).toEqual([]);
      await closeByHand(placed.id);
    });

    it('two cancels of a sent order racing each other end in one refund', async () => {
      const m = await memberWith(5_000);
      const placed = await place(m.auth, 100);
      await dispatch();
      const answers = await Promise.all([cancel(m.auth, placed.id), cancel(m.auth, placed.id)]);
      expect(answers.map((a) => a.statusCode)).toContain(200);
      for (const a of answers) expect([200, 409]).toContain(a.statusCode);
      t.clock.advance(CANCEL_CHECK_DELAY_MS);
      await Promise.all([sync(), sync()]);
      t.clock.advance(SYNC_EVERY_MS);
      await sync();
      expect(await refundsOf(placed.id)).toEqual([1_000]);
      expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 5_000, ledgerSum: 5_000 });
    });

    it("another member's order answers exactly like one that does not exist", async () => {
      const a = await memberWith(5_000);
      const b = await memberWith(5_000);
      const placed = await place(a.auth, 100);
      const theirs = await cancel(b.auth, placed.id);
      const missing = await cancel(b.auth, 987_654);
      expect(theirs.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(theirs.json()).toEqual(missing.json());
      expect(theirs.json().message).toBe(msg.order.notFound);
      expect((await row(placed.id)).status).toBe(OrderStatus.PENDING);
      expect(await refundsOf(placed.id)).toEqual([]);
      await cancel(a.auth, placed.id); // out of the way
    });
  });

  describe('a send cut off half way', () => {
    /**
     * The provider gets the order, and the worker never learns it: the call reaches the panel and
     * then never returns, as when the process dies (kill -9) right after writing the request.
     */
    async function sendThatNeverReturns(orderId: number) {
      const registry = t.app.ctx.providers;
      const realGet = registry.get.bind(registry);
      let reached = false;
      registry.get = async (id) => {
        const real = await realGet(id);
        const cut: Provider = {
          ...real,
          guardsLink: real.guardsLink,
          addOrder: async (input) => {
            await real.addOrder(input);
            reached = true;
            return new Promise<never>(() => {}); // the worker is gone
          },
        };
        return cut;
      };
      void dispatch();
      const ok = await waitFor(async () => reached, 5_000, 10);
      registry.get = realGet;
      expect(ok).toBe(true);
      expect((await row(orderId)).fulfilment).toBe('sending');
    }

    it('with a provider that guards links, the resend after the lease is refused and the order is held, never refunded', async () => {
      const m = await memberWith(5_000);
      const placed = await place(m.auth, 100);
      const addsBefore = up.panel.state.calls.add ?? 0;
      await sendThatNeverReturns(placed.id);

      t.clock.advance(DISPATCH_LEASE_MS);
      await dispatch(); // finds it mid-send: unknown outcome, like a timeout
      expect(await row(placed.id)).toMatchObject({ fulfilment: 'due', send_unknown: 1, provider_order_id: null });
      // It cannot be cancelled as if it had never been sent.
      expect((await seenAs(m.auth, placed.id)).canCancel).toBe(false);
      expect((await cancel(m.auth, placed.id)).statusCode).toBe(409);

      t.clock.advance(dispatchBackoffMs(1));
      expect(await dispatch()).toMatchObject({ sent: 0, held: 1 });
      const r = await row(placed.id);
      expect(r).toMatchObject({ fulfilment: 'held', held_reason: 'link_refused_after_unknown', send_unknown: 1, provider_order_id: null, status: OrderStatus.PENDING });
      expect(r.last_error).toMatch(/active order with this link/);
      expect((up.panel.state.calls.add ?? 0) - addsBefore).toBe(2); // the cut send, and the refused resend
      expect([...up.panel.state.orders.values()].filter((o) => o.link === placed.link)).toHaveLength(1);

      // Giving up never refunds it, however long it waits.
      for (let i = 0; i < 5; i++) {
        t.clock.advance(60 * 60_000);
        expect(await dispatch()).toMatchObject({ sent: 0, cancelled: 0 });
      }
      expect(await refundsOf(placed.id)).toEqual([]);
      await closeByHand(placed.id);
    });

    it('with a provider that does not guard links, the order is held at once and never sent again', async () => {
      const m = await memberWith(5_000);
      const placed = await place(m.auth, 100, freshLink(), unguarded.serviceId);
      await sendThatNeverReturns(placed.id);
      t.clock.advance(DISPATCH_LEASE_MS);
      await dispatch();
      expect(await row(placed.id)).toMatchObject({ fulfilment: 'held', held_reason: 'unknown_outcome', send_unknown: 1, provider_order_id: null });
      for (let i = 0; i < 5; i++) {
        t.clock.advance(60 * 60_000);
        expect(await dispatch()).toMatchObject({ sent: 0, cancelled: 0 });
      }
      expect(unguarded.panel.state.calls.add).toBe(1);
      expect(await refundsOf(placed.id)).toEqual([]);
      await closeByHand(placed.id);
    });

    it('a timeout at a provider that does not guard links is held at once, not resent', async () => {
      const m = await memberWith(5_000);
      const placed = await place(m.auth, 100, freshLink(), unguarded.serviceId);
      const adds = unguarded.panel.state.calls.add ?? 0;
      unguarded.panel.state.delayMs = 2_500; // over the 1.5 s timeout; the panel still places it
      expect(await dispatch()).toMatchObject({ held: 1, sent: 0 });
      unguarded.panel.state.delayMs = 0;
      expect(await row(placed.id)).toMatchObject({ fulfilment: 'held', held_reason: 'unknown_outcome', send_unknown: 1 });
      t.clock.advance(60 * 60_000);
      expect(await dispatch()).toMatchObject({ sent: 0, cancelled: 0 });
      expect((unguarded.panel.state.calls.add ?? 0) - adds).toBe(1);
      expect(await refundsOf(placed.id)).toEqual([]);
      await closeByHand(placed.id);
    });
  });

  describe('the link queue', () => {
    it("B's order for a link A is buying for waits, paid, with answers identical to a free link's, and is sent when A's settles", async () => {
      const a = await memberWith(10_000);
      const b = await memberWith(10_000);
      const link = freshLink();
      const first = await place(a.auth, 100, link);
      await dispatch();

      const waitingRes = await orderReq(b.auth, 200, link);
      const freeRes = await orderReq(b.auth, 200, freshLink());
      expect(waitingRes.statusCode).toBe(201);
      expect(freeRes.statusCode).toBe(201);
      const strip = (o: Placed) => ({ ...o, id: 0, link: '', createdAt: '' });
      const waiting = waitingRes.json() as Placed;
      const free = freeRes.json() as Placed;
      expect(strip(waiting)).toEqual(strip(free));
      expect(await balanceAndLedger(t.app, b.memberId)).toMatchObject({ balance: 10_000 - 4_000, ledgerSum: 10_000 - 4_000 });

      // A's own second order for the link still gets the clear 409.
      const twice = await orderReq(a.auth, 100, link);
      expect(twice.statusCode).toBe(409);

      const adds = up.panel.state.calls.add ?? 0;
      await dispatch();
      expect((up.panel.state.calls.add ?? 0) - adds).toBe(1); // only B's free-link order
      expect((await row(waiting.id)).provider_order_id).toBeNull();
      const seen = await seenAs(b.auth, waiting.id);
      expect(seen.status).toBe(OrderStatus.PROCESSING); // 대기 중
      expect(seen.canCancel).toBe(true);

      // A's order completes; B's is sent next.
      up.panel.state.setOrder((await row(first.id)).provider_order_id!, { status: 'Completed', startCount: 1, remains: 0 });
      t.clock.advance(FIRST_SYNC_DELAY_MS);
      await sync();
      expect(await dispatch()).toMatchObject({ sent: 1 });
      const sent = await row(waiting.id);
      expect(up.panel.state.orders.get(sent.provider_order_id!)).toMatchObject({ link, quantity: 200 });
      expect(up.panel.state.maxActivePerLink).toBe(1); // the provider never saw two active orders for one link
      expect(await refundsOf(waiting.id)).toEqual([]);
      await closeByHand(waiting.id);
      await closeByHand(free.id);
    });

    it('a waiting order can be cancelled with a full refund, and the one behind it moves up', async () => {
      const a = await memberWith(10_000);
      const b = await memberWith(10_000);
      const c = await memberWith(10_000);
      const link = freshLink();
      const first = await place(a.auth, 100, link);
      await dispatch();
      const second = await place(b.auth, 100, link);
      const third = await place(c.auth, 100, link);
      await dispatch();
      const res = await cancel(b.auth, second.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(msg.order.cancelled);
      expect(await refundsOf(second.id)).toEqual([1_000]);
      expect(await balanceAndLedger(t.app, b.memberId)).toMatchObject({ balance: 10_000, ledgerSum: 10_000 });

      up.panel.state.setOrder((await row(first.id)).provider_order_id!, { status: 'Completed', remains: 0 });
      t.clock.advance(FIRST_SYNC_DELAY_MS);
      await sync();
      await dispatch();
      expect((await row(third.id)).provider_order_id).not.toBeNull();
      expect((await row(second.id)).provider_order_id).toBeNull();
      await closeByHand(third.id);
    });
  });

  describe('/api/v2', () => {
    let c: TestCustomerApi;
    beforeAll(async () => {
      c = await createTestCustomerApi(t);
    });
    afterAll(() => c?.close());
    const v2 = (key: string, fields: Record<string, string | number>) =>
      c.api.inject({
        method: 'POST',
        url: '/api/v2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(Object.entries({ key, ...fields }).map(([k, v]): [string, string] => [k, String(v)])).toString(),
      });

    it('services says cancel exactly where the service can be cancelled', async () => {
      const k = await memberWithKey(t);
      const listed = (await v2(k.key, { action: 'services' })).json() as { service: number; cancel: boolean }[];
      const rows = await t.app.ctx.db.selectFrom('services').select(['id', 'cancellable']).execute();
      const byId = new Map(rows.map((r) => [r.id, r.cancellable === 1]));
      expect(listed.length).toBeGreaterThan(2);
      for (const s of listed) expect(s.cancel, `service ${s.service}`).toBe(byId.get(Number(s.service)));
      expect(listed.find((s) => Number(s.service) === noCancel.serviceId)?.cancel).toBe(false);
      expect(listed.find((s) => Number(s.service) === up.serviceId)?.cancel).toBe(true);
    });

    it('cancel of an in-flight order on the simulated provider answers cancel: 1, and the outcome arrives through status', async () => {
      const k = await memberWithKey(t, 100_000);
      const services = (await v2(k.key, { action: 'services' })).json() as { service: number; cancel: boolean; min: number; provider?: unknown }[];
      const simulatedIds = new Set((await t.app.ctx.db.selectFrom('services').select('id').where('provider_id', 'is', null).where('is_read_only', '=', 0).execute()).map((r) => r.id));
      const sim = services.find((s) => simulatedIds.has(Number(s.service)) && s.cancel)!;
      expect(sim).toBeDefined();
      const added = (await v2(k.key, { action: 'add', service: sim.service, link: freshLink(), quantity: Math.max(Number(sim.min), 1_000) })).json() as { order: number };
      expect(added.order).toBeGreaterThan(0);
      await dispatch();
      t.clock.advance(60_000);
      await sync(); // it has started
      const charged = Number((await row(added.order)).charge);

      expect((await v2(k.key, { action: 'cancel', orders: String(added.order) })).json()).toEqual([{ order: added.order, cancel: 1 }]);
      const asked = (await v2(k.key, { action: 'status', order: added.order })).json() as { status: string };
      expect(['Pending', 'In progress']).toContain(asked.status);

      t.clock.advance(SIMULATED_CANCEL_MS + SYNC_EVERY_MS);
      await sync();
      const after = (await v2(k.key, { action: 'status', order: added.order })).json() as { status: string; remains: string };
      expect(['Canceled', 'Partial']).toContain(after.status);
      const r = await row(added.order);
      const refunded = (await refundsOf(added.order)).reduce((s, x) => s + x, 0);
      expect(refunded).toBeGreaterThan(0);
      expect(refunded).toBe(Number(r.refunded));
      expect(Number(after.remains)).toBe(r.remains);
      if (after.status === 'Canceled') expect(refunded).toBe(charged);
      else expect(refunded).toBe(Math.floor((charged * r.remains!) / r.quantity));
      t.clock.advance(SYNC_EVERY_MS);
      await sync();
      expect(await refundsOf(added.order)).toHaveLength(1);
    });
  });
});

describe.each(dbKinds)('a server process killed during a send, on %s', (kind) => {
  let t: TestApp;
  let up: ProviderService;
  let proc: ServerProcess | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind);
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000, timeoutMs: 20_000 });
  });
  afterAll(async () => {
    await proc?.kill();
    await up?.panel.close();
    await t?.close();
  });

  it('kill -9 while add is in flight: on restart the order is resent only to be refused, then held, never refunded, never placed twice', { timeout: 60_000 }, async () => {
    const m = await registerAndLogin(t.app);
    const memberId = await grantPoints(t.app, m.id, 5_000);
    const link = `https://www.instagram.com/p/killed_${kind}`;
    const placed = await placeOrder(t.app.ctx, memberId, { serviceId: up.serviceId, link, amount: 100, runs: 0, interval: 0 });
    up.panel.state.delayMs = 1_500; // the panel takes its time to answer, and places the order anyway

    proc = startServerProcess(t.env.config, { JOB_TICK_MS: '50' });
    const reached = await waitFor(async () => (up.panel.state.calls.add ?? 0) >= 1, 30_000, 20);
    expect(reached, proc.output()).toBe(true);
    await proc.kill('SIGKILL');
    proc = undefined;
    await waitFor(async () => up.panel.state.orders.size >= 1, 5_000, 20); // the panel finished placing it
    up.panel.state.delayMs = 0;

    const left = await t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
    expect(left).toMatchObject({ fulfilment: 'sending', provider_order_id: null, dispatch_attempts: 1 });

    // Restart: the sweeps of the next process (this test's app, on its own clock) once the lease has run out.
    const leaseEnd = Date.parse(left.next_dispatch_at!);
    t.clock.advance(leaseEnd - t.clock.now().getTime() + 1);
    await dispatchDueOrders(t.app.ctx);
    t.clock.advance(dispatchBackoffMs(1));
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 0, held: 1 });
    const held = await t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
    expect(held).toMatchObject({ fulfilment: 'held', send_unknown: 1, status: OrderStatus.PENDING });
    for (let i = 0; i < 4; i++) {
      t.clock.advance(60 * 60_000);
      await dispatchDueOrders(t.app.ctx);
    }
    expect([...up.panel.state.orders.values()].filter((o) => o.link === link)).toHaveLength(1);
    expect(up.panel.state.calls.add).toBe(2);
    const refunds = await t.app.ctx.db.selectFrom('point_ledger').select('delta').where('kind', '=', 'refund').where('ref_id', '=', String(placed.id)).execute();
    expect(refunds).toEqual([]);
    expect(await balanceAndLedger(t.app, memberId)).toMatchObject({ balance: 4_000, ledgerSum: 4_000 });
  });
});

describe.skipIf(!dbKinds.includes('postgres'))('the link queue across two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let up: ProviderService;
  const procs: ServerProcess[] = [];
  beforeAll(async () => {
    t = await createTestApp('postgres');
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 10_000_000 });
    up.panel.state.delayMs = 2;
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    await up?.panel.close();
    await t?.close();
  });

  it('sends each waiting order once, one at a time per link, in the order they were placed', { timeout: 120_000 }, async () => {
    const members: number[] = [];
    for (let i = 0; i < 6; i++) {
      const m = await registerAndLogin(t.app);
      members.push(await grantPoints(t.app, m.id, 100_000));
    }
    const links = [0, 1, 2].map((i) => `https://www.instagram.com/p/shared_${i}`);
    const placedByLink = new Map<string, number[]>(links.map((l) => [l, []]));
    // Every member orders every link once: 6 orders per link, each from a different member.
    for (let round = 0; round < 6; round++) {
      for (const link of links) {
        const o = await placeOrder(t.app.ctx, members[round]!, { serviceId: up.serviceId, link, amount: 100, runs: 0, interval: 0 });
        placedByLink.get(link)!.push(o.id);
      }
    }
    for (let i = 0; i < 2; i++) procs.push(startServerProcess(t.env.config, { JOB_TICK_MS: '10', JOB_BATCH: '10' }));

    // The provider completes whatever it gets at once; the shop learns it (settled here, so the test needs no real waiting).
    const settled = new Set<number>();
    const done = await waitFor(async () => {
      const sent = await t.app.ctx.db.selectFrom('orders').select(['id', 'provider_order_id']).where('fulfilment', 'in', ['sent', 'watching']).execute();
      for (const o of sent) {
        up.panel.state.setOrder(o.provider_order_id!, { status: 'Completed', startCount: 1, remains: 0 });
        await settleOrder(t.app.ctx.db, t.clock, o.id, { status: OrderStatus.COMPLETED, startCount: 1, remains: 0, charge: null });
        settled.add(o.id);
      }
      return settled.size === 18;
    }, 90_000, 30);
    const output = procs.map((p) => p.output()).join('\n');
    expect(done, output).toBe(true);

    expect(up.panel.state.calls.add).toBe(18);
    expect(up.panel.state.maxActivePerLink).toBe(1);
    const rows = await t.app.ctx.db.selectFrom('orders').select(['id', 'link', 'provider_order_id', 'dispatch_attempts']).execute();
    for (const r of rows) expect(r.dispatch_attempts).toBe(1);
    for (const link of links) {
      const upstreamOrder = placedByLink.get(link)!.map((id) => Number(rows.find((r) => r.id === id)!.provider_order_id));
      expect(upstreamOrder).toEqual([...upstreamOrder].sort((x, y) => x - y)); // sent in placement order
    }
  });
});
