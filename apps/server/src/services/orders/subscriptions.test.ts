import { OrderStatus, orderCost } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOnStandInPanel, type ProviderService } from '../../../test/helpers/stand-in-provider.js';
import { balanceAndLedger, createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { dispatchDueOrders } from '../../jobs/dispatch-orders.js';
import { syncOrderStatuses } from '../../jobs/sync-orders.js';
import { CANCEL_CHECK_DELAY_MS, FIRST_SYNC_DELAY_MS, SYNC_EVERY_MS } from './fulfilment.js';
import { syncClaimedOrders } from './sync-orders.js';

type Auth = Record<string, string>;
/** 10원 a like; a subscription of 50 likes per post for 5 posts holds 250 likes: 2,500원. */
const UNIT_E7 = 100_000_000;
const SUB = { min: '20', max: '50', posts: '5', delay: '0' };
const HOLD = orderCost(UNIT_E7, 50 * 5);
/** what a subscription that used `used` of its 5 posts gives back: the unused posts' share */
const unusedShare = (used: number) => Math.floor((HOLD * (5 - used) * 50) / 250);

/**
 * 자동 좋아요 구독 from order to refund, against a stand-in panel answering in the documented
 * variants: paid max × posts up front (one ledger row), posts used read from status, the unused posts
 * refunded exactly once when it ends — Completed (nothing back), Expired, Canceled by the member's
 * request after some posts (only the unused share, never all of it) — and custom comments refunded by
 * their own lines.
 */
describe.each(dbKinds)('subscriptions and custom comments, on %s', (kind) => {
  let t: TestApp;
  let sub: ProviderService;
  let comments: ProviderService;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sub = await serviceOnStandInPanel(t.app, { type: 'Subscriptions', unitPriceE7: UNIT_E7, min: 10, max: 100 });
    comments = await serviceOnStandInPanel(t.app, { type: 'Custom Comments', unitPriceE7: 4_500_000_000, min: 5, max: 500 });
  });
  afterAll(async () => {
    await Promise.all([sub, comments].map((p) => p?.panel.close()));
    await t?.close();
  });

  async function memberWith(points: number) {
    const m = await registerAndLogin(t.app);
    return { ...m, memberId: await grantPoints(t.app, m.id, points) };
  }
  const order = (auth: Auth, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload });
  const row = (id: number) => t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const refundsOf = async (id: number) =>
    (await t.app.ctx.db.selectFrom('point_ledger').select('delta').where('kind', '=', 'refund').where('ref_id', '=', String(id)).execute()).map((r) => Number(r.delta));
  const sync = async () => {
    t.clock.advance(SYNC_EVERY_MS);
    return syncOrderStatuses(t.app.ctx);
  };

  /** A subscription placed over HTTP and sent to the panel; answers its order id and its order at the panel. */
  async function subscribed(m: { auth: Auth }, fields: Record<string, string> = SUB) {
    const username = `acct_${kind}_${++n}`;
    const res = await order(m.auth, { serviceId: sub.serviceId, fields: { username, ...fields } });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 1 });
    const upstream = (await row(id)).provider_order_id!;
    t.clock.advance(FIRST_SYNC_DELAY_MS);
    return { id, upstream, username };
  }
  const panelSays = (upstream: string, answer: { status: string; posts?: unknown; orders?: unknown }) =>
    sub.panel.state.setOrder(upstream, { status: answer.status, posts: answer.posts, subOrders: answer.orders, remains: null, startCount: null });

  it('holds max × posts × unit at placement, in one ledger row, and sends username, min, max, posts and delay — no link, no quantity', async () => {
    const m = await memberWith(10_000);
    const { id, upstream, username } = await subscribed(m);
    const r = await row(id);
    expect(r).toMatchObject({ quantity: 250, charge: HOLD, link: username });
    const debits = await t.app.ctx.db.selectFrom('point_ledger').select('delta').where('kind', '=', 'order').where('member_id', '=', m.memberId).execute();
    expect(debits.map((d) => Number(d.delta))).toEqual([-HOLD]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000 - HOLD, ledgerSum: 10_000 - HOLD });
    const { key: _k, action: _a, ...sent } = sub.panel.state.requests.filter((q) => q.params.action === 'add').at(-1)!.params;
    expect(sent).toEqual({ service: '1', username, ...SUB });
    expect(sub.panel.state.orders.get(upstream)).toBeDefined();
  });

  it('reads posts used from status in the panels\' variants (posts a number or a string, orders numbers, strings or left out); Completed gives nothing back', async () => {
    const m = await memberWith(10_000);
    const { id, upstream } = await subscribed(m);
    const steps: [{ status: string; posts?: unknown; orders?: unknown }, number, string[]][] = [
      [{ status: 'Active', posts: 1, orders: [70001] }, 1, ['70001']],
      [{ status: 'Active', posts: '2', orders: ['70001', '70002'] }, 2, ['70001', '70002']],
      // an answer that leaves the child orders out keeps the ones known
      [{ status: 'active', posts: '3' }, 3, ['70001', '70002']],
      [{ status: 'Paused', posts: 3, orders: [70001, '70002', 70003] }, 3, ['70001', '70002', '70003']],
    ];
    for (const [answer, used, children] of steps) {
      panelSays(upstream, answer);
      await sync();
      const r = await row(id);
      expect(r, JSON.stringify(answer)).toMatchObject({ status: OrderStatus.INPROGRESS, sub_posts_used: used, fulfilment: 'sent' });
      expect(JSON.parse(r.sub_child_orders!)).toEqual(children);
    }
    // an older answer never takes posts used back
    panelSays(upstream, { status: 'Active', posts: 1 });
    await sync();
    expect((await row(id)).sub_posts_used).toBe(3);

    panelSays(upstream, { status: 'Completed', posts: '5', orders: [70001, 70002, 70003, 70004, 70005] });
    await sync();
    await sync();
    expect(await row(id)).toMatchObject({ status: OrderStatus.COMPLETED, sub_state: 'Completed', sub_posts_used: 5, remains: 0, refunded: 0 });
    expect(await refundsOf(id)).toEqual([]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000 - HOLD, ledgerSum: 10_000 - HOLD });
  });

  it('a final answer without posts changes no money and is recorded; the next answer that says settles it', async () => {
    const m = await memberWith(10_000);
    const { id, upstream } = await subscribed(m);
    panelSays(upstream, { status: 'Expired' });
    await sync();
    expect(await row(id)).toMatchObject({ fulfilment: 'sent', refunded: 0, last_error: 'Subscription status without posts' });
    expect(await refundsOf(id)).toEqual([]);
    panelSays(upstream, { status: 'Expired', posts: 2, orders: [1, 2] });
    await sync();
    expect(await row(id)).toMatchObject({ status: OrderStatus.PARTIAL, sub_state: 'Expired', remains: 150, refunded: unusedShare(2) });
  });

  it('Expired with posts left: the unused posts are refunded exactly once, however many syncs race on the final answer', async () => {
    const m = await memberWith(10_000);
    const { id, upstream } = await subscribed(m);
    panelSays(upstream, { status: 'Expired', posts: '1', orders: ['81'] });
    t.clock.advance(SYNC_EVERY_MS);
    // two processes that both asked the panel and settle the same final answer at once, and two sweeps
    const claim = { id, provider_id: sub.providerId, provider_order_id: upstream };
    await Promise.all([syncClaimedOrders(t.app.ctx, [claim]), syncClaimedOrders(t.app.ctx, [claim]), syncOrderStatuses(t.app.ctx), syncOrderStatuses(t.app.ctx)]);
    await Promise.all([syncClaimedOrders(t.app.ctx, [claim]), sync()]);
    expect(await refundsOf(id)).toEqual([unusedShare(1)]);
    expect(unusedShare(1)).toBe(2_000);
    expect(await row(id)).toMatchObject({ status: OrderStatus.PARTIAL, remains: 200, refunded: 2_000, sub_posts_used: 1 });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000 - HOLD + 2_000, ledgerSum: 10_000 - HOLD + 2_000 });
  });

  it('the member\'s cancel request goes to the panel; Canceled after 2 posts refunds only the 3 unused posts, once', async () => {
    const m = await memberWith(10_000);
    const { id, upstream } = await subscribed(m);
    panelSays(upstream, { status: 'Active', posts: 2, orders: [501, 502] });
    await sync();
    const cancelsBefore = sub.panel.state.calls.cancel ?? 0;
    const res = await t.app.inject({ method: 'POST', url: `/rest/service/order/${id}/cancel`, headers: m.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ order: { id, cancelRequested: true } });
    expect((sub.panel.state.calls.cancel ?? 0) - cancelsBefore).toBe(1);
    expect(await refundsOf(id)).toEqual([]); // not before the panel says so
    // the panel's cancel stops it; its status keeps the posts used
    expect(sub.panel.state.orders.get(upstream)).toMatchObject({ status: 'Canceled', posts: 2 });
    t.clock.advance(CANCEL_CHECK_DELAY_MS);
    await Promise.all([sync(), sync()]);
    await sync();
    expect(await refundsOf(id)).toEqual([unusedShare(2)]);
    expect(unusedShare(2)).toBe(1_500);
    expect(await row(id)).toMatchObject({ status: OrderStatus.PARTIAL, sub_state: 'Canceled', sub_posts_used: 2, refunded: 1_500 });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000 - HOLD + 1_500, ledgerSum: 10_000 - HOLD + 1_500 });
  });

  it('Canceled before any post refunds the whole hold, once', async () => {
    const m = await memberWith(10_000);
    const { id, upstream } = await subscribed(m);
    panelSays(upstream, { status: 'Canceled', posts: 0, orders: [] });
    await Promise.all([sync(), sync()]);
    await sync();
    expect(await refundsOf(id)).toEqual([HOLD]);
    expect(await row(id)).toMatchObject({ status: OrderStatus.CANCELED });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000, ledgerSum: 10_000 });
  });

  describe('custom comments', () => {
    const lines = ['좋아요, 최고예요!', '사진 너무 예뻐요', '멋져요', '대박', '응원합니다', '또 올게요', '정보 감사해요', '최고', '좋아요', '굿'];
    async function commented(m: { auth: Auth }) {
      const link = `https://www.instagram.com/p/cc_${kind}_${++n}`;
      // blank lines, \r\n and surrounding spaces are not comments
      const res = await order(m.auth, { serviceId: comments.serviceId, link, fields: { comments: `  ${lines.slice(0, 5).join('\r\n')}\n\n${lines.slice(5).join('\n')}  \n` } });
      expect(res.statusCode, res.body).toBe(201);
      const id = (res.json() as { id: number }).id;
      expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 1 });
      t.clock.advance(FIRST_SYNC_DELAY_MS);
      return { id, link, upstream: (await row(id)).provider_order_id! };
    }

    it('the panel receives exactly the comments joined with \\n and no quantity; Partial refunds remains ÷ lines × charge, once', async () => {
      const m = await memberWith(10_000);
      const { id, link, upstream } = await commented(m);
      expect(await row(id)).toMatchObject({ quantity: 10, charge: 4_500 });
      const { key: _k, action: _a, ...sent } = comments.panel.state.requests.filter((q) => q.params.action === 'add').at(-1)!.params;
      expect(sent).toEqual({ service: '1', link, comments: lines.join('\n') });
      expect(comments.panel.state.orders.get(upstream)).toMatchObject({ quantity: 10 });

      comments.panel.state.setOrder(upstream, { status: 'Partial', startCount: 3, remains: 4 });
      await Promise.all([sync(), sync()]);
      await sync();
      expect(await refundsOf(id)).toEqual([1_800]); // 4 ÷ 10 × 4,500원
      expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000 - 4_500 + 1_800, ledgerSum: 10_000 - 4_500 + 1_800 });
    });

    it('Canceled refunds the whole charge, once', async () => {
      const m = await memberWith(10_000);
      const { id, upstream } = await commented(m);
      comments.panel.state.setOrder(upstream, { status: 'Canceled', remains: 10 });
      await Promise.all([sync(), sync()]);
      await sync();
      expect(await refundsOf(id)).toEqual([4_500]);
      expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000, ledgerSum: 10_000 });
    });
  });
});

/**
 * The demo as `npm start` runs it: the seeded custom-comments service, package and 자동 좋아요 on the
 * simulated provider, from the member's order to its end.
 */
describe.each(dbKinds)('the demo catalog\'s new kinds of service on the simulated provider, on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { SIMULATED_PARTIAL_SHARE: '0', SIMULATED_CANCEL_SHARE: '0' });
  });
  afterAll(() => t?.close());

  const seeded = async (type: string) =>
    t.app.ctx.db.selectFrom('services').select(['id', 'min', 'max', 'unit_price_e7', 'text']).where('service_type', '=', type).where('provider_id', 'is', null).executeTakeFirstOrThrow();
  const row = (id: number) => t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const refundsOf = async (id: number) =>
    (await t.app.ctx.db.selectFrom('point_ledger').select('delta').where('kind', '=', 'refund').where('ref_id', '=', String(id)).execute()).map((r) => Number(r.delta));
  async function place(auth: Auth, payload: Record<string, unknown>) {
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }
  /** Sweeps as the server runs them, `minutes` of the clock in 30-second steps. */
  async function runFor(minutes: number) {
    for (let s = 0; s < minutes * 2; s++) {
      await dispatchDueOrders(t.app.ctx);
      t.clock.advance(SYNC_EVERY_MS);
      await syncOrderStatuses(t.app.ctx);
    }
  }

  it('custom comments complete with their lines, the package completes at its flat price, 자동 좋아요 uses its posts one by one and completes — nothing refunded', async () => {
    const m = await registerAndLogin(t.app);
    const memberId = await grantPoints(t.app, m.id, 1_000_000);
    const [comments, pack, auto] = [await seeded('Custom Comments'), await seeded('Package'), await seeded('Subscriptions')];
    expect(comments).toMatchObject({ min: 5, max: 500, unit_price_e7: 4_500_000_000 });
    const c = await place(m.auth, { serviceId: comments.id, link: `https://www.instagram.com/p/demo_${++n}`, fields: { comments: '사진 예뻐요\n최고예요\n\n멋져요\n응원해요\n대박, 진짜\n잘 보고 가요' } });
    const p = await place(m.auth, { serviceId: pack.id, link: `https://www.instagram.com/demo_${++n}` });
    const s = await place(m.auth, { serviceId: auto.id, fields: { username: `demo_account_${++n}`, min: '10', max: '20', posts: '3', delay: '0' } });
    expect(await row(c)).toMatchObject({ quantity: 6, charge: 2_700 });
    expect(await row(p)).toMatchObject({ quantity: 1, charge: Number(pack.unit_price_e7) / 10_000_000 });
    expect(await row(s)).toMatchObject({ quantity: 60, charge: orderCost(Number(auto.unit_price_e7), 60) });

    const used: number[] = [];
    for (let i = 0; i < 30 && (await row(s)).status !== OrderStatus.COMPLETED; i++) {
      await runFor(1);
      used.push((await row(s)).sub_posts_used ?? 0);
    }
    expect(used).toEqual([...used].sort((a, b) => a - b));
    expect(new Set(used).size).toBeGreaterThanOrEqual(3); // posts used rose over time, to 3
    expect(await row(s)).toMatchObject({ status: OrderStatus.COMPLETED, sub_state: 'Completed', sub_posts_used: 3 });
    expect(JSON.parse((await row(s)).sub_child_orders!)).toHaveLength(3);
    await runFor(15);
    expect(await row(c)).toMatchObject({ status: OrderStatus.COMPLETED, remains: 0 });
    expect(await row(p)).toMatchObject({ status: OrderStatus.COMPLETED, remains: 0 });
    for (const id of [c, p, s]) expect(await refundsOf(id)).toEqual([]);
    const charged = [c, p, s].map(async (id) => Number((await row(id)).charge));
    const total = 1_000_000 - (await Promise.all(charged)).reduce((a, b) => a + b, 0);
    expect(await balanceAndLedger(t.app, memberId)).toMatchObject({ balance: total, ledgerSum: total });
  });

  it('a 자동 좋아요 cancelled by the member after some posts refunds only the unused posts, once', async () => {
    const m = await registerAndLogin(t.app);
    const memberId = await grantPoints(t.app, m.id, 1_000_000);
    const auto = await seeded('Subscriptions');
    const s = await place(m.auth, { serviceId: auto.id, fields: { username: `demo_cancel_${++n}`, min: '10', max: '20', posts: '10', delay: '0' } });
    for (let i = 0; i < 30 && ((await row(s)).sub_posts_used ?? 0) < 2; i++) await runFor(1);
    const res = await t.app.inject({ method: 'POST', url: `/rest/service/order/${s}/cancel`, headers: m.auth });
    expect(res.statusCode, res.body).toBe(200);
    await runFor(3);
    const r = await row(s);
    expect(r).toMatchObject({ status: OrderStatus.PARTIAL, sub_state: 'Canceled' });
    const usedPosts = r.sub_posts_used!;
    expect(usedPosts).toBeGreaterThanOrEqual(2);
    expect(usedPosts).toBeLessThan(10);
    const charge = Number(r.charge);
    expect(await refundsOf(s)).toEqual([Math.floor((charge * (10 - usedPosts) * 20) / 200)]);
    await runFor(2);
    expect(await refundsOf(s)).toHaveLength(1);
    const total = 1_000_000 - charge + (await refundsOf(s))[0]!;
    expect(await balanceAndLedger(t.app, memberId)).toMatchObject({ balance: total, ledgerSum: total });
  });
});
