import { ledgerKindLabel, pointStatementMessages, type LedgerKind, type PointStatementPage } from '@snsshop/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPointChange } from '../../../services/points/apply-point-change.js';
import { expectMoney, registeredMember } from '../../../../test/helpers/members.js';
import { createTestApp, dbKinds, type TestApp } from '../../../../test/helpers/test-app.js';

type Auth = Record<string, string>;
const DAY = 86_400_000;

describe.each(dbKinds)('the points statement on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  /** A ledger row through the one balance path, `daysAgo` before the app's now. */
  async function move(memberId: number, delta: number, kindOf: LedgerKind, daysAgo: number, ref?: { refType: string; refId: number }) {
    const at = new Date(t.clock.now().getTime() - daysAgo * DAY).toISOString();
    await t.app.ctx.db.transaction().execute((trx) => applyPointChange(trx, { memberId, delta, kind: kindOf, at, ...ref }));
  }
  const page = async (auth: Auth, query: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/rest/service/point-statement?${new URLSearchParams(query).toString()}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PointStatementPage;
  };
  const everyPage = async (auth: Auth, query: Record<string, string> = {}) => {
    const rows: PointStatementPage['rows'] = [];
    let p = await page(auth, query);
    rows.push(...p.rows);
    while (p.next.length > 0) {
      p = await page(auth, { ...query, cursor: p.next[0]! });
      rows.push(...p.rows);
    }
    return rows;
  };
  const ledgerOf = (memberId: number, since: string) =>
    t.app.ctx.db.selectFrom('point_ledger').selectAll().where('member_id', '=', memberId).where('created_at', '>=', since).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

  /** 200 days of a member's money: an old grant outside the 3-month window, then charges, orders, refunds and an adjustment inside it. */
  async function historyMember() {
    const m = await registeredMember(t.app);
    await move(m.memberId, 50_000, 'grant', 200);
    // Each thing a row refers to is the member's own (the ledger takes one row per kind and thing).
    const base = m.memberId * 10_000;
    for (let d = 80; d >= 1; d -= 2) {
      await move(m.memberId, 10_000, 'charge', d, { refType: 'charge', refId: base + d });
      await move(m.memberId, -4_500, 'order', d - 0.5, { refType: 'order', refId: base + 5000 + d });
      if (d % 10 === 0) await move(m.memberId, 1_500, 'refund', d - 0.7, { refType: 'order', refId: base + 5000 + d });
    }
    await move(m.memberId, -2_000, 'adjust', 0.1);
    return m;
  }

  it('lists every ledger row of the 3-month window, 20 a page, newest first, and its sum ends at the balance', async () => {
    const m = await historyMember();
    const since = new Date(t.clock.now().getTime() - 90 * DAY).toISOString();
    const ledger = await ledgerOf(m.memberId, since);
    const first = await page(m.auth);
    expect(first.rows).toHaveLength(20);
    const rows = await everyPage(m.auth);
    expect(rows).toEqual(
      ledger.map((r) => ({
        id: r.id,
        createdAt: r.created_at,
        kind: r.kind,
        delta: Number(r.delta),
        balanceAfter: Number(r.balance_after),
        orderId: r.ref_type === 'order' ? Number(r.ref_id) : null,
        chargeId: r.ref_type === 'charge' ? Number(r.ref_id) : null,
      })),
    );
    const member = await t.app.ctx.db.selectFrom('members').select('point').where('id', '=', m.memberId).executeTakeFirstOrThrow();
    const balance = Number(member.point);
    const inWindow = rows.reduce((s, r) => s + r.delta, 0);
    // The grant 200 days ago is outside the window: it is the balance the period opens with.
    expect(first.summary).toEqual({
      from: '2026-08-23',
      to: '2026-11-21',
      opening: 50_000,
      increase: rows.filter((r) => r.delta > 0).reduce((s, r) => s + r.delta, 0),
      decrease: rows.filter((r) => r.delta < 0).reduce((s, r) => s + r.delta, 0),
      closing: balance,
      balance,
      kindTotal: null,
    });
    expect(first.summary.opening + inWindow).toBe(balance);
    expect(rows[0]).toMatchObject({ kind: 'adjust', delta: -2_000, balanceAfter: balance });
    await expectMoney(t.app, m.memberId, balance, ledger.length + 1);
  });

  it('filters by kind and by period, the totals still adding up to the balance at the period\'s end', async () => {
    const m = await historyMember();
    const refunds = await everyPage(m.auth, { kind: 'refund' });
    expect(refunds.length).toBe(8);
    expect(refunds.every((r) => r.kind === 'refund' && r.orderId !== null)).toBe(true);
    const p = await page(m.auth, { kind: 'refund' });
    expect(p.summary.kindTotal).toBe(8 * 1_500);

    // 30 to 10 days ago, as Korean days.
    const day = (daysAgo: number) => new Date(t.clock.now().getTime() - daysAgo * DAY + 9 * 3600_000).toISOString().slice(0, 10);
    const q = { from: day(30), to: day(10) };
    const rows = await everyPage(m.auth, q);
    const fromAt = Date.parse(`${q.from}T00:00:00+09:00`);
    const toAt = Date.parse(`${q.to}T00:00:00+09:00`) + DAY;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => Date.parse(r.createdAt) >= fromAt && Date.parse(r.createdAt) < toAt)).toBe(true);
    const s = (await page(m.auth, q)).summary;
    expect(s).toMatchObject({ from: q.from, to: q.to });
    expect(s.opening + s.increase + s.decrease).toBe(s.closing);
    expect(s.closing).toBe(rows[0]!.balanceAfter);
    expect(s.opening).toBe(rows.at(-1)!.balanceAfter - rows.at(-1)!.delta);

    // A period reaching back before the window is cut at the window's start.
    const clipped = (await page(m.auth, { from: '2025-01-01' })).summary;
    expect(clipped.from).toBe('2026-08-23');
  });

  it('keeps its pages when new rows arrive while the member reads them', async () => {
    const m = await historyMember();
    const before = await everyPage(m.auth);
    const first = await page(m.auth);
    for (let i = 0; i < 5; i++) await move(m.memberId, 100, 'adjust', 0);
    let p = await page(m.auth, { cursor: first.next[0]! });
    const rest = [...p.rows];
    while (p.next.length > 0) {
      p = await page(m.auth, { cursor: p.next[0]! });
      rest.push(...p.rows);
    }
    expect([...first.rows, ...rest]).toEqual(before);
    const now = await page(m.auth);
    expect(now.rows.slice(0, 5).map((r) => r.delta)).toEqual([100, 100, 100, 100, 100]);
    expect(now.summary.closing).toBe(now.summary.balance);
    expect(now.rows[0]!.balanceAfter).toBe(now.summary.balance);
  });

  it('downloads the period as CSV (BOM, Korean kinds, oldest first), equal to the rows shown', async () => {
    const m = await historyMember();
    const res = await t.app.inject({ url: '/rest/service/point-statement.csv?kind=order', headers: m.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="point-statement-2026-08-23-2026-11-21.csv"');
    expect(res.body.startsWith('\uFEFF일시,구분,금액(원),잔액(원),주문번호,충전번호\r\n')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n').slice(1);
    const rows = (await everyPage(m.auth, { kind: 'order' })).reverse();
    const kst = (iso: string) => new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(lines).toEqual(rows.map((r) => `${kst(r.createdAt)},${ledgerKindLabel.order},${r.delta},${r.balanceAfter},${r.orderId},`));
    expect(lines[0]).toMatch(/^2026-\d\d-\d\d \d\d:\d\d:\d\d,주문,-4500,\d+,\d+,$/);

    const all = await t.app.inject({ url: '/rest/service/point-statement.csv', headers: m.auth });
    const allLines = all.body.trimEnd().split('\r\n').slice(1);
    expect(allLines).toHaveLength((await everyPage(m.auth)).length);
    expect(allLines.some((l) => /,충전,10000,\d+,,\d+$/.test(l))).toBe(true);
  });

  it('shows each member only their own rows, needs a login, and refuses a bad query in Korean', async () => {
    const a = await historyMember();
    const b = await registeredMember(t.app);
    expect((await page(b.auth)).rows).toEqual([]);
    expect((await page(b.auth)).summary).toMatchObject({ opening: 0, closing: 0, balance: 0 });
    expect((await t.app.inject({ url: '/rest/service/point-statement.csv', headers: b.auth })).body.trimEnd().split('\r\n')).toHaveLength(1);
    expect((await t.app.inject({ url: '/rest/service/point-statement' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/rest/service/point-statement.csv' })).statusCode).toBe(401);
    for (const [query, message] of [
      ['kind=gift', pointStatementMessages.queryInvalid],
      ['cursor=bm90LWEtY3Vyc29y', pointStatementMessages.queryInvalid],
      ['size=500', pointStatementMessages.queryInvalid],
      ['from=2026-11-20&to=2026-11-01', pointStatementMessages.periodInvalid],
      ['from=2026-13-01', pointStatementMessages.periodInvalid],
      ['from=2027-01-01', pointStatementMessages.periodInvalid],
    ] as const) {
      const res = await t.app.inject({ url: `/rest/service/point-statement?${query}`, headers: a.auth });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('reads a page and its totals quickly for a member with 100,000 rows', async () => {
    const m = await registeredMember(t.app);
    const start = t.clock.now().getTime() - 80 * DAY;
    // 100,000 rows of +1 a minute apart (fewer than the window holds), written in one statement.
    await sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 100000)
      insert into point_ledger (member_id, delta, balance_after, kind, ref_type, ref_id, memo, created_at)
      select ${m.memberId}, 1, i, 'adjust', 'bulk', cast(i as varchar(12)), null, ${sql.raw(kind === 'postgres' ? `to_char(to_timestamp(${start / 1000} + i * 60) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')` : `strftime('%Y-%m-%dT%H:%M:%S.000Z', ${start / 1000} + i * 60, 'unixepoch')`)} from n
    `.execute(t.app.ctx.db);
    await t.app.ctx.db.updateTable('members').set({ point: 100_000 }).where('id', '=', m.memberId).execute();
    if (kind === 'postgres') await sql`analyze point_ledger`.execute(t.app.ctx.db);
    await page(m.auth); // warm the statements
    const began = performance.now();
    const first = await page(m.auth);
    let deep = first;
    for (let i = 0; i < 5; i++) deep = await page(m.auth, { cursor: deep.next.at(-1)! });
    const refunds = await page(m.auth, { kind: 'refund' });
    const took = performance.now() - began;
    expect(first.rows[0]).toMatchObject({ delta: 1, balanceAfter: 100_000 });
    expect(first.summary).toMatchObject({ opening: 0, increase: 100_000, closing: 100_000, balance: 100_000 });
    expect(deep.rows[0]!.balanceAfter).toBe(100_000 - 20 * 4 * 5);
    expect(refunds.rows).toEqual([]);
    // Seven pages with their totals; a scan of every row per page would take far longer on this machine.
    expect(took).toBeLessThan(3000);
  });
});
