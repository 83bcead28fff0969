import { msg, OrderStatus } from '@snsshop/shared/common';
import { quoteOrder } from '@snsshop/shared/orders';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { encodeSimulatedOrderId } from '../apps/server/src/providers/simulated-order-id.js';
import { insertPaidOrder } from '../apps/server/src/services/orders/placing/paid-order.js';
import { accessToken, expectFirstProductChosen, logIn, MEMBER_PASSWORD, memberWithPoints, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, startShop, widths, type Shop } from './helpers/shop.js';

/** A seeded product that promises A/S (30일 이탈 보장), fulfilled by the simulated provider. */
const GUARANTEED = '인스타그램 외국인 팔로워 (고품질)';

/**
 * An order of GUARANTEED the simulated provider delivered an hour ago, paid through the one balance
 * path like any order (placing and waiting for a real delivery would take minutes).
 */
async function deliveredOrder(shop: Shop, memberId: number, link: string): Promise<number> {
  const { db } = shop.app.ctx;
  const service = await db.selectFrom('services').select(['id', 'unit_price_e7']).where('text', '=', GUARANTEED).executeTakeFirstOrThrow();
  const placedMs = Date.now() - 3_600_000;
  const providerOrderId = encodeSimulatedOrderId({ createdMs: placedMs, total: 100, durationS: 120, seed: 2 ** 31, seq: Math.floor(Math.random() * 1e6) });
  return db.transaction().execute(async (trx) => {
    const { row } = await insertPaidOrder(trx, { memberId, serviceId: service.id, link, quantity: 100, quote: quoteOrder({ unitPriceE7: Number(service.unit_price_e7), units: 100 }), providerId: null, providerServiceId: null, at: new Date(placedMs).toISOString() });
    const finished = new Date(placedMs + 10 * 60_000).toISOString();
    await trx
      .updateTable('orders')
      .set({ status: OrderStatus.COMPLETED, fulfilment: 'settled', provider_order_id: providerOrderId, start_count: 1_200, remains: 0, dispatched_at: row.created_at, finished_at: finished, updated_at: finished })
      .where('id', '=', row.id)
      .execute();
    return row.id;
  });
}

describe.runIf(hasChrome)('refill (A/S) in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    // Sweeps every half second and a simulated refill that waits 2 s and runs 2 s: the status moves within seconds.
    shop = await startShop({ env: { JOB_TICK_MS: '500', SIMULATED_REFILL_SECONDS: '2', SIMULATED_PARTIAL_SHARE: '0', SIMULATED_CANCEL_SHARE: '0' } });
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('the /order card promises A/S where the product offers it; a member asks for a refill from the history and sees it go 대기 → 완료', async () => {
      const id = `rfl${name}${Date.now() % 100000}`;
      const memberId = await memberWithPoints(shop, id, 10_000);
      const link = `https://www.instagram.com/refill_${name}_${Date.now()}`;
      const orderId = await deliveredOrder(shop, memberId, link);
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');
      await expectFirstProductChosen(page);
      vexpect(await page.getByText('A/S 30일 · 리필 가능').count()).toBe(0);
      const guaranteed = await shop.app.ctx.db.selectFrom('services').select('id').where('text', '=', GUARANTEED).executeTakeFirstOrThrow();
      await page.getByLabel('상품 선택', { exact: true }).selectOption(String(guaranteed.id));
      await page.getByText('A/S 30일 · 리필 가능').waitFor();
      await settledShot(page, `${name}-order-card-refill`);

      await page.goto('/order-history');
      const row = page.getByRole('row').filter({ hasText: link });
      const ask = row.getByRole('button', { name: `${orderId}번 주문 리필 요청` });
      await ask.waitFor();
      await settledShot(page, `${name}-order-history-refill`);
      await ask.click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(msg.refill.confirm).waitFor();
      await settledShot(page, `${name}-order-history-refill-dialog`);
      await dialog.getByRole('button', { name: '리필 요청', exact: true }).click();
      await page.getByText(msg.refill.requested).first().waitFor();
      await row.getByText('리필 대기').waitFor();
      vexpect(await ask.count()).toBe(0);
      await settledShot(page, `${name}-order-history-refill-waiting`);

      // The sweep sends it to the simulated provider and follows it; the row refreshes itself while it runs.
      await row.getByText('리필 완료').waitFor({ timeout: 30_000 });
      await settledShot(page, `${name}-order-history-refill-done`);
      const refill = await shop.app.ctx.db.selectFrom('refills').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
      vexpect(refill).toMatchObject({ state: 'completed', upstream_refill_id: vexpect.stringMatching(/^simr-/) });
      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });

  describe.each(widths)('the owner at $width px ($name)', ({ name, width, height }) => {
    it('a manual refill waits in the owner queue (opened from 주문 관리); rejected with a reason, the member reads it', async () => {
      const owner = await createAdmin(shop.app.ctx, `owner${name}`);
      await shop.app.ctx.db.updateTable('services').set({ refill_mode: 'manual' }).where('text', '=', GUARANTEED).execute();
      const id = `rflo${name}${Date.now() % 100000}`;
      const memberId = await memberWithPoints(shop, id, 10_000);
      const orderId = await deliveredOrder(shop, memberId, `https://www.instagram.com/manual_${name}_${Date.now()}`);
      const token = await accessToken(shop, id, MEMBER_PASSWORD);
      const asked = await shop.app.inject({ method: 'POST', url: `/rest/service/order/${orderId}/refill`, headers: { authorization: `Bearer ${token}` } });
      vexpect(asked.statusCode).toBe(201);
      const refillId = (asked.json() as { refill: { id: number } }).refill.id;

      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, owner.loginId, owner.password);
      await waitForPath(page, '/admin');
      await page.goto('/admin/orders');
      await page.getByRole('link', { name: '리필(A/S) 요청' }).click();
      await waitForPath(page, '/admin/refills');
      const row = page.getByRole('row').filter({ hasText: `#${orderId}` });
      await row.getByRole('button', { name: `리필 ${refillId} 완료 처리` }).waitFor();
      await settledShot(page, `${name}-admin-refill-queue`);
      await row.getByRole('button', { name: `리필 ${refillId} 거절` }).click();
      const dialog = page.getByRole('dialog', { name: '리필 거절' });
      await dialog.getByLabel('거절 사유').fill('이탈이 확인되지 않았습니다.');
      await dialog.getByRole('button', { name: '거절하기' }).click();
      await page.getByText(msg.refill.rejected).first().waitFor();
      await row.waitFor({ state: 'detached' });
      const { refill } = (await shop.app.inject({ url: '/rest/service/order-history', headers: { authorization: `Bearer ${token}` } }))
        .json<{ id: number; refill?: { last: { statusText: string; reason: string } } }[]>()
        .find((o) => o.id === orderId)!;
      vexpect(refill?.last).toMatchObject({ statusText: '거절', reason: '이탈이 확인되지 않았습니다.' });
      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });
});
