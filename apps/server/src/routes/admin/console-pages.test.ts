import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOnStandInPanel, type ProviderService } from '../../../test/helpers/stand-in-provider.js';
import { dbKinds, grantPoints, registerAndLogin } from '../../../test/helpers/test-app.js';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { countUpTo } from '../../db/id-pages.js';

interface Page {
  items: { id: number }[];
  total: number;
  page: number;
  capped?: boolean;
  cursors: { page: number; after: number | null }[];
}

/** The console's lists page by seeking from where the server said each page starts (no OFFSET). */
describe.each(dbKinds)('console list pages on %s', (kind) => {
  let t: AdminTestApp;
  let up: ProviderService;
  let memberId = 0;
  let auth: Record<string, string> = {};
  let n = 0;
  const placed: number[] = [];

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000 });
    const m = await registerAndLogin(t.app);
    auth = m.auth;
    memberId = await grantPoints(t.app, m.id, 1_000_000);
    for (let i = 0; i < 23; i++) placed.push(await place());
  });
  afterAll(async () => {
    await up?.panel.close();
    await t?.close();
  });

  async function place() {
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload: { serviceId: up.serviceId, link: `https://www.instagram.com/p/pages_${++n}`, amount: 100 } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }
  const orders = async (page: number, after?: number) => {
    const res = await t.call('GET', `/rest/admin/orders?memberId=${memberId}&size=5&page=${page}${after ? `&after=${after}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const startOf = (p: Page, page: number) => p.cursors.find((c) => c.page === page)?.after ?? undefined;

  it('walks every page by the cursors it is given: no row missed or repeated while new orders arrive', async () => {
    const seen: number[] = [];
    let p = await orders(1);
    expect(p.total).toBe(23);
    expect(p.capped).toBeUndefined();
    expect(p.cursors.map((c) => c.page).sort()).toEqual([1, 2, 3, 4, 5]);
    for (let page = 1; ; page++) {
      seen.push(...p.items.map((o) => o.id));
      await place(); // sorts before page 1, so it moves nothing on the pages still to come
      const next = startOf(p, page + 1);
      if (next === undefined) break;
      p = await orders(page + 1, next);
      expect(p.page).toBe(page + 1);
    }
    expect(seen).toEqual([...placed].reverse());
  });

  it('gives the start of the pages before too, which show what paging forward showed', async () => {
    const forward: Page[] = [await orders(1)];
    for (let page = 2; page <= 4; page++) forward.push(await orders(page, startOf(forward.at(-1)!, page)));
    const fourth = forward[3]!;
    expect(startOf(fourth, 1)).toBeUndefined();
    for (const back of [2, 3]) {
      const again = await orders(back, startOf(fourth, back));
      expect(again.items.map((o) => o.id)).toEqual(forward[back - 1]!.items.map((o) => o.id));
    }
    // an address without the start (a typed page number) still answers that page
    expect((await orders(4)).items.map((o) => o.id)).toEqual(fourth.items.map((o) => o.id));
  });

  it('a day (read by its date index) pages as the same orders without a period, page by page and cursor by cursor', async () => {
    const today = new Date(t.app.ctx.clock.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);
    const walk = async (period: string) => {
      const pages: Page[] = [];
      for (let page = 1, after: number | undefined; ; page++) {
        const res = await t.call('GET', `/rest/admin/orders?memberId=${memberId}&size=5&page=${page}${after ? `&after=${after}` : ''}${period}`);
        expect(res.statusCode, res.body).toBe(200);
        const p = res.json() as Page;
        pages.push(p);
        after = startOf(p, page + 1);
        if (after === undefined) return pages;
      }
    };
    const byDay = await walk(`&from=${today}&to=${today}`);
    const all = await walk('');
    expect(byDay.length).toBeGreaterThanOrEqual(5);
    expect(byDay.map((p) => ({ items: p.items.map((o) => o.id), cursors: p.cursors }))).toEqual(all.map((p) => ({ items: p.items.map((o) => o.id), cursors: p.cursors })));
  });

  it('counts a filter only up to a cap and says so', async () => {
    const q = t.app.ctx.db.selectFrom('orders').select('id').where('member_id', '=', memberId);
    expect(await countUpTo(t.app.ctx.db, q, 5)).toEqual({ total: 5, capped: true });
    const all = await countUpTo(t.app.ctx.db, q, 1_000);
    expect(all.capped).toBe(false);
    expect(all.total).toBeGreaterThanOrEqual(23);
  });

  it('pages the members and a member ledger the same way', async () => {
    for (let i = 0; i < 6; i++) await registerAndLogin(t.app);
    const first = (await t.call('GET', '/rest/admin/members?size=3')).json() as Page;
    const second = (await t.call('GET', `/rest/admin/members?size=3&page=2&after=${startOf(first, 2)}`)).json() as Page;
    expect(second.items.map((m) => m.id)).toEqual((await t.call('GET', '/rest/admin/members?size=3&page=2')).json().items.map((m: { id: number }) => m.id));
    expect(Math.max(...second.items.map((m) => m.id))).toBeLessThan(Math.min(...first.items.map((m) => m.id)));
    const ledger = (await t.call('GET', `/rest/admin/members/${memberId}/ledger?size=4`)).json() as Page;
    const ledger2 = (await t.call('GET', `/rest/admin/members/${memberId}/ledger?size=4&page=2&after=${startOf(ledger, 2)}`)).json() as Page;
    expect(ledger2.items).toHaveLength(4);
    expect(ledger2.items[0]!.id).toBeLessThan(ledger.items.at(-1)!.id);
  });

  it('a page asked by number alone holds the rows that walking the cursors to it shows, and says where it starts', async () => {
    const walked: Page[] = [await orders(1)];
    for (let page = 2; startOf(walked.at(-1)!, page) !== undefined; page++) walked.push(await orders(page, startOf(walked.at(-1)!, page)));
    expect(walked.length).toBeGreaterThan(3);
    for (const [i, seek] of walked.entries()) {
      const bare = await orders(i + 1);
      expect(bare.items.map((o) => o.id)).toEqual(seek.items.map((o) => o.id));
      expect(startOf(bare, i + 1) ?? null).toEqual(i === 0 ? null : startOf(walked[i - 1]!, i + 1));
    }
    // past the last page: nothing, and the pages before it can still be reached
    const past = await orders(walked.length + 3);
    expect(past.items).toEqual([]);
    expect(past.cursors.map((c) => c.page)).toContain(walked.length + 2);
  });

  /** Every page of a console order list, walked by the cursors each page gives. */
  const walk = async (filter: string, size = 5) => {
    const pages: Page[] = [];
    for (let page = 1, after: number | undefined; ; page++) {
      const res = await t.call('GET', `/rest/admin/orders?size=${size}&page=${page}${after ? `&after=${after}` : ''}${filter}`);
      expect(res.statusCode, res.body).toBe(200);
      const p = res.json() as Page;
      pages.push(p);
      after = startOf(p, page + 1);
      if (after === undefined) return pages;
    }
  };
  const shape = (pages: Page[]) => pages.map((p) => ({ items: p.items.map((o) => o.id), cursors: p.cursors, total: p.total, capped: p.capped }));

  it('a link search (its matches read once for the count and the page) pages as the same orders found by member', async () => {
    const byLink = await walk('&link=PAGES_');
    expect(byLink.length).toBeGreaterThanOrEqual(5);
    expect(shape(byLink)).toEqual(shape(await walk(`&memberId=${memberId}`)));
    // by number alone too, and past the last page nothing
    for (const [i, seek] of byLink.entries()) {
      const bare = (await t.call('GET', `/rest/admin/orders?size=5&page=${i + 1}&link=pages_`)).json() as Page;
      expect(bare.items.map((o) => o.id)).toEqual(seek.items.map((o) => o.id));
    }
    expect(((await t.call('GET', `/rest/admin/orders?size=5&page=${byLink.length + 2}&link=pages_`)).json() as Page).items).toEqual([]);
  });

  it('a link search with more than 1,000 matches says so, and pages past them as the same orders found by member', async () => {
    // 1,100 orders of another member, copied in the shop's own table from one placed order
    const db = t.app.ctx.db;
    const other = await db.selectFrom('members').select('id').where('login_id', '=', (await registerAndLogin(t.app)).id.toLowerCase()).executeTakeFirstOrThrow();
    const { id: _id, ...model } = await db.selectFrom('orders').selectAll().where('id', '=', placed[0]!).executeTakeFirstOrThrow();
    for (let from = 0; from < 1_100; from += 100) {
      const rows = Array.from({ length: 100 }, (_, i) => ({ ...model, member_id: other.id, link: `https://www.instagram.com/p/bulk_${from + i}`, link_key: `bulk_${from + i}`, status: 2, fulfilment: 'settled' as const }));
      await db.insertInto('orders').values(rows).execute();
    }
    const byLink = await walk('&link=/bulk_', 100);
    expect(byLink.flatMap((p) => p.items)).toHaveLength(1_100);
    expect(byLink[0]).toMatchObject({ total: 1_000, capped: true });
    const byMember = shape(await walk(`&memberId=${other.id}`, 100));
    expect(shape(byLink)).toEqual(byMember);
    // a day's orders (read by the date index, the newest 1,001 once) page past them the same way
    const today = new Date(t.app.ctx.clock.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);
    const byDay = await walk(`&memberId=${other.id}&from=${today}&to=${today}`, 100);
    expect(byDay[0]).toMatchObject({ total: 1_000, capped: true });
    expect(shape(byDay)).toEqual(byMember);
  });

  it('refuses a start that is not an id in Korean', async () => {
    for (const after of ['0', 'abc', '-3', '1.5']) {
      const res = await t.call('GET', `/rest/admin/orders?page=2&after=${after}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(msg.admin.pageInvalid);
    }
  });
});
