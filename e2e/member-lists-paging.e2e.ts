import { AutoOrderStatus, PaymentStatus } from '@snsshop/shared/common';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { logIn, MEMBER_PASSWORD, registerMember, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, startShop, widths, type Shop } from './helpers/shop.js';

const HOUR = 3_600_000;
/** 25 auto-orders: 8 running, 9 completed (3 of them partial), 8 cancelled, newest first by creation. */
const AUTO_STATUSES = Array.from({ length: 25 }, (_, i) => [AutoOrderStatus.ACTIVE, AutoOrderStatus.COMPLETED, AutoOrderStatus.CANCLED][i % 3]!).map((s, i) =>
  s === AutoOrderStatus.COMPLETED && i % 2 === 0 ? AutoOrderStatus.PARTIAL : s,
);
const CHARGES = 23;

/** A member with a long history, written straight into the shop's tables. */
async function memberWithHistory(shop: Shop, id: string) {
  const memberId = await registerMember(shop, id);
  const db = shop.app.ctx.db;
  const service = await db.selectFrom('services').select('id').where('enable_auto', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const now = Date.now();
  // oldest first, so ids grow with time as they do in a shop
  for (const [i, status] of [...AUTO_STATUSES.entries()].reverse()) {
    const at = new Date(now - (i + 1) * HOUR).toISOString();
    await db
      .insertInto('auto_orders')
      .values({
        member_id: memberId,
        service_id: service.id,
        link: `https://www.instagram.com/paging_${id}_${i + 1}`,
        quantity: 100 + i,
        runs: 5,
        interval_min: 60,
        unit_price_e7: 450_000_000,
        completed: status === AutoOrderStatus.ACTIVE ? 2 : 5,
        status,
        next_run_at: null,
        last_error: null,
        created_at: at,
        updated_at: at,
        finished_at: status === AutoOrderStatus.ACTIVE ? null : at,
      })
      .execute();
  }
  for (let i = CHARGES - 1; i >= 0; i -= 1) {
    const at = new Date(now - (i + 1) * HOUR).toISOString();
    const status = i === 0 ? PaymentStatus.PENDING : i % 4 === 0 ? PaymentStatus.FAIL : PaymentStatus.SUCCESS;
    await db
      .insertInto('point_charges')
      .values({
        member_id: memberId,
        depositor: '홍길동',
        point: (i + 1) * 1000,
        pay_amount: (i + 1) * 1000,
        fee_type: 'NONE',
        fee_value: null,
        status,
        created_at: at,
        expires_at: new Date(now - (i + 1) * HOUR + 3 * HOUR).toISOString(),
        responded_at: status === PaymentStatus.PENDING ? null : at,
        decided_by: status === PaymentStatus.PENDING ? null : 'admin',
        order_number: `E2EPAGE${id}${i}`,
        match_registered_at: null,
        toss_order_id: null,
        toss_amount: null,
        payment_key: null,
      })
      .execute();
  }
}

/** The first cell of each body row (the number column), as the screen shows them. */
async function firstCells(page: Page, table: string) {
  const root = table === '충전 내역' ? page.getByRole('table', { name: table }) : page.getByRole('region', { name: table });
  return (await root.locator('tbody tr > :first-child').allInnerTexts()).map((t) => t.replace(/\D/g, ''));
}

/** Clicks page `n` and waits until its rows (read from the server) replace the ones on screen. */
async function goToPage(page: Page, table: string, n: number) {
  const before = (await firstCells(page, table)).join(',');
  await page.getByRole('navigation', { name: '페이지 이동' }).getByRole('button', { name: `${n}페이지`, exact: true }).click();
  await page.locator(`.pagination__btn[aria-current="page"]`, { hasText: String(n) }).waitFor();
  await vexpect.poll(async () => (await firstCells(page, table)).join(','), { timeout: 10_000 }).not.toBe(before);
}

describe.runIf(hasChrome)('paged member lists in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('the auto-order and charge histories show 10 rows a page, page buttons and chips with counts', async () => {
      const id = `pg${name}${Date.now() % 100000}`;
      await memberWithHistory(shop, id);
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');

      // Auto-orders: 25 rows, newest first, 10 a page, three pages.
      await page.goto('/auto-order-history');
      const region = page.getByRole('region', { name: '자동주문 목록' });
      await region.getByText('총 25건').waitFor();
      const nav = page.getByRole('navigation', { name: '페이지 이동' });
      vexpect(await nav.getByRole('button', { name: /^\d+페이지$/ }).allInnerTexts()).toEqual(['1', '2', '3']);
      const p1 = await firstCells(page, '자동주문 목록');
      vexpect(p1).toHaveLength(10);
      await settledShot(page, `${name}-paging-auto-orders-p1`);
      await goToPage(page, '자동주문 목록', 3);
      const p3 = await firstCells(page, '자동주문 목록');
      vexpect(p3).toHaveLength(5);
      vexpect(p3.map(Number).every((n) => n < Math.min(...p1.map(Number)))).toBe(true);
      await goToPage(page, '자동주문 목록', 2);
      const p2 = await firstCells(page, '자동주문 목록');
      vexpect(new Set([...p1, ...p2, ...p3]).size).toBe(25);

      // A chip narrows the list to its status, counted over the whole history.
      const chips = page.getByRole('list', { name: '자동주문 상태 필터' });
      await chips.getByRole('button', { name: '완료', exact: true }).click();
      await region.getByText(`총 ${AUTO_STATUSES.filter((s) => s === AutoOrderStatus.COMPLETED || s === AutoOrderStatus.PARTIAL).length}건`).waitFor();
      // the chip's rows come from the server: until they do, the last page stays on screen
      await vexpect.poll(async () => (await firstCells(page, '자동주문 목록')).length, { timeout: 10_000 }).toBe(8);
      vexpect(await nav.count()).toBe(0);
      await settledShot(page, `${name}-paging-auto-orders-completed`);
      await chips.getByRole('button', { name: '취소', exact: true }).click();
      await region.getByText(`총 ${AUTO_STATUSES.filter((s) => s === AutoOrderStatus.CANCLED).length}건`).waitFor();
      vexpect(await nav.count()).toBe(0);

      // Charges: 23 rows, 10 a page.
      await page.goto('/point');
      const history = page.getByRole('table', { name: '충전 내역' });
      await history.locator('tbody tr').first().waitFor();
      const c1 = await firstCells(page, '충전 내역');
      vexpect(c1).toHaveLength(10);
      vexpect(await nav.getByRole('button', { name: /^\d+페이지$/ }).allInnerTexts()).toEqual(['1', '2', '3']);
      await history.scrollIntoViewIfNeeded();
      await settledShot(page, `${name}-paging-charges-p1`);
      await goToPage(page, '충전 내역', 3);
      const c3 = await firstCells(page, '충전 내역');
      vexpect(c3).toHaveLength(3);
      await goToPage(page, '충전 내역', 2);
      const c2 = await firstCells(page, '충전 내역');
      vexpect(new Set([...c1, ...c2, ...c3]).size).toBe(CHARGES);
      await settledShot(page, `${name}-paging-charges-p2`);

      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });
});
