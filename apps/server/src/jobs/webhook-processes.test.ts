import crypto from 'node:crypto';
import { OrderStatus } from '@snsshop/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberWithKey, type KeyHolder } from '../../test/helpers/customer-api.js';
import { PROCESS_TOKEN_SECRET, startServerProcess, waitFor, type ServerProcess } from '../../test/helpers/server-process.js';
import { serviceOnStandInPanel, type ProviderService } from '../../test/helpers/stand-in-provider.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/helpers/test-app.js';
import { startWebhookReceiver } from '../../test/stand-ins/webhook-receiver.js';
import { placeOrder } from '../services/orders/place-order.js';
import { settleOrder } from '../services/orders/settle-order.js';
import { deliverWebhooks } from './deliver-webhooks.js';
import { dispatchDueOrders } from './dispatch-orders.js';

/**
 * "Each status change reaches the reseller exactly once" means, at the receiver: the set of distinct
 * X-Webhook-Id values equals the set of status changes the shop made (every change arrives, nothing
 * else does), and, when no process died, no id is answered 2xx twice. A callback whose outcome was
 * unknown (a process killed mid-POST) is sent again by design, with the same id and the same signed
 * bytes, so the receiver drops the repeat.
 */
type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

const idOf = (r: Receiver['received'][number]) => String(r.headers['x-webhook-id']);
const changeKey = (orderId: number, status: number) => `order:${orderId}:status:${status}`;
const countBy = (ids: string[]) => ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());

/** A process and a test app must share the token secret: the process decrypts the signing secret the app stored. */
const appEnv = { TOKEN_SECRET: PROCESS_TOKEN_SECRET, WEBHOOK_ALLOW_PRIVATE: 'true' };

function shop(t: () => TestApp, up: () => ProviderService, hook: () => Receiver) {
  let n = 0;
  return {
    /** A member with an API key and points whose callback is the receiver; answers the signing secret too. */
    async reseller(): Promise<KeyHolder & { secret: string }> {
      const k = await memberWithKey(t(), 1_000_000);
      const res = await t().app.inject({ method: 'PUT', url: '/rest/auth/webhook', headers: k.auth, payload: { url: hook().url } });
      return { ...k, secret: (res.json() as { secret: string }).secret };
    },
    /** An order placed and sent upstream; the panel's own status sync is parked so only the test moves it. */
    async order(memberId: number) {
      const o = await placeOrder(t().app.ctx, memberId, { serviceId: up().serviceId, link: `https://www.instagram.com/p/whp_${process.pid}_${++n}`, amount: 100, runs: 0, interval: 0 });
      await dispatchDueOrders(t().app.ctx);
      await t().app.ctx.db.updateTable('orders').set({ next_sync_at: '2999-01-01T00:00:00.000Z' }).where('id', '=', o.id).execute();
      return o.id;
    },
    settle: (orderId: number, status: number, remains: number) => settleOrder(t().app.ctx.db, t().clock, orderId, { status: status as OrderStatus, startCount: 500, remains, charge: null }),
    keysOf: async (memberIds: number[]) =>
      (await t().app.ctx.db.selectFrom('webhook_deliveries').select('event_key').where('member_id', 'in', memberIds).execute()).map((r) => r.event_key),
  };
}

describe.each(dbKinds)('each order status change reaches the reseller once, on %s', (kind) => {
  let t: TestApp;
  let up: ProviderService;
  let hook: Receiver;
  let proc: ServerProcess | undefined;
  const s = shop(
    () => t,
    () => up,
    () => hook,
  );

  beforeAll(async () => {
    hook = await startWebhookReceiver();
  });
  beforeEach(async () => {
    hook.state.status = 200;
    hook.state.delayMs = 0;
    hook.state.onRequest = undefined;
    hook.received.length = 0;
    t = await createTestApp(kind, appEnv);
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 10_000_000 });
  });
  afterEach(async () => {
    await proc?.kill();
    proc = undefined;
    await up?.panel.close();
    await t?.close();
  });
  afterAll(() => hook?.close());

  it('every change of several orders arrives, sweeps racing and a failing receiver retried: each id answered 2xx once', async () => {
    const a = await s.reseller();
    const b = await s.reseller();
    const changes: string[] = [];
    const refused = new Set<string>();
    const lifecycles: [number, number][][] = [
      [[OrderStatus.INPROGRESS, 100], [OrderStatus.COMPLETED, 0]],
      [[OrderStatus.PROCESSING, 100], [OrderStatus.INPROGRESS, 70], [OrderStatus.PARTIAL, 30]],
      [[OrderStatus.CANCELED, 100]],
      [[OrderStatus.INPROGRESS, 90], [OrderStatus.INPROGRESS, 40], [OrderStatus.COMPLETED, 0]], // remains moving is no new status
    ];
    const orders: number[] = [];
    for (let i = 0; i < 8; i++) orders.push(await s.order(i % 2 ? b.memberId : a.memberId));
    for (let step = 0; step < 3; step++) {
      hook.state.status = step === 1 ? 503 : 200; // one round the receiver is down: those are sent again later
      for (const [i, orderId] of orders.entries()) {
        const [status, remains] = lifecycles[i % lifecycles.length]![step] ?? [];
        if (status === undefined) continue;
        await s.settle(orderId, status, remains!);
        if (changes.includes(changeKey(orderId, status))) continue;
        changes.push(changeKey(orderId, status));
        if (step === 1) refused.add(changeKey(orderId, status));
      }
      await Promise.all([deliverWebhooks(t.app.ctx), deliverWebhooks(t.app.ctx), deliverWebhooks(t.app.ctx)]);
      t.clock.advance(60_000); // past the first backoff
    }
    hook.state.status = 200;
    await Promise.all([deliverWebhooks(t.app.ctx), deliverWebhooks(t.app.ctx)]);

    const ids = hook.received.map(idOf);
    expect(new Set(ids)).toEqual(new Set(changes));
    expect(new Set(await s.keysOf([a.memberId, b.memberId]))).toEqual(new Set(changes));
    // The ones the receiver refused came twice (503, then 200); every other id exactly once.
    for (const [id, times] of countBy(ids)) expect([id, times]).toEqual([id, refused.has(id) ? 2 : 1]);
    for (const r of hook.received) {
      const owner = (JSON.parse(r.body) as { order: { id: number } }).order.id;
      const secret = orders.indexOf(owner) % 2 ? b.secret : a.secret;
      expect(r.headers['x-signature']).toBe(`sha256=${crypto.createHmac('sha256', secret).update(r.body).digest('hex')}`);
    }
  });

  it('a sweep slower than its lease (a slow receiver, a big batch): another sweep takes over what it has not sent, and nothing is POSTed twice', async () => {
    const k = await s.reseller();
    const changes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const orderId = await s.order(k.memberId);
      await s.settle(orderId, OrderStatus.INPROGRESS, 50);
      await s.settle(orderId, OrderStatus.COMPLETED, 0);
      changes.push(changeKey(orderId, OrderStatus.INPROGRESS), changeKey(orderId, OrderStatus.COMPLETED));
    }
    // Each call takes 3 s of the shop's time: the first sweep's 40 rows outlast the lease it claimed them with.
    hook.state.delayMs = 5;
    hook.state.onRequest = () => t.clock.advance(3_000);
    let firstDone = false;
    const first = deliverWebhooks(t.app.ctx).finally(() => (firstDone = true));
    while (!firstDone) {
      await deliverWebhooks(t.app.ctx);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await first).lost).toBeGreaterThan(0); // the other sweep did take rows over
    await deliverWebhooks(t.app.ctx);
    const ids = hook.received.map(idOf);
    expect(new Set(ids)).toEqual(new Set(changes));
    expect(ids).toHaveLength(changes.length);
  });

  it('kill -9 mid-POST and with a written change not yet sent: the next sweep sends both, the one in flight with its same id', { timeout: 60_000 }, async () => {
    const k = await s.reseller();
    const orderId = await s.order(k.memberId);
    await s.settle(orderId, OrderStatus.INPROGRESS, 100); // written before the process starts
    hook.state.delayMs = 60_000; // the receiver takes the call and does not answer
    proc = startServerProcess(t.env.config, { JOB_TICK_MS: '50', WEBHOOK_ALLOW_PRIVATE: 'true' });
    const inFlight = await waitFor(async () => hook.received.length === 1, 30_000, 20);
    expect(inFlight, proc.output()).toBe(true);

    // While its webhook sweep waits on that call, the process itself settles the order from the panel
    // and writes the next delivery in that transaction: written, not yet sent, when it is killed.
    const providerOrderId = (await t.app.ctx.db.selectFrom('orders').select('provider_order_id').where('id', '=', orderId).executeTakeFirstOrThrow()).provider_order_id!;
    up.panel.state.setOrder(providerOrderId, { status: 'Completed', startCount: 500, remains: 0 });
    await t.app.ctx.db.updateTable('orders').set({ next_sync_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', orderId).execute();
    const written = await waitFor(async () => (await s.keysOf([k.memberId])).length === 2, 30_000, 20);
    expect(written, proc.output()).toBe(true);
    await proc.kill('SIGKILL');
    proc = undefined;
    const rows = () => t.app.ctx.db.selectFrom('webhook_deliveries').selectAll().where('member_id', '=', k.memberId).orderBy('id').execute();
    expect((await rows()).map((r) => [r.event_key, r.status, r.attempts])).toEqual([
      [changeKey(orderId, OrderStatus.INPROGRESS), 'sending', 0],
      [changeKey(orderId, OrderStatus.COMPLETED), 'pending', 0],
    ]);
    expect(hook.received.map(idOf)).toEqual([changeKey(orderId, OrderStatus.INPROGRESS)]);

    // The next sweep, once the dead process's lease has run out.
    hook.state.delayMs = 0;
    const due = Math.max(...(await rows()).map((r) => Date.parse(r.next_attempt_at)));
    t.clock.advance(Math.max(0, due - t.clock.now().getTime()) + 1);
    await Promise.all([deliverWebhooks(t.app.ctx), deliverWebhooks(t.app.ctx)]);
    await deliverWebhooks(t.app.ctx);

    const ids = hook.received.map(idOf);
    expect(new Set(ids)).toEqual(new Set([changeKey(orderId, OrderStatus.INPROGRESS), changeKey(orderId, OrderStatus.COMPLETED)]));
    expect(Object.fromEntries(countBy(ids))).toEqual({ [changeKey(orderId, OrderStatus.INPROGRESS)]: 2, [changeKey(orderId, OrderStatus.COMPLETED)]: 1 });
    const [first, resent] = hook.received.filter((r) => idOf(r) === changeKey(orderId, OrderStatus.INPROGRESS));
    expect([resent!.body, resent!.headers['x-signature']]).toEqual([first!.body, first!.headers['x-signature']]);
    expect(JSON.parse(hook.received.at(-1)!.body)).toMatchObject({ order: { id: orderId, status: OrderStatus.COMPLETED, remains: 0 } });
    expect((await rows()).map((r) => [r.status, r.attempts, r.response_status])).toEqual([
      ['sent', 1, 200],
      ['sent', 1, 200],
    ]);
  });
});

describe.skipIf(!dbKinds.includes('postgres'))('webhook deliveries swept by two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let up: ProviderService;
  let hook: Receiver;
  const procs: ServerProcess[] = [];
  const s = shop(
    () => t,
    () => up,
    () => hook,
  );
  beforeAll(async () => {
    hook = await startWebhookReceiver();
    hook.state.delayMs = 2; // a little latency, so the two sweeps overlap
    t = await createTestApp('postgres', appEnv);
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 10_000_000 });
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    await up?.panel.close();
    await t?.close();
    await hook?.close();
  });

  it('the 200 changes of 100 orders each arrive once: every id, none twice', { timeout: 150_000 }, async () => {
    const members = [];
    for (let i = 0; i < 4; i++) members.push(await s.reseller());
    const changes: string[] = [];
    for (let i = 0; i < 100; i++) {
      const orderId = await s.order(members[i % 4]!.memberId);
      await s.settle(orderId, OrderStatus.INPROGRESS, 50);
      await s.settle(orderId, i % 3 ? OrderStatus.COMPLETED : OrderStatus.PARTIAL, i % 3 ? 0 : 20);
      changes.push(changeKey(orderId, OrderStatus.INPROGRESS), changeKey(orderId, i % 3 ? OrderStatus.COMPLETED : OrderStatus.PARTIAL));
    }
    // Small batches and a short tick keep both processes claiming at the same moments.
    for (let i = 0; i < 2; i++) procs.push(startServerProcess(t.env.config, { JOB_TICK_MS: '10', JOB_BATCH: '5', WEBHOOK_ALLOW_PRIVATE: 'true' }));
    const left = async () => Number((await t.app.ctx.db.selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '<>', 'sent').executeTakeFirstOrThrow()).n);
    const done = await waitFor(async () => (await left()) === 0, 120_000, 200);
    const output = procs.map((p) => p.output()).join('\n');
    expect(done, output).toBe(true);
    await new Promise((r) => setTimeout(r, 300)); // a late duplicate would show here
    for (const p of procs) expect(p.child.exitCode, output).toBeNull();

    const ids = hook.received.map(idOf);
    expect(ids).toHaveLength(200);
    expect(new Set(ids)).toEqual(new Set(changes));
    const rows = await t.app.ctx.db.selectFrom('webhook_deliveries').select(['attempts', 'response_status']).execute();
    expect(rows.every((r) => r.attempts === 1 && r.response_status === 200)).toBe(true);
  });
});
