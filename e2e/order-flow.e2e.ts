import { msg } from '@snsshop/shared/common';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { accessToken, expectBalanceInMenu, expectCharge, expectFirstProductChosen, expectFormError, FIRST_PRODUCT, logIn, MEMBER_PASSWORD, memberWithPoints, placedOrder, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, screenshot, startShop, widths, type Shop } from './helpers/shop.js';

const START_POINTS = 10_000;
const EARLIER_ORDERS = 11;
/** 10,000 − 4,950 (earlier orders) − 900 (the order placed on screen). */
const BALANCE_AFTER = '4,150원';

/** Earlier orders placed through the API, so the history has a second page. */
async function placeEarlierOrders(shop: Shop, id: string, serviceId: number, count: number) {
  const token = await accessToken(shop, id, MEMBER_PASSWORD);
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${shop.baseUrl}/rest/service/order`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ serviceId, link: `https://www.instagram.com/${id}_earlier_${i}`, amount: 10 }),
    });
    if (res.status !== 201) throw new Error(`order failed: ${await res.text()}`);
  }
}

describe.runIf(hasChrome)('ordering in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('a member checks the form, places an order, sees the new balance and finds it in the history', async () => {
      const id = `ord${name}${Date.now() % 100000}`;
      await memberWithPoints(shop, id, START_POINTS);
      const services = (await (await fetch(`${shop.baseUrl}/rest/service/services`)).json()) as { id: number; text: string }[];
      const followers = services.find((s) => s.text === FIRST_PRODUCT)!;
      await placeEarlierOrders(shop, id, followers.id, EARLIER_ORDERS); // 11 × 10 × 45원 = 4,950원
      const { context, page } = await newPage(shop, { width, height });

      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');

      // The first product (45원 each, 10 to 5,000) is chosen for the member.
      await expectFirstProductChosen(page);
      const link = page.getByLabel('주문 링크');
      const amount = page.getByLabel('주문 수량');
      const orderButton = page.getByRole('button', { name: '주문하기', exact: true });
      const form = page.locator('form.order-form');
      vexpect(await amount.inputValue()).toBe('10');

      // Checked in the order of docs/storefront-rules.md §5 before anything is sent.
      await orderButton.click();
      await expectFormError(form, msg.order.linkRequired);
      const orderLink = `https://www.instagram.com/e2e_${name}_${Date.now()}`;
      await link.fill(orderLink);
      await amount.fill('9');
      await orderButton.click();
      await expectFormError(form, msg.order.belowMin);
      await amount.fill('5001');
      await orderButton.click();
      await expectFormError(form, msg.order.aboveMax);
      await amount.fill('20');
      await page.getByText('자동주문 사용').click();
      vexpect(await page.getByRole('switch', { name: '자동주문 사용' }).isChecked()).toBe(true);
      await orderButton.click();
      await expectFormError(form, msg.order.autoRunsInvalid);
      await page.getByLabel('자동주문 횟수').fill('3');
      await orderButton.click();
      await expectFormError(form, msg.order.autoIntervalInvalid);
      await page.getByLabel('자동주문 간격').fill('60');
      const summary = page.getByRole('region', { name: '주문 요약' });
      await summary.locator('.order-summary__facts').getByText('60개', { exact: true }).waitFor(); // 20 × 3 runs
      await expectCharge(summary, '2,700원'); // 60 × 45원
      await settledShot(page, `${name}-order-auto-options`);
      await page.getByText('자동주문 사용').click();
      await expectCharge(summary, '900원');

      await orderButton.click();
      const { card, orderId } = await placedOrder(page);
      vexpect(await card.innerText()).toContain(orderLink);
      vexpect(await card.innerText()).toContain('20개');
      vexpect(await link.inputValue()).toBe('');
      vexpect(await amount.inputValue()).toBe('10');
      await page.waitForFunction(() => window.scrollY === 0);
      await summary.getByText(BALANCE_AFTER).waitFor();
      await settledShot(page, `${name}-order-success`);

      await expectBalanceInMenu(page, BALANCE_AFTER);
      await page.getByRole('link', { name: '주문내역', exact: true }).first().click();
      await waitForPath(page, '/order-history');
      const row = page.getByRole('row').filter({ hasText: orderLink });
      await row.waitFor();
      const cells = await row.getByRole('cell').allInnerTexts();
      vexpect(cells[0]).toBe(orderId);
      vexpect(cells[1]).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
      vexpect(cells[2]).toContain(FIRST_PRODUCT);
      vexpect(cells.slice(4, 6)).toEqual(['900', '20']);
      await page.getByText('총 12건').waitFor();
      // Newest first: the order placed on screen heads page 1, the two oldest are on page 2.
      vexpect(await page.getByRole('row').nth(1).getByRole('cell').first().innerText()).toBe(orderId);
      await screenshot(page, `${name}-order-history`);
      await page.getByRole('button', { name: '2페이지' }).click();
      await page.getByRole('row').filter({ hasText: `${id}_earlier_0` }).waitFor();
      vexpect(await page.getByRole('row').count()).toBe(3);
      await page.getByRole('list', { name: '주문 상태 필터' }).getByRole('button', { name: '완료', exact: true }).click();
      await page.getByText('선택한 상태의 주문이 없습니다.').waitFor();

      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });
});
