import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOnStandInPanel, type ProviderService } from '../../test/helpers/stand-in-provider.js';
import { dbKinds, grantPoints, registerAndLogin } from '../../test/helpers/test-app.js';
import { createAdminTestApp, type AdminTestApp } from '../../test/helpers/admin.js';
import { indexOrderLinks, linkSearch } from './link-search.js';

/** The console's "링크 일부" search finds exactly the orders whose link holds the text, before and after the sweep indexes them. */
describe.each(dbKinds)('order link search on %s', (kind) => {
  let t: AdminTestApp;
  let up: ProviderService;
  let auth: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000 });
    const m = await registerAndLogin(t.app);
    auth = m.auth;
    await grantPoints(t.app, m.id, 1_000_000);
  });
  afterAll(async () => {
    await up?.panel.close();
    await t?.close();
  });

  async function place(name: string, link: string) {
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload: { serviceId: up.serviceId, link, amount: 100 } });
    expect(res.statusCode, res.body).toBe(201);
    ids[name] = (res.json() as { id: number }).id;
  }
  const search = async (text: string) => {
    const res = await t.call('GET', `/rest/admin/orders?size=50&link=${encodeURIComponent(text)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { id: number }[] }).items.map((o) => o.id).sort((a, b) => a - b);
  };
  const idsOf = (...names: string[]) => names.map((n) => ids[n]!).sort((a, b) => a - b);

  it('finds orders by any part of the link, case-insensitively, whether or not the sweep has reached them', async () => {
    await place('cat', 'https://www.instagram.com/p/CatVideo_2026');
    await place('dog', 'https://www.instagram.com/p/dogvideo_2026');
    await place('reel', 'https://www.instagram.com/reel/Cat%20100"quoted"');
    const expectAll = async () => {
      expect(await search('catvideo')).toEqual(idsOf('cat'));
      expect(await search('VIDEO_2026')).toEqual(idsOf('cat', 'dog'));
      expect(await search('/p/')).toEqual(idsOf('cat', 'dog'));
      expect(await search('"quoted"')).toEqual(idsOf('reel'));
      expect(await search('cat%')).toEqual(idsOf('reel'));
      expect(await search('at')).toEqual(idsOf('cat', 'reel'));
      expect(await search('hamster')).toEqual([]);
    };
    await expectAll(); // nothing indexed yet: the orders after the mark are read directly
    expect(await indexOrderLinks(t.app.ctx.db, t.app.ctx.dialect)).toBe(kind === 'sqlite' ? 3 : 0);
    expect(await indexOrderLinks(t.app.ctx.db, t.app.ctx.dialect)).toBe(0);
    await expectAll(); // indexed
    await place('late', 'https://www.instagram.com/p/catvideo_late');
    expect(await search('catvideo')).toEqual(idsOf('cat', 'late')); // one indexed, one not yet
  });

  it('checks what the index holds against the link itself', async () => {
    await indexOrderLinks(t.app.ctx.db, t.app.ctx.dialect);
    await t.app.ctx.db.updateTable('orders').set({ link: 'https://www.instagram.com/p/renamed_1' }).where('id', '=', ids.dog!).execute();
    expect(await search('dogvideo')).toEqual([]);
    expect(await search('renamed_1')).toEqual(idsOf('dog'));
  });

  it('reads the search structure, not every order', async () => {
    const pattern = '%catvideo%';
    if (kind === 'postgres') {
      const idx = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'orders_link_trgm'`.execute(t.app.ctx.db);
      expect(idx.rows[0]!.n).toBe(1);
      await sql`SET enable_seqscan = off`.execute(t.app.ctx.db);
      const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM orders WHERE lower(link) LIKE ${pattern} ESCAPE '\\'`.execute(t.app.ctx.db);
      await sql`SET enable_seqscan = on`.execute(t.app.ctx.db);
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('orders_link_trgm');
      return;
    }
    const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT id FROM orders WHERE id IN (SELECT rowid FROM order_link_search WHERE order_link_search MATCH '"catvideo"' UNION ALL SELECT id FROM orders WHERE id > 5) AND lower(link) LIKE ${pattern}`.execute(t.app.ctx.db);
    const text = plan.rows.map((r) => r.detail).join('\n');
    expect(text).toContain('VIRTUAL TABLE INDEX');
    expect(text).not.toMatch(/SCAN orders(?! USING)/);
  });
});

/**
 * PostgreSQL: a search whose text holds trigrams most links hold ("bus", "usy" of busy…) has the index
 * read only its rare pieces (rare-trigrams.ts), and still finds exactly the orders holding the whole text.
 */
describe.each(dbKinds.filter((k) => k === 'postgres'))('order and member search through rare trigrams on %s', (kind) => {
  let t: AdminTestApp;
  let up: ProviderService;
  const links = new Map<number, string>();
  const logins: string[] = [];

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000 });
    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 1_000_000);
    const placed = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: up.serviceId, link: 'https://www.instagram.com/p/model', amount: 100 } });
    expect(placed.statusCode, placed.body).toBe(201);
    const db = t.app.ctx.db;
    const { id: _id, ...model } = await db.selectFrom('orders').selectAll().where('id', '=', placed.json().id).executeTakeFirstOrThrow();
    const rows = Array.from({ length: 600 }, (_, i) => ({ ...model, link: `https://www.instagram.com/p/busy${10_000 + i * 7}`, link_key: `busy${i}`, status: 2, fulfilment: 'settled' as const }));
    for (const r of await db.insertInto('orders').values(rows).returning(['id', 'link']).execute()) links.set(r.id, r.link);
    const members = Array.from({ length: 600 }, (_, i) => ({ login_id: `busy${10_000 + i * 7}`, password_hash: null, email: `busy${10_000 + i * 7}@example.com`, point: 0, created_at: model.created_at, updated_at: model.created_at }));
    await db.insertInto('members').values(members).execute();
    logins.push(...members.map((x) => x.login_id));
    // the planner's statistics, which tell the common trigrams (autovacuum's ANALYZE in a running shop)
    await sql`ANALYZE orders`.execute(db);
    await sql`ANALYZE members`.execute(db);
  });
  afterAll(async () => {
    await up?.panel.close();
    await t?.close();
  });

  it('finds exactly the orders and members holding the text, their common trigrams left to each row', async () => {
    const db = t.app.ctx.db;
    const match = await linkSearch(db, 'postgres', 'BUSY1234');
    const q = db.selectFrom('orders as o').select('o.id').where((eb) => match(eb.ref('o.link'), eb.ref('o.id')));
    const compiled = q.compile();
    // the index reads the number's rare part, not "bus" or "usy" of every link
    expect(compiled.sql).toContain('strpos');
    expect(compiled.parameters).toContain('%1234%');
    await sql`SET enable_seqscan = off`.execute(db);
    const plan = (await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${sql.raw(compiled.sql.replace(/\$(\d+)/g, (_, n) => `'${String(compiled.parameters[Number(n) - 1])}'`))}`.execute(db)).rows.map((r) => r['QUERY PLAN']).join('\n');
    await sql`SET enable_seqscan = on`.execute(db);
    // the index's condition is the rare piece alone (the whole text is the row's filter)
    expect(plan).toMatch(/Index Cond: \(lower\(\(link\)::text\) ~~ '%1234%'::text\)$/m);
    expect(plan).toMatch(/Filter: \(strpos\(lower\(\(link\)::text\), 'busy1234'::text\) > 0\)/);
    const expected = [...links].filter(([, link]) => link.includes('busy1234')).map(([id]) => id);
    expect(expected.length).toBeGreaterThan(0);
    expect((await q.execute()).map((r) => r.id).sort((a, b) => a - b)).toEqual(expected);
    // through the console's list, as the owner searches
    const res = await t.call('GET', `/rest/admin/orders?size=50&link=busy1234`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { items: { id: number }[] }).items.map((o) => o.id).sort((a, b) => a - b)).toEqual(expected);
    const found = await t.call('GET', `/rest/admin/members?size=50&q=busy1234`);
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json() as { items: { loginId: string }[] }).items.map((x) => x.loginId).sort()).toEqual(logins.filter((l) => l.includes('busy1234')).sort());
  });
});
