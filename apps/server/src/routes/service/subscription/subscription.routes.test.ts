import { SUBSCRIPTIONS_PAGE_SIZE, type Order, type SubscriptionsPage } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../../../test/helpers/test-app.js';

describe.each(dbKinds)('the member subscriptions page on %s', (kind) => {
  let t: TestApp;
  let subscriptionService: number;
  let defaultService: number;
  let handle = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [a, b] = await t.app.ctx.db.selectFrom('services').select(['id']).where('visible', '=', 1).where('is_read_only', '=', 0).orderBy('id').limit(2).execute();
    subscriptionService = a!.id;
    defaultService = b!.id;
    await t.app.ctx.db.updateTable('services').set({ service_type: 'Subscriptions', min: 10, max: 500, unit_price_e7: 10_000_000 }).where('id', '=', subscriptionService).execute();
    await t.app.ctx.db.updateTable('services').set({ service_type: 'Default', min: 10, max: 10_000 }).where('id', '=', defaultService).execute();
  });
  afterAll(() => t?.close());

  async function member() {
    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 1_000_000);
    return m;
  }

  async function subscribe(auth: Record<string, string>, posts = 3) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/service/order',
      headers: auth,
      payload: { serviceId: subscriptionService, link: '', fields: { username: `sub_account_${++handle}`, min: 20, max: 50, posts, delay: '0' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Order>();
  }

  const list = async (auth: Record<string, string>, query: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: '/rest/service/subscriptions', query, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SubscriptionsPage>();
  };

  it('lists only the member’s own subscriptions, newest first, with their progress — never a link + quantity order', async () => {
    const me = await member();
    const first = await subscribe(me.auth, 3);
    const plain = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: me.auth, payload: { serviceId: defaultService, link: 'https://www.instagram.com/p/plain_one', amount: 100 } });
    expect(plain.statusCode, plain.body).toBe(201);
    t.clock.advance(1000);
    const second = await subscribe(me.auth, 4);

    const page = await list(me.auth);
    expect(page.orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(page.next).toBeNull();
    expect(page.orders[0]).toMatchObject({
      serviceType: 'Subscriptions',
      amount: 200,
      point: 200,
      fields: { username: second.fields!.username, min: '20', max: '50', posts: '4', delay: '0' },
      subscription: { state: null, postsUsed: 0, posts: 4, childOrders: [], expiry: null },
    });
  });

  it('shows another member nothing of them, and a cursor cannot reach them', async () => {
    const owner = await member();
    const mine = await subscribe(owner.auth);
    const other = await member();
    expect((await list(other.auth)).orders).toEqual([]);
    // a cursor built from the owner's row still reads only the asking member's rows
    const cursor = Buffer.from(`2999-01-01T00:00:00.000Z|${mine.id + 1}`).toString('base64url');
    expect((await list(other.auth, { cursor })).orders).toEqual([]);
    // and cancelling it answers 404, as for an order that does not exist
    const cancel = await t.app.inject({ method: 'POST', url: `/rest/service/order/${mine.id}/cancel`, headers: other.auth });
    expect(cancel.statusCode).toBe(404);
  });

  it('pages by keyset: every subscription once, in order', async () => {
    const me = await member();
    const ids: number[] = [];
    for (let i = 0; i < SUBSCRIPTIONS_PAGE_SIZE + 3; i++) {
      ids.push((await subscribe(me.auth, 1)).id);
      if (i % 5 === 0) t.clock.advance(1000);
    }
    const one = await list(me.auth);
    expect(one.orders).toHaveLength(SUBSCRIPTIONS_PAGE_SIZE);
    expect(one.next).not.toBeNull();
    const two = await list(me.auth, { cursor: one.next! });
    expect(two.next).toBeNull();
    expect([...one.orders, ...two.orders].map((o) => o.id)).toEqual([...ids].reverse());
  });

  it('answers 401 without a session and a Korean 400 for a broken cursor', async () => {
    expect((await t.app.inject({ url: '/rest/service/subscriptions' })).statusCode).toBe(401);
    const me = await member();
    const res = await t.app.inject({ url: '/rest/service/subscriptions', query: { cursor: 'bm90LWEtY3Vyc29y' }, headers: me.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
  });
});
