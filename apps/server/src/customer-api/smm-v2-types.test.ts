import { OrderStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomerApi, memberWithKey, type KeyHolder, type TestCustomerApi } from '../../test/helpers/customer-api.js';
import { FOLLOWERS, serviceIdByText } from '../../test/helpers/seeded-followers.js';
import { balanceAndLedger, createTestApp, dbKinds, type TestApp } from '../../test/helpers/test-app.js';
import { dispatchDueOrders } from '../jobs/dispatch-orders.js';
import { syncOrderStatuses } from '../jobs/sync-orders.js';
import { toStatusResult } from '../providers/status-entry.js';

type Params = Record<string, string | number>;

/** /api/v2 for every kind of service: `services` names each type, `add` takes each type's parameters, `status` answers subscriptions. */
describe.each(dbKinds)('SMM API v2 service types on %s', (kind) => {
  let t: TestApp;
  let c: TestCustomerApi;
  const ids: Record<string, number> = {};
  let followersId: number;
  let linkNo = 0;
  const freshLink = () => `https://www.instagram.com/p/types_${++linkNo}`;

  /** A visible service of `type` on the simulated provider, priced in 1/10,000,000 won per unit (a package: the whole package). */
  async function typedService(text: string, type: string, unitPriceE7: number, min: number, max: number, provider?: { id: number; serviceId: string }) {
    const { db } = t.app.ctx;
    const { category_id } = await db.selectFrom('services').select('category_id').where('id', '=', followersId).executeTakeFirstOrThrow();
    const row = await db
      .insertInto('services')
      .values({
        category_id,
        text,
        notice: '',
        min,
        max,
        unit_price_e7: unitPriceE7,
        is_read_only: 0,
        enable_auto: 0,
        visible: 1,
        sort_order: 900,
        created_at: new Date().toISOString(),
        provider_id: provider?.id ?? null,
        provider_service_id: provider?.serviceId ?? null,
        service_type: type,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { SIMULATED_PARTIAL_SHARE: '0', SIMULATED_CANCEL_SHARE: '0' });
    c = await createTestCustomerApi(t);
    followersId = await serviceIdByText(t.app, FOLLOWERS);
    ids.comments = await typedService('한국인 커스텀 댓글', 'Custom Comments', 4_500_000_000, 5, 500); // 450원 a comment
    ids.package = await typedService('인스타 스타터 패키지', 'Package', 150_000_000_000, 1, 1); // 15,000원 the package
    ids.commentsPackage = await typedService('댓글 10개 패키지', 'Custom Comments Package', 200_000_000_000, 1, 1);
    ids.mentions = await typedService('해시태그 멘션', 'Mentions with Hashtags', 100_000_000, 10, 1_000);
    ids.poll = await typedService('인스타 투표', 'Poll', 50_000_000, 10, 1_000);
    ids.traffic = await typedService('웹사이트 방문자', 'Web Traffic', 20_000_000, 100, 10_000);
    ids.subscription = await typedService('자동 좋아요 구독', 'Subscriptions', 90_000_000, 10, 1_000); // 9원 a like
  });
  afterAll(async () => {
    await c?.close();
    await t?.close();
  });

  /** The customer API on a real port, for the shop's own SMM v2 client (started once). */
  let listened: Promise<string> | undefined;
  const listening = () => (listened ??= c.api.listen({ host: '127.0.0.1', port: 0 }));

  /** What panels send: a form-encoded POST. */
  const v2 = (who: KeyHolder, params: Params) =>
    c.api.inject({
      method: 'POST',
      url: '/api/v2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(Object.entries({ key: who.key, ...params }).map(([k, v]): [string, string] => [k, String(v)])).toString(),
    });
  const add = async (who: KeyHolder, params: Params) => (await v2(who, { action: 'add', ...params })).json() as { order?: number; error?: string };
  const stored = (id: number) => t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const fieldsOf = async (id: number) => JSON.parse((await stored(id)).type_fields ?? 'null') as { type: string; fields: Record<string, string> } | null;
  const subscriptionParams = (over: Params = {}): Params => ({ service: ids.subscription!, username: `acct_${++linkNo}`, min: 50, max: 100, posts: 10, delay: 30, expiry: '31/12/2099', ...over });

  it('services: each service with its type as panels spell it, a package at its whole price', async () => {
    const m = await memberWithKey(t);
    const list = (await v2(m, { action: 'services' })).json() as { service: number; type: string; rate: string }[];
    const byId = new Map(list.map((s) => [s.service, s]));
    expect(byId.get(followersId)).toMatchObject({ type: 'Default', rate: '45000.00' });
    expect(byId.get(ids.comments!)).toMatchObject({ type: 'Custom Comments', rate: '450000.00', min: 5, max: 500 });
    expect(byId.get(ids.package!)).toMatchObject({ type: 'Package', rate: '15000.00' });
    expect(byId.get(ids.commentsPackage!)).toMatchObject({ type: 'Custom Comments Package', rate: '20000.00' });
    expect(byId.get(ids.mentions!)).toMatchObject({ type: 'Mentions with Hashtags' });
    expect(byId.get(ids.poll!)).toMatchObject({ type: 'Poll' });
    expect(byId.get(ids.traffic!)).toMatchObject({ type: 'Web Traffic' });
    expect(byId.get(ids.subscription!)).toMatchObject({ type: 'Subscriptions', rate: '9000.00' });
    // drip-feed is offered for link + quantity services only, even where the service's switch is on
    await t.app.ctx.db.updateTable('services').set({ enable_auto: 1 }).where('id', '=', ids.poll!).execute();
    expect((await v2(m, { action: 'services' })).json().find((s: { service: number }) => s.service === ids.poll)).toMatchObject({ dripfeed: false });
    await t.app.ctx.db.updateTable('services').set({ enable_auto: 0 }).where('id', '=', ids.poll!).execute();
    const documented = (await c.api.inject({ url: '/services', headers: m.headers })).json() as { id: number; type: string }[];
    expect(documented.find((s) => s.id === ids.comments)).toMatchObject({ type: 'Custom Comments' });
  });

  it('add: Custom Comments counts the non-empty lines (\\r\\n or \\n, commas kept) and charges per comment', async () => {
    const m = await memberWithKey(t, 10_000);
    const { order } = await add(m, { service: ids.comments!, link: freshLink(), comments: '좋아요, 최고!\r\n\r\n  사진 예뻐요  \r\n멋져요\n대박\n응원해요\n' });
    expect(order).toEqual(expect.any(Number));
    expect(await stored(order!)).toMatchObject({ quantity: 5, charge: 2_250, service_id: ids.comments });
    expect(await fieldsOf(order!)).toEqual({ type: 'Custom Comments', fields: { comments: '좋아요, 최고!\n사진 예뻐요\n멋져요\n대박\n응원해요' } });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 7_750, ledgerSum: 7_750 });
  });

  it('add: packages take the link alone at their flat price; quantity types carry their fields (form or JSON)', async () => {
    const m = await memberWithKey(t, 50_000);
    const pkg = await add(m, { service: ids.package!, link: freshLink() });
    expect(await stored(pkg.order!)).toMatchObject({ quantity: 1, charge: 15_000 });
    expect(await fieldsOf(pkg.order!)).toEqual({ type: 'Package', fields: {} });

    const cpkg = await add(m, { service: ids.commentsPackage!, link: freshLink(), comments: 'a\nb\nc' });
    expect(await stored(cpkg.order!)).toMatchObject({ quantity: 1, charge: 20_000 });

    const json = await c.api.inject({
      method: 'POST',
      url: '/api/v2',
      payload: { key: m.key, action: 'add', service: ids.mentions, link: freshLink(), quantity: 100, usernames: 'first_acct\nsecond_acct', hashtags: '여행\n맛집' },
    });
    const mentions = json.json() as { order: number };
    expect(await stored(mentions.order)).toMatchObject({ quantity: 100, charge: 1_000 });
    expect(await fieldsOf(mentions.order)).toEqual({ type: 'Mentions with Hashtags', fields: { usernames: 'first_acct\nsecond_acct', hashtags: '여행\n맛집' } });

    const poll = await add(m, { service: ids.poll!, link: freshLink(), quantity: 200, answer_number: 2 });
    expect(await stored(poll.order!)).toMatchObject({ quantity: 200, charge: 1_000 });
    expect((await fieldsOf(poll.order!))!.fields).toEqual({ answer_number: '2' });

    const traffic = await add(m, { service: ids.traffic!, link: 'https://example.com/landing', quantity: 1_000, country: 'KR', device: 5, type_of_traffic: 2, referring_url: 'https://blog.naver.com/x' });
    expect(await stored(traffic.order!)).toMatchObject({ quantity: 1_000, charge: 2_000 });
    expect((await fieldsOf(traffic.order!))!.fields).toEqual({ country: 'KR', device: '5', type_of_traffic: '2', referring_url: 'https://blog.naver.com/x' });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 50_000 - 15_000 - 20_000 - 1_000 - 1_000 - 2_000, ledgerSum: 11_000 });
  });

  it('add: a subscription takes username, min, max, posts, delay and a d/m/Y expiry, no link; paid max × posts', async () => {
    const m = await memberWithKey(t, 20_000);
    const { order } = await add(m, subscriptionParams({ username: 'my_account' }));
    expect(order).toEqual(expect.any(Number));
    expect(await stored(order!)).toMatchObject({ link: 'my_account', quantity: 1_000, charge: 9_000 });
    expect(await fieldsOf(order!)).toEqual({ type: 'Subscriptions', fields: { username: 'my_account', min: '50', max: '100', posts: '10', delay: '30', expiry: '2099-12-31' } });
    // without expiry it runs until its posts are used
    const open = await add(m, subscriptionParams({ expiry: '' }));
    expect((await fieldsOf(open.order!))!.fields).not.toHaveProperty('expiry');
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 2_000, ledgerSum: 2_000 });
  });

  it("add: a subscription without posts (a panel's \"unlimited\") is the owner's cap of posts, paid up front and kept", async () => {
    const m = await memberWithKey(t, 200_000);
    const { posts: _left, ...noPosts } = subscriptionParams({ expiry: '' });
    const { order } = await add(m, noPosts);
    // the default cap, 100 posts: 100 likes × 100 posts × 9원
    expect(await stored(order!)).toMatchObject({ quantity: 10_000, charge: 90_000 });
    expect((await fieldsOf(order!))!.fields).toMatchObject({ posts: '100' });
    await t.app.ctx.db.insertInto('site_settings').values({ key: 'MAX_SUBSCRIPTION_POSTS', value: JSON.stringify('20'), updated_at: new Date().toISOString() }).execute();
    try {
      const capped = await add(m, { ...noPosts, username: `acct_${++linkNo}`, posts: '' });
      expect(await stored(capped.order!)).toMatchObject({ quantity: 2_000, charge: 18_000 });
      expect((await fieldsOf(capped.order!))!.fields).toMatchObject({ posts: '20' });
      expect(await add(m, { ...noPosts, username: `acct_${++linkNo}`, posts: 21 })).toEqual({ error: 'Incorrect posts (at most 20)' });
    } finally {
      await t.app.ctx.db.deleteFrom('site_settings').where('key', '=', 'MAX_SUBSCRIPTION_POSTS').execute();
    }
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 200_000 - 90_000 - 18_000, ledgerSum: 92_000 });
  });

  it("add: missing, malformed and foreign parameters answer the protocol's error and charge nothing", async () => {
    const m = await memberWithKey(t, 10_000);
    const comments = (n: number) => Array.from({ length: n }, (_, i) => `댓글 ${i + 1}`).join('\n');
    const cases: [Params, string][] = [
      [{ service: ids.package!, link: freshLink(), quantity: 1 }, 'This service does not take quantity'],
      [{ service: ids.comments!, link: freshLink(), quantity: 5, comments: comments(5) }, 'This service does not take quantity'],
      [{ service: followersId, link: freshLink(), quantity: 10, comments: 'hello' }, 'This service does not take comments'],
      [{ service: ids.comments!, link: freshLink() }, 'Missing comments'],
      [{ service: ids.comments!, link: freshLink(), comments: ' \n \r\n ' }, 'Missing comments'],
      [{ service: ids.comments!, link: freshLink(), comments: comments(4) }, 'Quantity less than minimal'],
      [{ service: ids.comments!, link: freshLink(), comments: comments(501) }, 'Quantity more than maximal'],
      [{ service: ids.comments!, link: freshLink(), comments: `${'가'.repeat(301)}\n${comments(5)}` }, 'Incorrect comments: line 1 is longer than 300 characters'],
      [{ service: ids.comments!, link: freshLink(), comments: `${comments(5)}\nbell\u0007` }, 'Incorrect comments: control characters'],
      [{ service: ids.comments!, link: freshLink(), comments: comments(5), runs: 2, interval: 60 }, 'Drip-feed is not available for this service'],
      [{ service: ids.comments!, link: 'not a link', comments: comments(5) }, 'Incorrect link'],
      [{ service: ids.mentions!, link: freshLink(), quantity: 100, usernames: 'a' }, 'Missing hashtags'],
      [{ service: ids.poll!, link: freshLink(), answer_number: 1 }, 'Incorrect quantity'],
      [{ service: ids.poll!, link: freshLink(), quantity: 100, answer_number: 'two' }, 'Incorrect answer_number: a whole number from 1 to 100'],
      [{ service: ids.traffic!, link: freshLink(), quantity: 100, country: 'KR', device: 9, type_of_traffic: 3 }, 'Incorrect device: one of 1, 2, 3, 4, 5'],
      [{ service: ids.traffic!, link: freshLink(), quantity: 100, country: 'KR', device: 1, type_of_traffic: 1 }, 'Missing google_keyword (type_of_traffic 1 needs it)'],
      [subscriptionParams({ username: '' }), 'Missing username'],
      [subscriptionParams({ link: freshLink() }), 'This service does not take link (send username)'],
      [subscriptionParams({ quantity: 100 }), 'This service does not take quantity'],
      [subscriptionParams({ posts: 0 }), 'Incorrect posts: a whole number of at least 1'],
      [subscriptionParams({ posts: 101 }), 'Incorrect posts (at most 100)'],
      [subscriptionParams({ min: 5 }), 'Quantity less than minimal'],
      [subscriptionParams({ max: 2_000 }), 'Quantity more than maximal'],
      [subscriptionParams({ min: 100, max: 50 }), 'Incorrect min (more than max)'],
      [subscriptionParams({ delay: 7 }), 'Incorrect delay: one of 0, 5, 10, 15, 30, 60, 90'],
      [subscriptionParams({ expiry: '2099-12-31' }), 'Incorrect expiry (d/m/Y)'],
      [subscriptionParams({ expiry: '12/31/2099' }), 'Incorrect expiry: not a date'],
      [subscriptionParams({ expiry: '01/01/2020' }), 'Incorrect expiry: must be a day after today'],
      [subscriptionParams({ old_posts: 5 }), 'This service does not take old_posts'],
      [{ service: ids.package!, link: freshLink(), comments: 'x' }, 'This service does not take comments'],
    ];
    for (const [params, error] of cases) {
      const res = await v2(m, { action: 'add', ...params });
      expect(res.statusCode, JSON.stringify(params)).toBe(200);
      expect(res.json(), JSON.stringify(params)).toEqual({ error });
    }
    const poor = await memberWithKey(t, 1_000);
    expect(await add(poor, { service: ids.package!, link: freshLink() })).toEqual({ error: 'Not enough funds on balance' });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000, ledgerSum: 10_000, rows: 1 });
    expect(await balanceAndLedger(t.app, poor.memberId)).toMatchObject({ balance: 1_000, rows: 1 });
    const placed = await t.app.ctx.db.selectFrom('orders').select('id').where('member_id', 'in', [m.memberId, poor.memberId]).execute();
    expect(placed).toEqual([]);
  });

  it("status: a subscription in the protocol's shape — its word, posts used, child orders, expiry — alone and among others", async () => {
    const m = await memberWithKey(t, 30_000);
    const { order } = await add(m, subscriptionParams());
    const plain = await add(m, { service: followersId, link: freshLink(), quantity: 10 });
    const status = async (id: number) => (await v2(m, { action: 'status', order: id })).json() as unknown;
    const first = await status(order!);
    expect(first).toEqual({ charge: '9000.00', start_count: null, status: 'Active', remains: '1000', posts: '0', orders: [], expiry: '31/12/2099', currency: 'KRW' });
    // the shop's own SMM v2 client reads it as a subscription
    expect(toStatusResult(first)).toMatchObject({ subscription: { state: 'Active', posts: 0, orders: [] } });

    // what the provider reported, as the status sync keeps it
    const report = (set: { sub_state: string; sub_posts_used: number; sub_child_orders: string; status?: number; refunded?: number; remains?: number }) =>
      t.app.ctx.db.updateTable('orders').set(set).where('id', '=', order!).execute();
    await report({ sub_state: 'Paused', sub_posts_used: 3, sub_child_orders: JSON.stringify(['9101', '9102', '9103']), status: OrderStatus.INPROGRESS });
    expect(await status(order!)).toMatchObject({ charge: '9000.00', status: 'Paused', posts: '3', orders: ['9101', '9102', '9103'], expiry: '31/12/2099', currency: 'KRW' });

    // expired after 4 posts: the 6 unused posts' share (6 × 100 × 9원) was refunded
    await report({ sub_state: 'Expired', sub_posts_used: 4, sub_child_orders: JSON.stringify(['9101', '9102', '9103', '9104']), status: OrderStatus.PARTIAL, refunded: 5_400, remains: 600 });
    const many = (await v2(m, { action: 'status', orders: `${order},${plain.order},nope` })).json() as Record<string, unknown>;
    expect(many).toEqual({
      [String(order)]: { charge: '3600.00', start_count: null, status: 'Expired', remains: '600', posts: '4', orders: ['9101', '9102', '9103', '9104'], expiry: '31/12/2099', currency: 'KRW' },
      [String(plain.order)]: { charge: '450.00', start_count: null, status: 'Pending', remains: '10', currency: 'KRW' },
      nope: { error: 'Incorrect order ID' },
    });

    // cancelled here before any report: Canceled, nothing used
    const open = await add(m, subscriptionParams({ expiry: '' }));
    await t.app.ctx.db.updateTable('orders').set({ status: OrderStatus.CANCELED, refunded: 9_000 }).where('id', '=', open.order!).execute();
    expect(await status(open.order!)).toEqual({ charge: '0.00', start_count: null, status: 'Canceled', remains: '1000', posts: '0', orders: [], expiry: null, currency: 'KRW' });
  });

  it('the shop as its own provider: a Custom Comments order arrives at /api/v2 with its comments and completes', async () => {
    const baseUrl = await listening();
    const reseller = await memberWithKey(t, 10_000);
    const at = new Date().toISOString();
    const provider = await t.app.ctx.db
      .insertInto('providers')
      .values({ name: 'this shop (comments)', base_url: baseUrl, api_key: reseller.key, timeout_ms: 5_000, enabled: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resold = await typedService('재판매 커스텀 댓글', 'Custom Comments', 6_000_000_000, 5, 500, { id: provider.id, serviceId: String(ids.comments) });

    const customer = await memberWithKey(t, 10_000);
    const comments = '정말 좋아요\r\n사진 잘 찍으셨네요, 최고\r\n\r\n응원합니다\n멋져요\n또 올게요';
    const placed = await c.api.inject({ method: 'POST', url: '/order', headers: customer.headers, payload: { serviceId: resold, link: freshLink(), fields: { comments } } });
    expect(placed.statusCode, placed.body).toBe(201);
    const { wId } = placed.json() as { wId: number };
    expect(await stored(wId)).toMatchObject({ quantity: 5, charge: 3_000 });

    await dispatchDueOrders(t.app.ctx);
    const sent = await stored(wId);
    expect(sent.provider_order_id).toMatch(/^\d+$/);
    const upstream = await stored(Number(sent.provider_order_id));
    expect(upstream).toMatchObject({ member_id: reseller.memberId, service_id: ids.comments, link: sent.link, quantity: 5, charge: 2_250 });
    expect(await fieldsOf(upstream.id)).toEqual({ type: 'Custom Comments', fields: { comments: '정말 좋아요\n사진 잘 찍으셨네요, 최고\n응원합니다\n멋져요\n또 올게요' } });

    // the reseller's order goes to the simulated provider; then both are synced to Completed
    await dispatchDueOrders(t.app.ctx);
    t.clock.advance(30 * 60_000);
    await syncOrderStatuses(t.app.ctx);
    t.clock.advance(60_000);
    await syncOrderStatuses(t.app.ctx);
    expect(await stored(upstream.id)).toMatchObject({ status: OrderStatus.COMPLETED });
    expect(await stored(wId)).toMatchObject({ status: OrderStatus.COMPLETED, refunded: 0 });
    expect(await balanceAndLedger(t.app, customer.memberId)).toMatchObject({ balance: 7_000, ledgerSum: 7_000 });
    expect(await balanceAndLedger(t.app, reseller.memberId)).toMatchObject({ balance: 7_750, ledgerSum: 7_750 });
  });

  it('the shop as its own provider: a subscription arrives with its settings (expiry through d/m/Y) and its unused posts come back once', async () => {
    const baseUrl = await listening();
    const reseller = await memberWithKey(t, 20_000);
    const at = new Date().toISOString();
    const provider = await t.app.ctx.db
      .insertInto('providers')
      .values({ name: 'this shop (subscriptions)', base_url: baseUrl, api_key: reseller.key, timeout_ms: 5_000, enabled: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resold = await typedService('재판매 자동 좋아요', 'Subscriptions', 120_000_000, 10, 1_000, { id: provider.id, serviceId: String(ids.subscription) });

    const customer = await memberWithKey(t, 20_000);
    const fields = { username: `resold_${++linkNo}`, min: '50', max: '100', posts: '10', delay: '30', expiry: '2099-12-31' };
    const placed = await c.api.inject({ method: 'POST', url: '/order', headers: customer.headers, payload: { serviceId: resold, fields } });
    expect(placed.statusCode, placed.body).toBe(201);
    const { wId } = placed.json() as { wId: number };
    expect(await stored(wId)).toMatchObject({ quantity: 1_000, charge: 12_000 });

    await dispatchDueOrders(t.app.ctx);
    const upstreamId = Number((await stored(wId)).provider_order_id);
    expect(await stored(upstreamId)).toMatchObject({ member_id: reseller.memberId, service_id: ids.subscription, link: fields.username, quantity: 1_000, charge: 9_000 });
    expect(await fieldsOf(upstreamId)).toEqual({ type: 'Subscriptions', fields });

    // the upstream subscription's own provider reports 3 posts, then that it expired after 4
    const upstreamReport = (set: object) => t.app.ctx.db.updateTable('orders').set(set).where('id', '=', upstreamId).execute();
    await upstreamReport({ status: OrderStatus.INPROGRESS, sub_state: 'Active', sub_posts_used: 3, sub_child_orders: JSON.stringify(['71', '72', '73']) });
    t.clock.advance(60_000);
    await syncOrderStatuses(t.app.ctx);
    expect(await stored(wId)).toMatchObject({ status: OrderStatus.INPROGRESS, sub_state: 'Active', sub_posts_used: 3, sub_child_orders: JSON.stringify(['71', '72', '73']) });

    await upstreamReport({ status: OrderStatus.PARTIAL, sub_state: 'Expired', sub_posts_used: 4, remains: 600, refunded: 5_400 });
    for (let i = 0; i < 2; i++) {
      t.clock.advance(10 * 60_000);
      await syncOrderStatuses(t.app.ctx);
    }
    // 6 unused posts × 100 likes × 12원 = 7,200원 back, once
    expect(await stored(wId)).toMatchObject({ status: OrderStatus.PARTIAL, sub_state: 'Expired', sub_posts_used: 4, refunded: 7_200 });
    expect(await balanceAndLedger(t.app, customer.memberId)).toMatchObject({ balance: 20_000 - 12_000 + 7_200, ledgerSum: 15_200, rows: 3 });
  });
});
