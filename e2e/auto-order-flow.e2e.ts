import { AutoOrderStatus, msg } from '@snsshop/shared/common';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { expectBalanceInMenu, expectCharge, expectFirstProductChosen, expectFormError, FIRST_PRODUCT, logIn, MEMBER_PASSWORD, memberWithPoints, placedOrder, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, startShop, widths, type Shop } from './helpers/shop.js';

const START_POINTS = 10_000;
const PRODUCT = FIRST_PRODUCT; // 45원 each, 10 to 5,000, auto-order allowed
const AMOUNT = 20;
const RUNS = 5;
/** Only the first run (20 × 45원 = 900원) is paid when the auto-order is placed. */
const BALANCE_AFTER = '9,100원';

/** One cell of an auto-order row, by its column name (the phone cards show the same name). */
const cell = (row: Locator, column: string) => row.locator(`[data-label="${column}"]`);

describe.runIf(hasChrome)('auto-orders in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('a member schedules an auto-order, pays only the first run, finds it in both histories and cancels it', async () => {
      const id = `auto${name}${Date.now() % 100000}`;
      const memberId = await memberWithPoints(shop, id, START_POINTS);
      const { context, page } = await newPage(shop, { width, height });

      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');

      await expectFirstProductChosen(page);
      const summary = page.getByRole('region', { name: '주문 요약' });
      await summary.locator('.order-summary__balance').getByText('10,000원', { exact: true }).waitFor(); // the balance

      const orderLink = `https://www.instagram.com/auto_${name}_${Date.now()}`;
      await page.getByLabel('주문 링크').fill(orderLink);
      await page.getByLabel('주문 수량').fill(String(AMOUNT));
      const autoSwitch = page.getByRole('switch', { name: '자동주문 사용' });
      vexpect(await autoSwitch.isChecked()).toBe(false);
      await page.getByText('자동주문 사용').click();
      vexpect(await autoSwitch.isChecked()).toBe(true);
      const runs = page.getByLabel('자동주문 횟수');
      const interval = page.getByLabel('자동주문 간격');
      vexpect(await runs.inputValue()).toBe('0');
      vexpect(await interval.inputValue()).toBe('0');

      // Checked in the order of docs/storefront-rules.md §5 before anything is sent: runs above 1 first, then interval ≥ 60.
      const orderButton = page.getByRole('button', { name: '주문하기', exact: true });
      const form = page.locator('form.order-form');
      await runs.fill('1');
      await interval.fill('60');
      await orderButton.click();
      await expectFormError(form, msg.order.autoRunsInvalid);
      await runs.fill(String(RUNS));
      await interval.fill('59');
      await orderButton.click();
      await expectFormError(form, msg.order.autoIntervalInvalid);
      await interval.fill('60');

      // Total quantity = amount × runs; the price is for all runs, each run pays its own share.
      await summary.locator('.order-summary__facts').getByText('100개', { exact: true }).waitFor(); // 20 × 5 runs
      await expectCharge(summary, '4,500원'); // 100 × 45원
      await summary.getByText('자동주문은 회차마다 900원씩 차감됩니다.').waitFor();
      if (name === 'phone') await settledShot(page, `${name}-auto-order-form`);

      await orderButton.click();
      const { card, orderId } = await placedOrder(page);
      const cardText = await card.innerText();
      vexpect(cardText).toContain(orderLink);
      vexpect(cardText).toContain(`${AMOUNT}개`);
      vexpect(cardText).toContain('900원');
      await summary.getByText(BALANCE_AFTER).waitFor();
      await expectBalanceInMenu(page, BALANCE_AFTER);

      // The auto-order history: one row, first run done, every hour, still running.
      await page.getByRole('link', { name: '자동주문내역', exact: true }).first().click();
      await waitForPath(page, '/auto-order-history');
      const row = page.getByRole('region', { name: '자동주문 목록' }).getByRole('row').filter({ hasText: orderLink });
      await row.waitFor();
      await page.getByText('총 1건').waitFor();
      vexpect(await cell(row, '주문 링크').innerText()).toBe(orderLink);
      vexpect(await cell(row, '주문 상품').innerText()).toContain(PRODUCT);
      vexpect(await cell(row, '회당 수량').innerText()).toContain(`${AMOUNT}개`);
      vexpect(await cell(row, '최종 사용 금액').innerText()).toContain('900원');
      vexpect(await cell(row, '자동주문 횟수').innerText()).toContain(`1/${RUNS}`);
      vexpect(await cell(row, '자동주문 간격').innerText()).toContain('1시간');
      vexpect(await cell(row, '최종 수량').innerText()).toContain(`${AMOUNT}개`);
      vexpect(await cell(row, '주문 상태').innerText()).toContain('진행 중');
      const autoOrderId = (await cell(row, '주문번호').innerText()).replace(/\D/g, '');
      vexpect(autoOrderId).toMatch(/^\d+$/);
      const cancelButton = row.getByRole('button', { name: `${autoOrderId}번 자동주문 취소하기` });
      await cancelButton.waitFor();
      await settledShot(page, `${name}-auto-order-history`);

      // 아니요: the dialog closes and nothing changes, on screen or on the server.
      await cancelButton.click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      vexpect(await dialog.innerText()).toContain(msg.autoOrder.cancelConfirm);
      vexpect(await dialog.innerText()).toContain(`주문번호 ${autoOrderId}`);
      await dialog.getByRole('button', { name: '아니요', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      vexpect(await cell(row, '주문 상태').innerText()).toContain('진행 중');
      vexpect(await cancelButton.isVisible()).toBe(true);
      vexpect(await page.getByText(msg.autoOrder.cancelled).count()).toBe(0);
      const stillActive = await shop.app.ctx.db.selectFrom('auto_orders').select('status').where('id', '=', Number(autoOrderId)).executeTakeFirstOrThrow();
      vexpect(stillActive.status).toBe(AutoOrderStatus.ACTIVE);

      // 예: cancelled, the toast says so, and the row can no longer be cancelled.
      await cancelButton.click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '예', exact: true }).click();
      await page.getByText(msg.autoOrder.cancelled).first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      await cell(row, '주문 상태').getByText('취소', { exact: true }).waitFor();
      vexpect(await cancelButton.count()).toBe(0);
      vexpect(await page.getByRole('button', { name: /자동주문 취소하기$/ }).count()).toBe(0);
      // The first run stays paid and goes on as an ordinary order.
      vexpect(await cell(row, '자동주문 횟수').innerText()).toContain(`1/${RUNS}`);
      vexpect(await cell(row, '최종 사용 금액').innerText()).toContain('900원');
      const filters = page.getByRole('list', { name: '자동주문 상태 필터' });
      await filters.getByRole('button', { name: '진행 중', exact: true }).click();
      await page.getByText('해당 상태의 자동주문이 없습니다.').waitFor();
      await filters.getByRole('button', { name: '취소', exact: true }).click();
      await row.waitFor();
      await settledShot(page, `${name}-auto-order-history-cancelled`);

      // The first run is in the order history, paid at one run's price.
      await expectBalanceInMenu(page, BALANCE_AFTER);
      await page.getByRole('link', { name: '주문내역', exact: true }).first().click();
      await waitForPath(page, '/order-history');
      // The caption names the order table; until it shows, the auto-order table may still be on screen.
      const orderRow = page.getByRole('table', { name: '주문내역' }).getByRole('row').filter({ hasText: orderLink });
      await orderRow.waitFor();
      const cells = await orderRow.getByRole('cell').allInnerTexts();
      vexpect(cells[0]).toBe(orderId);
      vexpect(cells[2]).toContain(PRODUCT);
      vexpect(cells.slice(4, 6)).toEqual(['900', String(AMOUNT)]);
      await page.getByText('총 1건').waitFor();

      // Only that one run was charged.
      const ledger = await shop.app.ctx.db.selectFrom('point_ledger').select('delta').where('member_id', '=', memberId).orderBy('id').execute();
      vexpect(ledger.map((l) => Number(l.delta))).toEqual([START_POINTS, -900]);

      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });
});
