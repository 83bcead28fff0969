import { OrderStatus } from '@snsshop/shared/common';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { dispatchDueOrders } from '../apps/server/src/jobs/dispatch-orders.js';
import { refreshServiceStats } from '../apps/server/src/jobs/refresh-service-stats.js';
import { settleOrder } from '../apps/server/src/services/orders/settle-order.js';
import { expectFirstProductChosen, FIRST_PRODUCT, logIn, MEMBER_PASSWORD, memberWithPoints, placedOrder, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, startShop, widths, type Shop } from './helpers/shop.js';

const MIN = 60_000;
const ETA = '평균 시작 12분 · 1,000개당 평균 3시간 20분';

/** Ten finished orders of the first product with known times: 12 minutes to start, 3 h 20 min per 1,000. */
async function seedHistory(shop: Shop, memberId: number, serviceId: number) {
  const { db } = shop.app.ctx;
  const now = Date.now();
  for (let i = 0; i < 10; i++) {
    const sent = new Date(now - (i + 1) * 24 * 60 * MIN);
    const started = new Date(sent.getTime() + 12 * MIN);
    const finished = new Date(started.getTime() + 200 * MIN);
    await db
      .insertInto('orders')
      .values({
        member_id: memberId,
        service_id: serviceId,
        link: `https://www.instagram.com/history_${now}_${i}`,
        quantity: 1000,
        unit_price_e7: 450_000_000,
        charge: 45_000,
        status: OrderStatus.COMPLETED,
        remains: 0,
        created_at: sent.toISOString(),
        updated_at: finished.toISOString(),
        dispatched_at: sent.toISOString(),
        started_at: started.toISOString(),
        finished_at: finished.toISOString(),
        fulfilment: 'settled',
      })
      .execute();
  }
  // Due now: the sweep computes the figures (as it would on its own every few minutes).
  await db.updateTable('service_stats').set({ refresh_at: new Date(0).toISOString() }).execute();
  await refreshServiceStats(shop.app.ctx);
}

describe.runIf(hasChrome)('what a member sees about time and money, in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    // The test drives the send and the provider's reports itself, so nothing moves on its own.
    shop = await startShop({ env: { JOBS_ENABLED: 'false' } });
    await refreshServiceStats(shop.app.ctx);
    const seeder = await memberWithPoints(shop, `etaseed${Date.now() % 100000}`, 1);
    const service = await shop.app.ctx.db.selectFrom('services').select('id').where('text', '=', FIRST_PRODUCT).executeTakeFirstOrThrow();
    await seedHistory(shop, seeder, service.id);
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('the /order card shows the ETA; the order\'s detail shows its timeline and a partial refund\'s arithmetic', async () => {
      const id = `eta${name}${Date.now() % 100000}`;
      await memberWithPoints(shop, id, 10_000);
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');
      await expectFirstProductChosen(page);
      await page.locator('.service-detail').getByText(ETA).waitFor();
      await settledShot(page, `${name}-order-eta`);

      await page.getByLabel('주문 링크').fill(`https://www.instagram.com/eta_${name}_${Date.now()}`);
      await page.getByLabel('주문 수량').fill('100');
      await page.getByRole('button', { name: '주문하기', exact: true }).click();
      const { card, orderId } = await placedOrder(page);
      await card.getByText(ETA).waitFor();
      await settledShot(page, `${name}-order-success-eta`);

      // Sent to the simulated provider; then the provider reports a start and a partial delivery.
      await dispatchDueOrders(shop.app.ctx);
      const sent = await shop.app.ctx.db.selectFrom('orders').select('fulfilment').where('id', '=', Number(orderId)).executeTakeFirstOrThrow();
      vexpect(sent.fulfilment).toBe('sent');
      await settleOrder(shop.app.ctx.db, shop.app.ctx.clock, Number(orderId), { status: OrderStatus.INPROGRESS, startCount: 1234, remains: 80, charge: null });
      await settleOrder(shop.app.ctx.db, shop.app.ctx.clock, Number(orderId), { status: OrderStatus.PARTIAL, startCount: 1234, remains: 37, charge: null });

      // History: what the order finally cost, the refund beside it.
      await page.goto('/order-history');
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `${orderId}번 주문 상세 보기` }) });
      await row.getByText('환불 1,665원').waitFor();
      vexpect(await row.locator('.figure-with-note').getAttribute('title')).toBe('결제 4,500원 − 환불 1,665원');
      await settledShot(page, `${name}-order-history-final-cost`);
      await page.getByRole('link', { name: `${orderId}번 주문 상세 보기` }).click();
      await waitForPath(page, `/order-history/${orderId}`);
      const timeline = page.getByRole('list', { name: '진행 기록' });
      await timeline.waitFor();
      const titles = await timeline.locator('.order-timeline__title').allInnerTexts();
      vexpect(titles).toEqual(['주문 접수', '작업 요청', '작업 시작', '진행 상황', '부분 완료', '환불']);
      await page.getByText('시작 수량 1,234개').waitFor();
      vexpect(await page.getByRole('progressbar', { name: '진행률' }).getAttribute('aria-valuenow')).toBe('63');
      // 100 × 45원 = 4,500원; 37 of 100 undelivered: 1,665원 back, as the ledger credited it.
      const refunds = page.getByRole('list', { name: '환불 내역' });
      await refunds.getByText('미완료 37개 ÷ 100개 × 4,500원 = 1,665원 환불').waitFor();
      const ledger = await shop.app.ctx.db.selectFrom('point_ledger').select('delta').where('kind', '=', 'refund').where('ref_id', '=', orderId).execute();
      vexpect(ledger.map((l) => Number(l.delta))).toEqual([1665]);
      vexpect(await page.locator('.order-detail__spent dd').innerText()).toBe('2,835원');
      await settledShot(page, `${name}-order-detail-partial`);

      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });
});
