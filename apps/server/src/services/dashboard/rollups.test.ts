import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldRollups, rebuildDerived } from '../../db/rollup-sql.js';
import { churnStep, recomputedFigures, rng, rolledUpFigures, startChurnProcess, type ChurnTargets } from '../../../test/helpers/rollup-churn.js';
import { waitFor } from '../../../test/helpers/server-process.js';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { dbKinds, registerAndLogin } from '../../../test/helpers/test-app.js';

/**
 * The dashboard's and the margin panel's daily rollups, and the members' totals of the member detail, equal
 * a full recomputation from the orders and the ledger — after random orders, refunds, cancels, deletes and folds, and after a process writing
 * them is killed -9 in the middle of its transactions.
 */
describe.each(dbKinds)('daily rollups on %s', (kind) => {
  let t: AdminTestApp;
  let targets: ChurnTargets;

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    const { db } = t.app.ctx;
    const m = await registerAndLogin(t.app);
    const memberId = (await db.selectFrom('members').select('id').where('login_id', '=', m.id.toLowerCase()).executeTakeFirstOrThrow()).id;
    const at = '2026-11-01T00:00:00.000Z';
    const providerIds: number[] = [];
    for (const name of ['롤업 패널 A', '롤업 패널 B'])
      providerIds.push((await db.insertInto('providers').values({ name, base_url: 'http://127.0.0.1:9/api/v2', api_key: 'k', enabled: 0, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id);
    const category = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const serviceIds: number[] = [];
    for (const text of ['롤업 상품 A', '롤업 상품 B', '롤업 상품 C'])
      serviceIds.push(
        (
          await db
            .insertInto('services')
            .values({ category_id: category.id, text, notice: '', min: 1, max: 100_000, unit_price_e7: 100_000_000, is_read_only: 0, enable_auto: 0, visible: 1, sort_order: 0, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const other = await registerAndLogin(t.app);
    const otherMemberId = (await db.selectFrom('members').select('id').where('login_id', '=', other.id.toLowerCase()).executeTakeFirstOrThrow()).id;
    targets = { memberId, otherMemberId, serviceIds, providerIds };
  });
  afterAll(() => t?.close());

  it('equal a full recomputation after random orders, refunds, cancels and deletes, folded or not, and after a rebuild', { timeout: 120_000 }, async () => {
    const { db, dialect } = t.app.ctx;
    const r = rng(2027);
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 10; i++) await churnStep(db, dialect, targets, r, 25, `r${round}`);
      const expected = await recomputedFigures(db, dialect);
      expect(Object.keys(expected.days).length).toBeGreaterThan(5);
      expect(await rolledUpFigures(db)).toEqual(expected);
      if (round % 2) {
        await foldRollups(db, dialect);
        expect(await db.selectFrom('order_rollup_deltas').select('id').limit(1).execute()).toEqual([]);
        expect(await rolledUpFigures(db)).toEqual(expected);
      }
    }
    const before = await rolledUpFigures(db);
    await rebuildDerived(db, dialect);
    await rebuildDerived(db, dialect);
    expect(await rolledUpFigures(db)).toEqual(before);
  });

  it('the margin panel answers from them what the orders say', async () => {
    const { db, dialect } = t.app.ctx;
    // The test clock stands at 2026-11-21 in Korea; the churn's orders are spread over 11-12 … 11-22.
    const res = await t.call('GET', '/rest/admin/margin?days=30');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as { totals: { revenue: number; cost: number; orders: number } };
    const all = Object.values((await recomputedFigures(db, dialect)).days);
    expect(report.totals).toMatchObject({
      revenue: all.reduce((s, d) => s + d[0] - d[1], 0),
      cost: all.reduce((s, d) => s + d[2], 0),
      orders: all.reduce((s, d) => s + d[3], 0),
    });
  });

  it('the margin panel’s days and services equal a full recomputation, folded rows and pending deltas together', async () => {
    const { db, dialect } = t.app.ctx;
    await foldRollups(db, dialect);
    // changes after the fold: deltas the panel adds to the folded rows, for days and services that have both
    await churnStep(db, dialect, targets, rng(99), 40, 'margin');
    expect((await db.selectFrom('order_rollup_deltas').select('id').execute()).length).toBeGreaterThan(0);
    const res = await t.call('GET', '/rest/admin/margin?days=30');
    expect(res.statusCode, res.body).toBe(200);
    type Sum = { revenue: number; cost: number; orders: number };
    const report = res.json() as { from: string; byDay: (Sum & { day: string })[]; byService: (Sum & { serviceId: number })[] };
    const days = new Map<string, Sum>();
    const services = new Map<number, Sum>();
    const add = (m: Map<string | number, Sum>, k: string | number, d: number[]) => {
      const s = m.get(k) ?? m.set(k, { revenue: 0, cost: 0, orders: 0 }).get(k)!;
      s.revenue += d[0]! - d[1]!;
      s.cost += d[2]!;
      s.orders += d[3]!;
    };
    for (const [key, d] of Object.entries((await recomputedFigures(db, dialect)).days)) {
      const [day, service] = key.split('|');
      add(days as Map<string | number, Sum>, day!, d);
      add(services as Map<string | number, Sum>, Number(service), d);
    }
    const shown = report.byDay.filter((d) => d.orders !== 0 || d.cost !== 0 || d.revenue !== 0);
    expect(shown.length).toBeGreaterThan(5);
    for (const d of report.byDay) expect({ day: d.day, revenue: d.revenue, cost: d.cost, orders: d.orders }).toEqual({ day: d.day, ...(days.get(d.day) ?? { revenue: 0, cost: 0, orders: 0 }) });
    expect(report.byService.map((s) => ({ serviceId: s.serviceId, revenue: s.revenue, cost: s.cost, orders: s.orders })).sort((a, b) => a.serviceId - b.serviceId)).toEqual(
      [...services].filter(([id]) => targets.serviceIds.includes(id)).map(([serviceId, s]) => ({ serviceId, ...s })).sort((a, b) => a.serviceId - b.serviceId),
    );
  });

  it('equal a full recomputation after the process writing them is killed -9 mid-transaction', { timeout: 120_000 }, async () => {
    const { db, dialect } = t.app.ctx;
    for (let run = 0; run < 2; run++) {
      const { child, output, exited } = startChurnProcess(t.env.config, targets, 77 + run);
      // Killed after some transactions have committed, at whatever point of the next one it stands.
      expect(await waitFor(async () => (output().match(/steps \d+/g)?.length ?? 0) >= 15 + run * 7, 60_000, 5), output()).toBe(true);
      child.kill('SIGKILL');
      await exited;
      expect(child.signalCode).toBe('SIGKILL');
      expect(await rolledUpFigures(db)).toEqual(await recomputedFigures(db, dialect));
      await foldRollups(db, dialect);
      expect(await rolledUpFigures(db)).toEqual(await recomputedFigures(db, dialect));
    }
  });
});
