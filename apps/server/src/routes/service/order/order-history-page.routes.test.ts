import zlib from 'node:zlib';
import { msg, OrderStatus, type Order, type OrderHistoryPage } from '@snsshop/shared';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberOrderHistoryPage } from '../../../services/orders/order-history-page.js';
import { createTestApp, dbKinds, registerAndLogin, type TestApp } from '../../../../test/helpers/test-app.js';

const DAY = 86_400_000;

describe.each(dbKinds)('paged order history on %s', (kind) => {
  let t: TestApp;
  let serviceId: number;
  let linkNo = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    serviceId = (await t.app.ctx.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  async function member() {
    const m = await registerAndLogin(t.app);
    const row = await t.app.ctx.db.selectFrom('members').select('id').where('login_id', '=', m.id.toLowerCase()).executeTakeFirstOrThrow();
    return { ...m, memberId: row.id };
  }

  /** Orders as the shop's tables hold them, `ageMs` before now; several share one creation time. */
  async function insertOrders(memberId: number, specs: { ageMs: number; status?: number; parent?: number }[]): Promise<number[]> {
    const now = t.clock.now().getTime();
    const ids: number[] = [];
    for (const s of specs) {
      const at = new Date(now - s.ageMs).toISOString();
      const row = await t.app.ctx.db
        .insertInto('orders')
        .values({
          member_id: memberId,
          service_id: serviceId,
          link: `https://www.instagram.com/paging_${memberId}_${++linkNo}`,
          quantity: 100,
          unit_price_e7: 10_000_000,
          charge: 100,
          status: s.status ?? OrderStatus.INPROGRESS,
          start_count: null,
          remains: null,
          provider_order_id: null,
          next_dispatch_at: null,
          created_at: at,
          updated_at: at,
          provider_id: null,
          provider_service_id: null,
          dispatched_at: null,
          next_sync_at: null,
          last_error: null,
          finished_at: null,
          auto_order_id: null,
          run_no: null,
          claim_token: null,
          cancel_requested_at: null,
          cancel_requested_by: null,
          late_delivered: null,
          late_delivery_won: null,
          late_delivery_at: null,
          fulfilment: 'settled',
          ...(s.parent ? { parent_order_id: s.parent } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  }

  const page = async (auth: Record<string, string>, query: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: '/rest/service/order-history/page', query, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderHistoryPage>();
  };

  /** Every page from the first, following each page's first `next` cursor. */
  async function walk(auth: Record<string, string>, query: Record<string, string>, between?: () => Promise<void>) {
    const pages: Order[][] = [];
    let cursor: string | undefined;
    for (;;) {
      const p = await page(auth, { ...query, ...(cursor ? { cursor } : {}) });
      pages.push(p.orders);
      cursor = p.next[0];
      if (!cursor) return pages;
      await between?.();
    }
  }

  it('pages 10 newest first by (created_at, id) through the 3-month window, missing and repeating nothing while new orders arrive', async () => {
    const m = await member();
    // 37 in the window, in pairs sharing a creation time (the id decides), one just outside, one child
    const inWindow = await insertOrders(m.memberId, Array.from({ length: 37 }, (_, i) => ({ ageMs: Math.floor(i / 2) * 3_600_000 + 1000 })));
    const [old] = await insertOrders(m.memberId, [{ ageMs: 91 * DAY }]);
    await insertOrders(m.memberId, [{ ageMs: 5000, parent: inWindow[0]! }]);
    const expected = (await t.app.ctx.db.selectFrom('orders').select(['id', 'created_at']).where('id', 'in', inWindow).execute())
      .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1))
      .map((o) => o.id);

    let arrived = 0;
    const pages = await walk(m.auth, {}, async () => {
      arrived += 1;
      await insertOrders(m.memberId, [{ ageMs: 0 }]);
      t.clock.advance(1000);
    });
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 7]);
    expect(pages.flat().map((o) => o.id)).toEqual(expected);
    expect(pages.flat().map((o) => o.id)).not.toContain(old);
    expect(arrived).toBe(3);

    // the new orders now lead page 1, and the chips count them
    const first = await page(m.auth);
    expect(first.orders.slice(0, 3).every((o) => !inWindow.includes(o.id))).toBe(true);
    expect(first.counts.all).toBe(40);
  });

  it('hands over the cursors of the next 4 pages that hold rows, each leading to the page it names', async () => {
    const m = await member();
    await insertOrders(m.memberId, Array.from({ length: 43 }, (_, i) => ({ ageMs: i * 60_000 })));
    const first = await page(m.auth);
    expect(first.next).toHaveLength(4);
    const all = (await walk(m.auth, {})).flat().map((o) => o.id);
    for (const [i, cursor] of first.next.entries()) {
      const p = await page(m.auth, { cursor });
      expect(p.orders.map((o) => o.id)).toEqual(all.slice((i + 1) * 10, (i + 2) * 10));
    }
    const fifth = await page(m.auth, { cursor: first.next[3]! });
    expect(fifth.orders).toHaveLength(3);
    expect(fifth.next).toEqual([]);
    const third = await page(m.auth, { cursor: first.next[1]! });
    expect(third.next).toHaveLength(2);
    expect((await page(m.auth, { size: '25' })).orders).toHaveLength(25);
  });

  it('filters by status on the server, and the chip counts equal a full count of the window', async () => {
    const m = await member();
    const statuses = [0, 1, 1, 2, 2, 2, 3, 4, 5, 5, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2];
    await insertOrders(m.memberId, statuses.map((status, i) => ({ ageMs: i * 1000, status })));
    await insertOrders(m.memberId, [{ ageMs: 100 * DAY, status: 2 }]);
    const full = (await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json<Order[]>();
    expect(full).toHaveLength(statuses.length);

    const { counts } = await page(m.auth);
    expect(counts.all).toBe(full.length);
    for (const s of Object.values(OrderStatus)) expect(counts.byStatus[s], `status ${s}`).toBe(full.filter((o) => o.status === s).length);

    const completed = await walk(m.auth, { status: String(OrderStatus.COMPLETED) });
    expect(completed.map((p) => p.length)).toEqual([10, 5]);
    expect(completed.flat()).toEqual(full.filter((o) => o.status === OrderStatus.COMPLETED));
    expect((await page(m.auth, { status: String(OrderStatus.PARTIAL) })).orders.map((o) => o.status)).toEqual([OrderStatus.PARTIAL]);
  });

  it("never shows another member's orders, even with that member's cursor", async () => {
    const a = await member();
    const b = await member();
    const aIds = await insertOrders(a.memberId, Array.from({ length: 15 }, (_, i) => ({ ageMs: i * 1000 })));
    const bIds = await insertOrders(b.memberId, [{ ageMs: 20_000 }]);
    const aFirst = await page(a.auth);
    const bWithA = await page(b.auth, { cursor: aFirst.next[0]! });
    expect(bWithA.orders.map((o) => o.id)).toEqual(bIds);
    const bFirst = await page(b.auth);
    expect(bFirst.orders.map((o) => o.id)).toEqual(bIds);
    expect(bFirst.counts.all).toBe(1);
    expect(bFirst.orders.some((o) => aIds.includes(o.id))).toBe(false);
    expect((await t.app.inject({ url: '/rest/service/order-history/page' })).statusCode).toBe(401);
  });

  /** A refill of each order, as the refill sweep leaves a finished one. */
  async function refillEach(memberId: number, orderIds: number[]) {
    const at = t.clock.now().toISOString();
    for (let i = 0; i < orderIds.length; i += 200) {
      await t.app.ctx.db
        .insertInto('refills')
        .values(orderIds.slice(i, i + 200).map((orderId) => ({ order_id: orderId, member_id: memberId, service_id: serviceId, provider_id: null, provider_order_id: null, link_key: `refill ${orderId}`, mode: 'manual' as const, state: 'completed' as const, upstream_refill_id: null, reason: null, last_error: null, claim_token: null, next_check_at: null, requested_at: at, updated_at: at, finished_at: at })))
        .execute();
    }
  }

  it("reads only the refills of the page's orders, and each row shows its own latest refill", async () => {
    const m = await member();
    const ids = await insertOrders(m.memberId, Array.from({ length: 30 }, (_, i) => ({ ageMs: (i + 1) * 60_000, status: OrderStatus.COMPLETED })));
    await t.app.ctx.db.updateTable('orders').set((eb) => ({ finished_at: eb.ref('created_at') })).where('id', 'in', ids).execute();
    await refillEach(m.memberId, ids);
    // another member's refills are never read either
    const other = await member();
    const otherIds = await insertOrders(other.memberId, [{ ageMs: 1000, status: OrderStatus.COMPLETED }]);
    await refillEach(other.memberId, otherIds);

    let refillRowsRead = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        refillRowsRead += args.result.rows.filter((r) => typeof r === 'object' && r !== null && 'upstream_refill_id' in r).length;
        return args.result;
      },
    };
    const ctx = { ...t.app.ctx, db: t.app.ctx.db.withPlugin(counter) };
    const first = await memberOrderHistoryPage(ctx, m.memberId, { size: 10 });
    expect(refillRowsRead).toBe(10);
    const second = await memberOrderHistoryPage(ctx, m.memberId, { size: 10, cursor: first.next[0]! });
    expect(refillRowsRead).toBe(20);
    for (const o of [...first.orders, ...second.orders]) expect(o.refill?.last, `order ${o.id}`).toMatchObject({ orderId: o.id });

    // the unpaged history still carries every row's refill
    const full = (await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json<Order[]>();
    expect(full).toHaveLength(30);
    for (const o of full) expect(o.refill?.last, `order ${o.id}`).toMatchObject({ orderId: o.id });
  });

  it('gives the refills of a window too long to ask for by id (over 500 finished orders) to the right rows', async () => {
    const m = await member();
    const now = t.clock.now().getTime();
    const base = { member_id: m.memberId, service_id: serviceId, quantity: 100, unit_price_e7: 10_000_000, charge: 100, status: OrderStatus.COMPLETED, fulfilment: 'settled' as const };
    const ids: number[] = [];
    for (let chunk = 0; chunk < 3; chunk += 1) {
      const rows = Array.from({ length: 180 }, (_, i) => {
        const at = new Date(now - (chunk * 180 + i + 1) * 60_000).toISOString();
        return { ...base, link: `https://www.instagram.com/many_${m.memberId}_${chunk}_${i}`, created_at: at, updated_at: at, finished_at: at };
      });
      ids.push(...(await t.app.ctx.db.insertInto('orders').values(rows).returning('id').execute()).map((r) => r.id));
    }
    const refilled = ids.filter((_, i) => i % 7 === 0);
    await refillEach(m.memberId, refilled);
    const full = (await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json<Order[]>();
    expect(full).toHaveLength(540);
    for (const o of full) {
      if (refilled.includes(o.id)) expect(o.refill?.last, `order ${o.id}`).toMatchObject({ orderId: o.id });
      else expect(o.refill?.last ?? null, `order ${o.id}`).toBeNull();
    }
  });

  it('answers a malformed status, size or cursor with 400 and a Korean message', async () => {
    const m = await member();
    const bad: Record<string, string>[] = [{ status: '9' }, { status: 'x' }, { size: '0' }, { size: '101' }, { size: '2.5' }, { cursor: 'not-a-cursor' }, { cursor: Buffer.from('2026-11-01T00:00:00.000Z|-3').toString('base64url') }];
    for (const query of bad) {
      const res = await t.app.inject({ url: '/rest/service/order-history/page', query, headers: m.auth });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBe(msg.order.historyQueryInvalid);
    }
  });

  it('sends the unpaged history compressed to a client that takes Brotli or gzip, and as it is otherwise', async () => {
    const m = await member();
    await insertOrders(m.memberId, Array.from({ length: 30 }, (_, i) => ({ ageMs: i * 1000 })));
    const url = '/rest/service/order-history';
    const plain = await t.app.inject({ url, headers: m.auth });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(30);
    const br = await t.app.inject({ url, headers: { ...m.auth, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gz = await t.app.inject({ url, headers: { ...m.auth, 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
    const paged = await t.app.inject({ url: `${url}/page`, headers: { ...m.auth, 'accept-encoding': 'br' } });
    expect(paged.headers['content-encoding']).toBe('br');
  });
});
