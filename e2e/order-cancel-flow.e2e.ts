import { msg, OrderStatus } from '@snsshop/shared/common';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { expectBalanceInMenu, expectFirstProductChosen, logIn, MEMBER_PASSWORD, memberWithPoints, placedOrder, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, startShop, widths, type Shop } from './helpers/shop.js';

const START_POINTS = 10_000;
/** 20 × 45원 for the order, given back in full when the simulated provider reports Canceled. */
const AFTER_ORDER = '9,100원';
const AFTER_REFUND = '10,000원';

/** The member's order as the shop stores it, read until `done` holds (the sweeps run in the shop's own process). */
async function waitForOrder(shop: Shop, id: number, done: (o: { fulfilment: string; status: number; refunded: number }) => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const o = await shop.app.ctx.db.selectFrom('orders').select(['fulfilment', 'status', 'refunded']).where('id', '=', id).executeTakeFirstOrThrow();
    const row = { fulfilment: o.fulfilment, status: o.status, refunded: Number(o.refunded) };
    if (done(row)) return row;
    if (Date.now() > until) throw new Error(`order ${id} stayed ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.runIf(hasChrome)('cancelling an order in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    // Sweeps every half second and a simulated cancel that settles in 3 s, so the send, the forwarded cancel
    // and the provider's answer take seconds.
    shop = await startShop({ env: { JOB_TICK_MS: '500', SIMULATED_CANCEL_SECONDS: '3', SIMULATED_PARTIAL_SHARE: '0', SIMULATED_CANCEL_SHARE: '0' } });
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('a member asks to cancel an order already sent, sees 취소 요청됨, and is refunded when the provider confirms', async () => {
      const id = `cxl${name}${Date.now() % 100000}`;
      await memberWithPoints(shop, id, START_POINTS);
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');
      await expectFirstProductChosen(page);
      const orderLink = `https://www.instagram.com/cancel_${name}_${Date.now()}`;
      await page.getByLabel('주문 링크').fill(orderLink);
      await page.getByLabel('주문 수량').fill('20');
      await page.getByRole('button', { name: '주문하기', exact: true }).click();
      const { orderId } = await placedOrder(page);
      await expectBalanceInMenu(page, AFTER_ORDER);

      // Sent to the simulated provider (which takes cancels) before the member looks.
      await waitForOrder(shop, Number(orderId), (o) => o.fulfilment === 'sent', 20_000);
      await page.goto('/order-history');
      const row = page.getByRole('row').filter({ hasText: orderLink });
      const cancel = row.getByRole('button', { name: `${orderId}번 주문 취소 요청` });
      await cancel.waitFor();
      await settledShot(page, `${name}-order-history-cancel`);

      await cancel.click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(msg.order.cancelConfirm).waitFor();
      await settledShot(page, `${name}-order-history-cancel-dialog`);
      await dialog.getByRole('button', { name: '취소 요청', exact: true }).click();
      await page.getByText(msg.order.cancelRequested).first().waitFor();
      await row.getByText('취소 요청됨').waitFor();
      vexpect(await cancel.count()).toBe(0);
      await settledShot(page, `${name}-order-history-cancel-requested`);
      await expectBalanceInMenu(page, AFTER_ORDER);

      // The provider reports Canceled 3 s after the cancel; the cancel check (10 s after it) refunds once.
      const settled = await waitForOrder(shop, Number(orderId), (o) => o.status === OrderStatus.CANCELED, 60_000);
      vexpect(settled.refunded).toBe(900);
      await page.reload();
      await row.getByText('취소(전액 환불)').waitFor();
      vexpect(await row.getByText('취소 요청됨').count()).toBe(0);
      await expectBalanceInMenu(page, AFTER_REFUND);

      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });
});
