import { OrderStatus, orderCost } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { createTestCustomerApi, memberWithKey, type KeyHolder, type TestCustomerApi } from '../../../test/helpers/customer-api.js';
import { serviceOnStandInPanel, type ProviderService } from '../../../test/helpers/stand-in-provider.js';
import { balanceAndLedger, dbKinds } from '../../../test/helpers/test-app.js';
import type { StatusShape } from '../../../test/stand-ins/smm-panel.js';
import { dispatchDueOrders } from '../../jobs/dispatch-orders.js';
import { syncOrderStatuses } from '../../jobs/sync-orders.js';
import { CANCEL_CHECK_DELAY_MS, FIRST_SYNC_DELAY_MS, SYNC_EVERY_MS } from './fulfilment.js';
import { syncClaimedOrders } from './sync-orders.js';

/** 10원 a like; 50 likes per post for 5 posts hold 250 likes: 2,500원. */
const UNIT_E7 = 100_000_000;
const HOLD = orderCost(UNIT_E7, 50 * 5);
const unusedShare = (used: number) => Math.floor((HOLD * (5 - used) * 50) / 250);

/**
 * Against a stand-in panel answering `status` exactly as the references document it — a subscription as
 * `{"status","posts","orders","expiry"}` with no figures, an order without start_count or charge — as a
 * reseller (through /api/v2) and a member (through the web) would: the member's page and /api/v2 status
 * follow the panel, the unused posts come back exactly once, and what cannot be read is shown to the owner.
 */
describe.each(dbKinds)('status answers in the documented shapes, on %s', (kind) => {
  let t: AdminTestApp;
  let c: TestCustomerApi;
  let sub: ProviderService;
  let plain: ProviderService;
  let n = 0;

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    c = await createTestCustomerApi(t);
    sub = await serviceOnStandInPanel(t.app, { type: 'Subscriptions', unitPriceE7: UNIT_E7, min: 10, max: 100 });
    plain = await serviceOnStandInPanel(t.app, { unitPriceE7: UNIT_E7 });
    sub.panel.state.statusShape = 'documented';
  });
  afterAll(async () => {
    await Promise.all([sub, plain].map((p) => p?.panel.close()));
    await c?.close();
    await t?.close();
  });

  const v2 = async (who: KeyHolder, params: Record<string, string | number>) =>
    (
      await c.api.inject({
        method: 'POST',
        url: '/api/v2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(Object.entries({ key: who.key, ...params }).map(([k, v]): [string, string] => [k, String(v)])).toString(),
      })
    ).json() as Record<string, unknown>;
  const row = (id: number) => t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const refundsOf = async (id: number) =>
    (await t.app.ctx.db.selectFrom('point_ledger').select('delta').where('kind', '=', 'refund').where('ref_id', '=', String(id)).execute()).map((r) => Number(r.delta));
  const sync = async () => {
    t.clock.advance(SYNC_EVERY_MS);
    return syncOrderStatuses(t.app.ctx);
  };
  /** The member's 자동 좋아요 page, as the web shows it. */
  const memberPage = async (who: KeyHolder, id: number) => {
    const res = await t.app.inject({ url: '/rest/service/subscriptions', headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { orders: { id: number; status: number; subscription?: unknown }[] }).orders.find((o) => o.id === id)!;
  };
  /** Sent to the panel: the order's id there and what `add` carried. */
  async function sent(id: number) {
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 1 });
    t.clock.advance(FIRST_SYNC_DELAY_MS);
    const upstream = (await row(id)).provider_order_id!;
    const params = sub.panel.state.requests.filter((q) => q.params.action === 'add').at(-1)!.params;
    return { upstream, params };
  }
  async function subscribedThroughV2(who: KeyHolder, over: Record<string, string> = {}) {
    const answer = await v2(who, { action: 'add', service: sub.serviceId, username: `docs_${kind}_${++n}`, min: 20, max: 50, posts: 5, delay: 0, ...over });
    expect(answer, JSON.stringify(answer)).toEqual({ order: expect.any(Number) });
    const id = answer.order as number;
    return { id, ...(await sent(id)) };
  }
  const panelSays = (upstream: string, status: string, posts: number, orders: number[]) => sub.panel.state.setOrder(upstream, { status, posts, subOrders: orders });

  it('Active with posts 1 → 2, then Canceled with 2 of 5 used: the member\'s page and /api/v2 status follow; the 3 unused posts\' share comes back once, whatever races', async () => {
    const r = await memberWithKey(t, 10_000);
    const { id, upstream, params } = await subscribedThroughV2(r);
    expect(params).toMatchObject({ posts: '5' });
    expect(await row(id)).toMatchObject({ quantity: 250, charge: HOLD });

    for (const [posts, orders] of [
      [1, [90080]],
      [2, [90080, 90081]],
    ] as const) {
      panelSays(upstream, 'Active', posts, [...orders]);
      // what the panel answers is the documented shape, nothing more
      expect(Object.keys((await v2Raw(upstream)) as object).sort()).toEqual(['expiry', 'orders', 'posts', 'status']);
      await sync();
      const ids = orders.map(String);
      expect(await row(id)).toMatchObject({ status: OrderStatus.INPROGRESS, sub_state: 'Active', sub_posts_used: posts, last_error: null, answer_problem: null });
      expect((await memberPage(r, id)).subscription).toMatchObject({ state: 'Active', postsUsed: posts, posts: 5, childOrders: ids });
      expect(await v2(r, { action: 'status', order: id })).toMatchObject({ status: 'Active', posts: String(posts), orders: ids, remains: String((5 - posts) * 50), charge: `${HOLD}.00` });
    }

    // the reseller cancels; the panel stops it and keeps the posts it used
    expect(await v2(r, { action: 'cancel', orders: String(id) })).toEqual([{ order: id, cancel: 1 }]);
    expect(sub.panel.state.orders.get(upstream)).toMatchObject({ status: 'Canceled', posts: 2 });
    expect(await refundsOf(id)).toEqual([]);
    t.clock.advance(CANCEL_CHECK_DELAY_MS + SYNC_EVERY_MS);
    const claim = { id, provider_id: sub.providerId, provider_order_id: upstream };
    await Promise.all([syncOrderStatuses(t.app.ctx), syncOrderStatuses(t.app.ctx), syncClaimedOrders(t.app.ctx, [claim]), syncClaimedOrders(t.app.ctx, [claim])]);
    await sync();

    expect(await refundsOf(id)).toEqual([unusedShare(2)]);
    expect(unusedShare(2)).toBe(1_500);
    expect(await row(id)).toMatchObject({ status: OrderStatus.PARTIAL, sub_state: 'Canceled', sub_posts_used: 2, remains: 150, refunded: 1_500 });
    expect(await memberPage(r, id)).toMatchObject({ status: OrderStatus.PARTIAL, subscription: { state: 'Canceled', postsUsed: 2, posts: 5 } });
    expect(await v2(r, { action: 'status', order: id })).toMatchObject({ status: 'Canceled', posts: '2', remains: '150', charge: '1000.00' });
    expect(await balanceAndLedger(t.app, r.memberId)).toMatchObject({ balance: 10_000 - HOLD + 1_500, ledgerSum: 10_000 - HOLD + 1_500 });
  });

  /** What the stand-in answers for one id, as it is written. */
  async function v2Raw(upstream: string) {
    const res = await fetch(`${sub.panel.url}/api/v2`, { method: 'POST', body: new URLSearchParams({ key: sub.panel.key, action: 'status', order: upstream }) });
    return res.json();
  }

  it('Active with posts 1 → 2 → 5, then Completed: every post used, nothing refunded', async () => {
    const r = await memberWithKey(t, 10_000);
    const { id, upstream } = await subscribedThroughV2(r);
    for (const posts of [1, 2, 5]) {
      panelSays(upstream, 'Active', posts, Array.from({ length: posts }, (_, i) => 91000 + i));
      await sync();
      expect(await row(id)).toMatchObject({ status: OrderStatus.INPROGRESS, sub_posts_used: posts });
    }
    panelSays(upstream, 'Completed', 5, [91000, 91001, 91002, 91003, 91004]);
    await Promise.all([sync(), sync()]);
    expect(await row(id)).toMatchObject({ status: OrderStatus.COMPLETED, sub_state: 'Completed', refunded: 0 });
    expect(await v2(r, { action: 'status', order: id })).toMatchObject({ status: 'Completed', posts: '5', remains: '0' });
    expect(await refundsOf(id)).toEqual([]);
    expect(await balanceAndLedger(t.app, r.memberId)).toMatchObject({ balance: 10_000 - HOLD, ledgerSum: 10_000 - HOLD });
  });

  it('posts left out, through /api/v2 or the web: the owner\'s cap of posts is paid and sent upstream, never 0', async () => {
    const r = await memberWithKey(t, 200_000);
    const { id, params } = await subscribedThroughV2(r, { posts: '' });
    // the default cap of 100 posts × 50 likes × 10원
    expect(await row(id)).toMatchObject({ quantity: 5_000, charge: 50_000 });
    expect(params).toMatchObject({ posts: '100', max: '50' });

    const web = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: r.auth, payload: { serviceId: sub.serviceId, fields: { username: `web_${kind}_${++n}`, min: '20', max: '30', delay: '0' } } });
    expect(web.statusCode, web.body).toBe(201);
    const webId = (web.json() as { id: number }).id;
    expect(await row(webId)).toMatchObject({ quantity: 3_000, charge: 30_000 });
    expect((await sent(webId)).params).toMatchObject({ posts: '100' });
    expect(sub.panel.state.requests.filter((q) => q.params.action === 'add').every((q) => q.params.posts !== '0')).toBe(true);
    expect(await balanceAndLedger(t.app, r.memberId)).toMatchObject({ balance: 200_000 - 80_000, ledgerSum: 120_000 });
  });

  describe('an ordinary order whose answers never carry start_count or charge', () => {
    for (const shape of ['bare', 'no-start-count', 'no-charge'] as StatusShape[]) {
      it(`${shape}: runs, ends Partial and refunds exactly the undelivered share once; another completes`, async () => {
        plain.panel.state.statusShape = shape;
        const r = await memberWithKey(t, 10_000);
        const place = async () => {
          const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: r.auth, payload: { serviceId: plain.serviceId, link: `https://www.instagram.com/p/doc_${kind}_${++n}`, amount: 300 } });
          expect(res.statusCode, res.body).toBe(201);
          const id = (res.json() as { id: number }).id;
          expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 1 });
          return { id, upstream: (await row(id)).provider_order_id! };
        };
        const a = await place();
        const b = await place();
        t.clock.advance(FIRST_SYNC_DELAY_MS);
        plain.panel.state.setOrder(a.upstream, { status: 'In progress', remains: '120' });
        plain.panel.state.setOrder(b.upstream, { status: 'In progress', remains: 300 });
        await sync();
        expect(await row(a.id)).toMatchObject({ status: OrderStatus.INPROGRESS, remains: 120, start_count: null, answer_problem: null, last_error: null });
        plain.panel.state.setOrder(a.upstream, { status: 'Partial', remains: '45' });
        plain.panel.state.setOrder(b.upstream, { status: 'Completed', remains: 0 });
        await Promise.all([sync(), sync()]);
        await sync();
        // 300 units at 10원: 3,000원; 45 undelivered → 450원
        expect(await refundsOf(a.id)).toEqual([450]);
        expect(await row(a.id)).toMatchObject({ status: OrderStatus.PARTIAL, remains: 45, refunded: 450 });
        expect(await row(b.id)).toMatchObject({ status: OrderStatus.COMPLETED, refunded: 0 });
        expect(await refundsOf(b.id)).toEqual([]);
        expect(await balanceAndLedger(t.app, r.memberId)).toMatchObject({ balance: 10_000 - 6_000 + 450, ledgerSum: 10_000 - 6_000 + 450 });
      });
    }
  });

  it('an answer that cannot be acted on changes no money and is shown to the owner in the panel\'s words, until one can', async () => {
    plain.panel.state.statusShape = 'bare';
    const r = await memberWithKey(t, 10_000);
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: r.auth, payload: { serviceId: plain.serviceId, link: `https://www.instagram.com/p/flag_${kind}_${++n}`, amount: 100 } });
    const id = (res.json() as { id: number }).id;
    await dispatchDueOrders(t.app.ctx);
    t.clock.advance(FIRST_SYNC_DELAY_MS);
    const upstream = (await row(id)).provider_order_id!;
    const owner = async () => (await t.call('GET', `/rest/admin/orders/${id}`)).json() as { order: { answerProblem: string | null; answerWords: string | null }; events: { text: string }[] };
    const flagged = async () => ((await t.call('GET', '/rest/admin/dashboard')).json() as { stuck: { answerProblem: number; orders: { id: number }[] } }).stuck;

    for (const [said, problem, words] of [
      [{ status: 'Fail', remains: 100 }, 'unreadable', '"status":"Fail"'],
      [{ status: '', remains: 100 }, 'unreadable', '"status":""'],
      [{ status: 'Partial', remains: undefined }, 'partial_without_remains', '{"status":"Partial"}'],
    ] as const) {
      plain.panel.state.setOrder(upstream, said);
      await sync();
      expect(await row(id)).toMatchObject({ status: OrderStatus.PENDING, refunded: 0, answer_problem: problem });
      const seen = await owner();
      expect(seen.order).toMatchObject({ answerProblem: problem, answerWords: expect.stringContaining(words) });
      expect(seen.events.map((e) => e.text).join('\n')).toContain('확인 필요');
      const stuck = await flagged();
      expect(stuck.answerProblem).toBe(1);
      expect(stuck.orders.map((o) => o.id)).toContain(id);
      expect((await t.call('GET', '/rest/admin/orders?stuck=true')).json().items.map((o: { id: number }) => o.id)).toContain(id);
    }
    expect(await refundsOf(id)).toEqual([]);
    // a readable answer clears it; the final one settles
    plain.panel.state.setOrder(upstream, { status: 'In progress', remains: 70 });
    await sync();
    expect(await row(id)).toMatchObject({ status: OrderStatus.INPROGRESS, remains: 70, answer_problem: null, answer_words: null });
    expect((await flagged()).answerProblem).toBe(0);
    plain.panel.state.setOrder(upstream, { status: 'Partial', remains: 70 });
    await sync();
    expect(await refundsOf(id)).toEqual([700]);
    expect(await balanceAndLedger(t.app, r.memberId)).toMatchObject({ balance: 10_000 - 1_000 + 700, ledgerSum: 10_000 - 1_000 + 700 });
  });
});
