import { msg, OrderStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOnStandInPanel, type ProviderService } from '../../../test/helpers/stand-in-provider.js';
import { createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { dispatchDueOrders } from '../../jobs/dispatch-orders.js';
import { runRefillSweep } from '../../jobs/refill-sweep.js';
import { runDueAutoOrders } from '../../jobs/run-auto-orders.js';
import { syncOrderStatuses } from '../../jobs/sync-orders.js';
import { FIRST_SYNC_DELAY_MS } from '../orders/fulfilment.js';
import { listOrderRefills } from './list-refills.js';
import { REFILL_CHECK_EVERY_MS, REFILL_FIRST_CHECK_MS } from './refill-states.js';
import { linkMaker } from '../../../test/helpers/links.js';

type Auth = Record<string, string>;
interface HistoryRow {
  id: number;
  status: number;
  refill?: { canRequest: boolean; last: { status: string; statusText: string; reason: string | null } | null };
}
const DAY_MS = 24 * 3_600_000;

describe.each(dbKinds)('refill (A/S) of an order, on %s', (kind) => {
  let t: TestApp;
  let up: ProviderService;
  const freshLink = linkMaker(`https://www.instagram.com/p/refill_${kind}_`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000, timeoutMs: 1_000 });
    await policy({ refill_mode: 'provider' });
  });
  afterAll(async () => {
    await up?.panel.close();
    await t?.close();
  });

  function policy(p: { refill_mode?: 'none' | 'provider' | 'manual'; refill_days?: number; refill_cap?: number; refill_cooldown_hours?: number; refill_partial?: number }) {
    const defaults = { refill_mode: 'provider' as const, refill_days: 30, refill_cap: 3, refill_cooldown_hours: 24, refill_partial: 0 };
    return t.app.ctx.db.updateTable('services').set({ ...defaults, ...p }).where('id', '=', up.serviceId).execute();
  }
  async function member() {
    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 100_000);
    return m;
  }
  /** A fresh session after the test clock jumped past the last one's expiry. */
  async function relogin(m: { id: string; password: string }): Promise<Auth> {
    const res = await t.app.inject({ method: 'POST', url: '/rest/auth/login', payload: { id: m.id, password: m.password } });
    return { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
  }
  const row = (id: number) => t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const refillRows = (orderId: number) => t.app.ctx.db.selectFrom('refills').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const ask = (auth: Auth, orderId: number | string) => t.app.inject({ method: 'POST', url: `/rest/service/order/${orderId}/refill`, headers: auth });
  const sweep = () => runRefillSweep(t.app.ctx);
  const history = async (auth: Auth) => (await t.app.inject({ url: '/rest/service/order-history', headers: auth })).json() as HistoryRow[];
  const seen = async (auth: Auth, id: number) => (await history(auth)).find((o) => o.id === id)!;

  /** An order the panel delivered: placed, sent, then reported with `status`. */
  async function finishedOrder(auth: Auth, status: 'Completed' | 'Partial' | 'Canceled' = 'Completed', link = freshLink()) {
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload: { serviceId: up.serviceId, link, amount: 100 } });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    await dispatchDueOrders(t.app.ctx);
    const sent = await row(id);
    expect(sent.fulfilment).toBe('sent');
    up.panel.state.setOrder(sent.provider_order_id!, { status, remains: status === 'Completed' ? 0 : status === 'Partial' ? 40 : 100, startCount: 10 });
    t.clock.advance(FIRST_SYNC_DELAY_MS);
    await syncOrderStatuses(t.app.ctx);
    expect((await row(id)).fulfilment).toBe('settled');
    return { id, link, providerOrderId: sent.provider_order_id! };
  }
  /** Sends the order's open refill and has the panel report `status` for it. */
  async function upstreamRefill(orderId: number, status: string) {
    await sweep();
    const [r] = (await refillRows(orderId)).filter((x) => x.state === 'sent' || x.state === 'in_progress');
    expect(r?.upstream_refill_id).toBeTruthy();
    up.panel.state.refills.get(r!.upstream_refill_id!)!.status = status;
    t.clock.advance(REFILL_FIRST_CHECK_MS);
    await sweep();
  }

  describe('who may ask, and when', () => {
    it('a completed order inside the window is refilled through the provider: 대기, then 진행 중, then 완료', async () => {
      await policy({});
      const m = await member();
      const o = await finishedOrder(m.auth);
      expect((await seen(m.auth, o.id)).refill).toEqual({ canRequest: true, last: null });
      const res = await ask(m.auth, o.id);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ message: msg.refill.requested, refill: { orderId: o.id, status: 'waiting', statusText: '대기' } });
      expect((await seen(m.auth, o.id)).refill).toMatchObject({ canRequest: false, last: { statusText: '대기' } });

      await sweep();
      const [sent] = await refillRows(o.id);
      expect(sent).toMatchObject({ state: 'sent' });
      const upstream = up.panel.state.refills.get(sent!.upstream_refill_id!);
      expect(upstream).toMatchObject({ order: o.providerOrderId, status: 'Pending' });
      upstream!.status = 'In progress';
      t.clock.advance(REFILL_FIRST_CHECK_MS);
      await sweep();
      expect((await seen(m.auth, o.id)).refill?.last).toMatchObject({ status: 'in_progress', statusText: '진행 중' });
      upstream!.status = 'Completed';
      t.clock.advance(REFILL_CHECK_EVERY_MS);
      await sweep();
      expect((await seen(m.auth, o.id)).refill?.last).toMatchObject({ status: 'completed', statusText: '완료' });
      expect(await listOrderRefills(t.app.ctx.db, o.id)).toEqual([expect.objectContaining({ orderId: o.id, status: 'completed', finishedAt: expect.any(String) })]);
    });

    it('each rule is refused with its own Korean reason', async () => {
      const m = await member();
      const done = await finishedOrder(m.auth);
      await policy({ refill_mode: 'none' });
      expect((await ask(m.auth, done.id)).json().message).toBe(msg.refill.notSupported);
      expect((await seen(m.auth, done.id)).refill).toBeUndefined();
      await policy({});

      const cancelled = await finishedOrder(m.auth, 'Canceled');
      const c = await ask(m.auth, cancelled.id);
      expect([c.statusCode, c.json().message]).toEqual([400, msg.refill.cancelled]);

      const partial = await finishedOrder(m.auth, 'Partial');
      const p = await ask(m.auth, partial.id);
      expect([p.statusCode, p.json().message]).toEqual([400, msg.refill.partialNotAllowed]);
      await policy({ refill_partial: 1 });
      expect((await ask(m.auth, partial.id)).statusCode).toBe(201);

      // Cancelled by the member while running, ended Partial: still a cancelled order.
      const asked = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: up.serviceId, link: freshLink(), amount: 100 } });
      await dispatchDueOrders(t.app.ctx);
      expect((await t.app.inject({ method: 'POST', url: `/rest/service/order/${asked.json().id}/cancel`, headers: m.auth })).statusCode).toBe(200);
      up.panel.state.setOrder((await row(asked.json().id)).provider_order_id!, { status: 'Partial', remains: 40 });
      t.clock.advance(FIRST_SYNC_DELAY_MS);
      await syncOrderStatuses(t.app.ctx);
      expect((await row(asked.json().id)).status).toBe(OrderStatus.PARTIAL);
      const cancelledPartial = await ask(m.auth, asked.json().id);
      expect([cancelledPartial.statusCode, cancelledPartial.json().message]).toEqual([400, msg.refill.cancelled]);
      await policy({});

      const running = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: up.serviceId, link: freshLink(), amount: 100 } });
      const r = await ask(m.auth, running.json().id);
      expect([r.statusCode, r.json().message]).toEqual([400, msg.refill.notCompleted]);

      expect((await ask(m.auth, done.id)).statusCode).toBe(201);
      const twice = await ask(m.auth, done.id);
      expect([twice.statusCode, twice.json().message]).toEqual([409, msg.refill.inFlight]);
    });

    it('the window ends exactly refill_days after completion (test clock)', async () => {
      await policy({ refill_days: 30 });
      const m = await member();
      const a = await finishedOrder(m.auth);
      const b = await finishedOrder(m.auth);
      const finished = async (id: number) => Date.parse((await row(id)).finished_at!);
      t.clock.advance((await finished(a.id)) + 30 * DAY_MS - t.clock.now().getTime());
      const auth = await relogin(m);
      expect((await ask(auth, a.id)).statusCode).toBe(201);
      t.clock.advance((await finished(b.id)) + 30 * DAY_MS + 1 - t.clock.now().getTime());
      const late = await ask(auth, b.id);
      expect([late.statusCode, late.json().message]).toEqual([400, msg.refill.windowOver(30)]);
    });

    it('cool-down between requests and the cap per order; rejected refills do not use up the cap', async () => {
      await policy({ refill_cap: 2, refill_cooldown_hours: 24 });
      const m = await member();
      const o = await finishedOrder(m.auth);
      expect((await ask(m.auth, o.id)).statusCode).toBe(201);
      await upstreamRefill(o.id, 'Completed');
      t.clock.advance(23 * 3_600_000);
      const early = await ask(m.auth, o.id);
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toMatch(/^리필은 24시간에 한 번 요청할 수 있습니다\. (\d+시간 )?\d+분 뒤에 다시 요청해주세요\.$|^리필은 24시간에 한 번 요청할 수 있습니다\. 1시간 뒤에 다시 요청해주세요\.$/);

      t.clock.advance(3_600_000);
      let auth = await relogin(m);
      expect((await ask(auth, o.id)).statusCode).toBe(201);
      await upstreamRefill(o.id, 'Rejected');
      expect((await seen(auth, o.id)).refill?.last).toMatchObject({ status: 'rejected', statusText: '거절', reason: msg.refill.rejectedUpstream });

      t.clock.advance(24 * 3_600_000);
      auth = await relogin(m);
      expect((await ask(auth, o.id)).statusCode).toBe(201);
      await upstreamRefill(o.id, 'Completed');
      t.clock.advance(24 * 3_600_000);
      auth = await relogin(m);
      const capped = await ask(auth, o.id);
      expect([capped.statusCode, capped.json().message]).toEqual([400, msg.refill.capReached(2)]);
      await policy({});
    });

    it("another member's order answers exactly like one that does not exist", async () => {
      const owner = await member();
      const other = await member();
      const o = await finishedOrder(owner.auth);
      const theirs = await ask(other.auth, o.id);
      const none = await ask(other.auth, 987_654);
      const junk = await ask(other.auth, 'abc');
      expect([theirs.statusCode, none.statusCode, junk.statusCode]).toEqual([404, 404, 404]);
      expect(theirs.json()).toEqual(none.json());
      expect(junk.json()).toEqual(none.json());
      expect(await refillRows(o.id)).toEqual([]);
    });

    it('twenty racing requests for one order make one refill', async () => {
      const m = await member();
      const o = await finishedOrder(m.auth);
      const answers = await Promise.all(Array.from({ length: 20 }, () => ask(m.auth, o.id)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      expect(await refillRows(o.id)).toHaveLength(1);
      await sweep();
      expect([...up.panel.state.refills.values()].filter((r) => r.order === o.providerOrderId)).toHaveLength(1);
    });

    it('while a refill is in flight, a new order for the same link waits in the link queue', async () => {
      const m = await member();
      const o = await finishedOrder(m.auth);
      expect((await ask(m.auth, o.id)).statusCode).toBe(201);
      const next = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: up.serviceId, link: o.link, amount: 100 } });
      expect(next.statusCode, next.body).toBe(201);
      expect((await row(next.json().id)).fulfilment).toBe('queued');
      expect((await seen(m.auth, next.json().id)).status).toBe(OrderStatus.PROCESSING); // 대기 중
      await dispatchDueOrders(t.app.ctx);
      expect((await row(next.json().id)).provider_order_id).toBeNull();
      await upstreamRefill(o.id, 'Completed');
      await dispatchDueOrders(t.app.ctx);
      expect((await row(next.json().id)).fulfilment).toBe('sent');
    });
    it("an auto-order's next run on a link with a refill in flight waits in the link queue too", async () => {
      const m = await member();
      const first = await finishedOrder(m.auth);
      expect((await ask(m.auth, first.id)).statusCode).toBe(201);
      // an auto-order on the same link whose next run falls due while the refill is still open
      const placed = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: up.serviceId, link: first.link, amount: 100, runs: 2, interval: 60 } });
      expect(placed.statusCode, placed.body).toBe(201);
      await t.app.ctx.db.updateTable('orders').set({ fulfilment: 'settled', status: OrderStatus.COMPLETED }).where('id', '=', placed.json().id).execute();
      t.clock.advance(60 * 60_000);
      await runDueAutoOrders(t.app.ctx);
      const run = await t.app.ctx.db.selectFrom('orders').selectAll().where('auto_order_id', 'is not', null).where('link', '=', first.link).where('run_no', '=', 2).executeTakeFirstOrThrow();
      expect(run.fulfilment).toBe('queued');
      await dispatchDueOrders(t.app.ctx);
      expect((await row(run.id)).provider_order_id).toBeNull();
    });
  });

  describe('upstream', () => {
    it('the provider refuses a refill: 거절 with the reason, and the owner sees the provider words', async () => {
      const m = await member();
      const o = await finishedOrder(m.auth);
      up.panel.state.services[0]!.refill = false;
      try {
        expect((await ask(m.auth, o.id)).statusCode).toBe(201);
        await sweep();
      } finally {
        up.panel.state.services[0]!.refill = true;
      }
      const [r] = await refillRows(o.id);
      expect(r).toMatchObject({ state: 'rejected', reason: msg.refill.rejectedUpstream, last_error: 'Refill is disabled for this service' });
      expect((await seen(m.auth, o.id)).refill?.last).toMatchObject({ statusText: '거절', reason: msg.refill.rejectedUpstream });
    });

    it('several refills go in one multi call; a per-item error rejects only its own refill', async () => {
      const m = await member();
      const good = await finishedOrder(m.auth);
      const gone = await finishedOrder(m.auth);
      up.panel.state.orders.delete(gone.providerOrderId);
      expect((await ask(m.auth, good.id)).statusCode).toBe(201);
      expect((await ask(m.auth, gone.id)).statusCode).toBe(201);
      const before = up.panel.state.requests.length;
      await sweep();
      const calls = up.panel.state.requests.slice(before).filter((q) => q.params.action === 'refill');
      expect(calls).toHaveLength(1);
      expect(calls[0]!.params.orders!.split(',').sort()).toEqual([good.providerOrderId, gone.providerOrderId].sort());
      expect((await refillRows(good.id))[0]).toMatchObject({ state: 'sent' });
      expect((await refillRows(gone.id))[0]).toMatchObject({ state: 'rejected', last_error: 'Incorrect order ID' });
    });

    it('a send that times out is never repeated blindly: the duplicate is refused and the refill is held for the owner, one refill upstream', async () => {
      const m = await member();
      const o = await finishedOrder(m.auth);
      expect((await ask(m.auth, o.id)).statusCode).toBe(201);
      up.panel.state.delayMs = 1_500;
      try {
        expect((await sweep()).send).toMatchObject({ retrying: 1 });
      } finally {
        up.panel.state.delayMs = 0;
      }
      await new Promise((r) => setTimeout(r, 700)); // the panel finishes the request the client gave up on
      expect((await refillRows(o.id))[0]).toMatchObject({ state: 'waiting', send_unknown: 1 });
      t.clock.advance(60_000);
      expect((await sweep()).send).toMatchObject({ held: 1 });
      expect((await refillRows(o.id))[0]).toMatchObject({ state: 'held' });
      expect([...up.panel.state.refills.values()].filter((r) => r.order === o.providerOrderId)).toHaveLength(1);
      expect((await seen(m.auth, o.id)).refill?.last).toMatchObject({ statusText: '대기' });
    });

    it('an unreachable provider (switched off) is asked again with backoff; once the attempts run out, a refill never sent is rejected', async () => {
      const m = await member();
      const o = await finishedOrder(m.auth);
      expect((await ask(m.auth, o.id)).statusCode).toBe(201);
      await t.app.ctx.db.updateTable('providers').set({ enabled: 0 }).where('id', '=', up.providerId).execute();
      try {
        expect((await sweep()).send).toMatchObject({ retrying: 1 });
        expect((await refillRows(o.id))[0]).toMatchObject({ state: 'waiting', send_unknown: 0, last_error: expect.stringContaining('disabled') });
        await t.app.ctx.db.updateTable('refills').set({ attempts: t.app.ctx.config.jobs.dispatchMaxAttempts - 1 }).where('order_id', '=', o.id).execute();
        t.clock.advance(60 * 60_000);
        expect((await sweep()).send).toMatchObject({ rejected: 1 });
      } finally {
        await t.app.ctx.db.updateTable('providers').set({ enabled: 1 }).where('id', '=', up.providerId).execute();
      }
      expect((await refillRows(o.id))[0]).toMatchObject({ state: 'rejected', reason: msg.refill.rejectedUpstream });
      expect([...up.panel.state.refills.values()].some((r) => r.order === o.providerOrderId)).toBe(false);
    });

    it('a status check that times out loses nothing: the refill is asked about again', async () => {
      const m = await member();
      const o = await finishedOrder(m.auth);
      expect((await ask(m.auth, o.id)).statusCode).toBe(201);
      await sweep();
      const [r] = await refillRows(o.id);
      up.panel.state.refills.get(r!.upstream_refill_id!)!.status = 'Completed';
      up.panel.state.fail500 = 1;
      t.clock.advance(REFILL_FIRST_CHECK_MS);
      await sweep();
      expect((await refillRows(o.id))[0]).toMatchObject({ state: 'sent', last_error: expect.stringContaining('unavailable') });
      t.clock.advance(REFILL_CHECK_EVERY_MS);
      await sweep();
      expect((await refillRows(o.id))[0]).toMatchObject({ state: 'completed', last_error: null });
    });

    it('the status sweep asks about 250 refills at most 100 ids per call', async () => {
      const m = await member();
      const o = await finishedOrder(m.auth);
      const at = t.clock.now().toISOString();
      const upstream = Array.from({ length: 250 }, (_, i) => {
        const id = String(900_000 + i);
        up.panel.state.refills.set(id, { id, order: o.providerOrderId, status: 'Completed' });
        return id;
      });
      // Planted directly: 250 refills of past orders the provider already has.
      const src = await t.app.ctx.db.selectFrom('orders').select(['member_id', 'service_id', 'provider_id', 'link_key']).where('id', '=', o.id).executeTakeFirstOrThrow();
      for (let i = 0; i < upstream.length; i += 50) {
        await t.app.ctx.db
          .insertInto('refills')
          .values(upstream.slice(i, i + 50).map((u) => ({ order_id: -Number(u), member_id: src.member_id, service_id: src.service_id, provider_id: src.provider_id, provider_order_id: o.providerOrderId, link_key: `bulk ${u}`, mode: 'provider' as const, state: 'sent' as const, upstream_refill_id: u, reason: null, last_error: null, claim_token: null, next_check_at: at, requested_at: at, updated_at: at, finished_at: null })))
          .execute();
      }
      const before = up.panel.state.requests.length;
      await sweep(); // a batch (JOB_BATCH, 200) this round, the rest the next
      await sweep();
      const calls = up.panel.state.requests.slice(before).filter((q) => q.params.action === 'refill_status');
      expect(calls.length).toBeGreaterThanOrEqual(3);
      for (const c of calls) expect(c.params.refills!.split(',').length).toBeLessThanOrEqual(100);
      const states = await t.app.ctx.db.selectFrom('refills').select('state').where('order_id', '<', 0).execute();
      expect(states.filter((s) => s.state === 'completed')).toHaveLength(250);
      await t.app.ctx.db.deleteFrom('refills').where('order_id', '<', 0).execute();
    });
  });

  it('order statuses stay as they were: a refill never touches the order or its money', async () => {
    const m = await member();
    const o = await finishedOrder(m.auth);
    const before = await row(o.id);
    expect((await ask(m.auth, o.id)).statusCode).toBe(201);
    await upstreamRefill(o.id, 'Completed');
    const after = await row(o.id);
    expect([after.status, after.charge, after.refunded]).toEqual([OrderStatus.COMPLETED, before.charge, before.refunded]);
  });
});
