import zlib from 'node:zlib';
import { AutoOrderStatus, msg, PaymentStatus, REFILL_STATUSES } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefillState } from '../../db/schema.js';
import { memberStatusOf } from '../../services/refills/refill-states.js';
import { createTestApp, dbKinds, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';

const DAY = 86_400_000;

interface Row {
  id: number;
  status: number | string;
}
interface Page {
  rows: Row[];
  counts: { all: number; byStatus: Record<string, number> };
  next: string[];
}

/** One member list as the API answers it, and how the test writes its rows into the shop's tables. */
interface ListSpec {
  name: string;
  url: string;
  rowsKey: 'autoOrders' | 'charges' | 'refills';
  invalid: string;
  /** chip → the statuses (as the rows show them) it stands for */
  chips: Record<string, readonly (number | string)[]>;
  /** what the test writes in the status column */
  statuses: readonly (number | string)[];
  insert: (t: TestApp, memberId: number, at: string, status: number | string, n: number) => Promise<number>;
  /** the member's whole window, read apart from the paging code: the unpaged call, or the table */
  full?: (t: TestApp, memberId: number) => Promise<Row[]>;
}

const lists: ListSpec[] = [
  {
    name: 'auto-orders',
    url: '/rest/service/auto-order-history',
    rowsKey: 'autoOrders',
    invalid: msg.autoOrder.historyQueryInvalid,
    chips: { active: [AutoOrderStatus.ACTIVE], completed: [AutoOrderStatus.COMPLETED, AutoOrderStatus.PARTIAL], cancelled: [AutoOrderStatus.CANCLED] },
    statuses: Object.values(AutoOrderStatus),
    insert: async (t, memberId, at, status, n) => {
      const service = await t.app.ctx.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
      const row = await t.app.ctx.db
        .insertInto('auto_orders')
        .values({ member_id: memberId, service_id: service.id, link: `https://www.instagram.com/auto_paging_${memberId}_${n}`, quantity: 100, runs: 5, interval_min: 60, unit_price_e7: 10_000_000, status: Number(status), next_run_at: null, last_error: null, created_at: at, updated_at: at, finished_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  {
    name: 'charges',
    url: '/rest/service/point-history',
    rowsKey: 'charges',
    invalid: msg.charge.historyQueryInvalid,
    chips: Object.fromEntries(Object.values(PaymentStatus).map((s) => [String(s), [s]])),
    statuses: Object.values(PaymentStatus),
    insert: async (t, memberId, at, status, n) => {
      const row = await t.app.ctx.db
        .insertInto('point_charges')
        .values({ member_id: memberId, depositor: '홍길동', point: 1000 * n, pay_amount: 1000 * n, fee_type: 'NONE', fee_value: null, status: Number(status), created_at: at, expires_at: at, responded_at: null, decided_by: null, order_number: `PAGING${memberId}x${n}`, match_registered_at: null, toss_order_id: null, toss_amount: null, payment_key: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  {
    name: 'refills',
    url: '/rest/service/refill-history',
    rowsKey: 'refills',
    invalid: msg.refill.historyQueryInvalid,
    chips: Object.fromEntries(REFILL_STATUSES.map((s) => [s, [s]])),
    statuses: ['waiting', 'sending', 'held', 'sent', 'in_progress', 'completed', 'rejected'],
    insert: async (t, memberId, at, state, n) => {
      const service = await t.app.ctx.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
      const row = await t.app.ctx.db
        .insertInto('refills')
        .values({ order_id: -n, member_id: memberId, service_id: service.id, provider_id: null, provider_order_id: null, link_key: `paging ${n}`, mode: 'manual', state: state as RefillState, upstream_refill_id: null, reason: null, last_error: null, claim_token: null, next_check_at: null, requested_at: at, updated_at: at, finished_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    // no unpaged call: the table itself, newest first, each state as the member sees it
    full: async (t, memberId) => {
      const since = new Date(t.clock.now().getTime() - 90 * DAY).toISOString();
      const rows = await t.app.ctx.db.selectFrom('refills').select(['id', 'state']).where('member_id', '=', memberId).where('requested_at', '>=', since).orderBy('requested_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map((r) => ({ id: r.id, status: memberStatusOf(r.state) }));
    },
  },
];

describe.each(dbKinds)('paged member lists on %s', (kind) => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  async function member() {
    const m = await registerAndLogin(t.app);
    const row = await t.app.ctx.db.selectFrom('members').select('id').where('login_id', '=', m.id.toLowerCase()).executeTakeFirstOrThrow();
    return { ...m, memberId: row.id };
  }

  describe.each(lists)('$name', (list) => {
    async function insert(memberId: number, specs: { ageMs: number; status?: number | string }[]) {
      const now = t.clock.now().getTime();
      const ids: number[] = [];
      for (const s of specs) ids.push(await list.insert(t, memberId, new Date(now - s.ageMs).toISOString(), s.status ?? list.statuses[0]!, ++n));
      return ids;
    }

    const page = async (auth: Record<string, string>, query: Record<string, string> = {}): Promise<Page> => {
      const res = await t.app.inject({ url: `${list.url}/page`, query, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<Record<string, unknown> & Omit<Page, 'rows'>>();
      return { rows: body[list.rowsKey] as Row[], counts: body.counts, next: body.next };
    };
    const full = async (m: { auth: Record<string, string>; memberId: number }) =>
      list.full ? list.full(t, m.memberId) : (await t.app.inject({ url: list.url, headers: m.auth })).json<Row[]>();

    async function walk(auth: Record<string, string>, query: Record<string, string>, between?: () => Promise<void>) {
      const pages: Row[][] = [];
      let cursor: string | undefined;
      for (;;) {
        const p = await page(auth, { ...query, ...(cursor ? { cursor } : {}) });
        pages.push(p.rows);
        cursor = p.next[0];
        if (!cursor) return pages;
        await between?.();
      }
    }

    it('pages 10 newest first by (created_at, id) through the 3-month window, missing and repeating nothing while new rows arrive', async () => {
      const m = await member();
      // 37 in the window, in pairs sharing a creation time (the id decides), one just outside
      const inWindow = await insert(m.memberId, Array.from({ length: 37 }, (_, i) => ({ ageMs: Math.floor(i / 2) * 3_600_000 + 1000 })));
      const [old] = await insert(m.memberId, [{ ageMs: 91 * DAY }]);
      const expected = [...inWindow].sort((a, b) => {
        const ia = inWindow.indexOf(a);
        const ib = inWindow.indexOf(b);
        return Math.floor(ia / 2) === Math.floor(ib / 2) ? b - a : ia - ib;
      });

      let arrived = 0;
      const pages = await walk(m.auth, {}, async () => {
        arrived += 1;
        await insert(m.memberId, [{ ageMs: 0 }]);
        t.clock.advance(1000);
      });
      expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 7]);
      expect(pages.flat().map((r) => r.id)).toEqual(expected);
      expect(arrived).toBe(3);

      const first = await page(m.auth);
      expect(first.rows.slice(0, 3).every((r) => !inWindow.includes(r.id))).toBe(true);
      expect(first.counts.all).toBe(40);
      // the unpaged answer keeps to the same window, in the same order
      const all = (await full(m)).map((r) => r.id);
      expect(all).toHaveLength(40);
      expect(all).not.toContain(old);
      expect(all.slice(3)).toEqual(expected);
    });

    it('hands over the cursors of the next 4 pages that hold rows, each leading to the page it names', async () => {
      const m = await member();
      await insert(m.memberId, Array.from({ length: 43 }, (_, i) => ({ ageMs: i * 60_000 })));
      const first = await page(m.auth);
      expect(first.next).toHaveLength(4);
      const all = (await full(m)).map((r) => r.id);
      for (const [i, cursor] of first.next.entries()) {
        expect((await page(m.auth, { cursor })).rows.map((r) => r.id)).toEqual(all.slice((i + 1) * 10, (i + 2) * 10));
      }
      const fifth = await page(m.auth, { cursor: first.next[3]! });
      expect(fifth.rows).toHaveLength(3);
      expect(fifth.next).toEqual([]);
      expect((await page(m.auth, { cursor: first.next[1]! })).next).toHaveLength(2);
      expect((await page(m.auth, { size: '25' })).rows).toHaveLength(25);
    });

    it('filters by chip on the server, and the chip counts equal a full count of the window', async () => {
      const m = await member();
      const statuses = Array.from({ length: 26 }, (_, i) => list.statuses[(i * 7) % list.statuses.length]!);
      await insert(m.memberId, statuses.map((status, i) => ({ ageMs: i * 1000, status })));
      await insert(m.memberId, [{ ageMs: 100 * DAY, status: list.statuses[1]! }]);
      const rows = await full(m);
      expect(rows).toHaveLength(statuses.length);

      const { counts } = await page(m.auth);
      expect(counts.all).toBe(rows.length);
      for (const [chip, shows] of Object.entries(list.chips)) {
        const mine = rows.filter((r) => shows.includes(r.status));
        expect(counts.byStatus[chip], chip).toBe(mine.length);
        const walked = (await walk(m.auth, { status: chip })).flat();
        expect(walked.map((r) => [r.id, r.status]), chip).toEqual(mine.map((r) => [r.id, r.status]));
      }
    });

    it("never shows another member's rows, even with that member's cursor", async () => {
      const a = await member();
      const b = await member();
      const aIds = await insert(a.memberId, Array.from({ length: 15 }, (_, i) => ({ ageMs: i * 1000 })));
      const bIds = await insert(b.memberId, [{ ageMs: 20_000 }]);
      const aFirst = await page(a.auth);
      expect((await page(b.auth, { cursor: aFirst.next[0]! })).rows.map((r) => r.id)).toEqual(bIds);
      const bFirst = await page(b.auth);
      expect(bFirst.rows.map((r) => r.id)).toEqual(bIds);
      expect(bFirst.counts.all).toBe(1);
      expect((await full(b)).some((r) => aIds.includes(r.id))).toBe(false);
      expect((await t.app.inject({ url: `${list.url}/page` })).statusCode).toBe(401);
      if (list.name === 'auto-orders') {
        const res = await t.app.inject({ method: 'POST', url: `/rest/service/auto-order/${aIds[0]}/cancel`, headers: b.auth });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(msg.autoOrder.notFound);
      }
    });

    it('answers a malformed status, size or cursor with 400 and a Korean message', async () => {
      const m = await member();
      const bad: Record<string, string>[] = [{ status: '9' }, { status: 'x' }, { size: '0' }, { size: '101' }, { size: '2.5' }, { cursor: 'not-a-cursor' }, { cursor: Buffer.from('2026-11-01T00:00:00.000Z|-3').toString('base64url') }];
      for (const query of bad) {
        const res = await t.app.inject({ url: `${list.url}/page`, query, headers: m.auth });
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(res.json().message).toBe(list.invalid);
      }
    });

    it.skipIf(list.full)('sends the unpaged list and the pages compressed to a client that takes Brotli or gzip', async () => {
      const m = await member();
      await insert(m.memberId, Array.from({ length: 30 }, (_, i) => ({ ageMs: i * 1000 })));
      const plain = await t.app.inject({ url: list.url, headers: m.auth });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await t.app.inject({ url: list.url, headers: { ...m.auth, 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
      const gz = await t.app.inject({ url: list.url, headers: { ...m.auth, 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
      const paged = await t.app.inject({ url: `${list.url}/page`, query: { size: '30' }, headers: { ...m.auth, 'accept-encoding': 'br' } });
      expect(paged.headers['content-encoding']).toBe('br');
    });
  });
});
