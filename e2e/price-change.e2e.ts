import { msg } from '@snsshop/shared/common';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { updateService } from '../apps/server/src/services/catalog/service-admin.js';
import { expectBalanceInMenu, expectFirstProductChosen, FIRST_PRODUCT, logIn, MEMBER_PASSWORD, memberWithPoints, placedOrder, settledShot, unexpectedProblems, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, startShop, widths, type Shop } from './helpers/shop.js';

describe.runIf(hasChrome)('a price that changes while the member is ordering, and the 서비스 업데이트 list, in Chromium', () => {
  let shop: Shop;
  let serviceId: number;
  beforeAll(async () => {
    shop = await startShop();
    serviceId = (await shop.app.ctx.db.selectFrom('services').select('id').where('text', '=', FIRST_PRODUCT).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('the member is asked before paying the new price, and the change is listed under 서비스 업데이트', async () => {
      await updateService(shop.app.ctx, { adminId: null }, serviceId, { pricePer1000: 45_000 });
      const id = `price${name}${Date.now() % 100000}`;
      await memberWithPoints(shop, id, 10_000);
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');
      await expectFirstProductChosen(page);
      await page.getByLabel('주문 링크').fill(`https://www.instagram.com/price_${name}_${Date.now()}`);
      await page.getByLabel('주문 수량').fill('20');

      // the owner raises the price after the page showed 45원
      await updateService(shop.app.ctx, { adminId: null }, serviceId, { pricePer1000: 50_000 });
      await page.getByRole('button', { name: '주문하기', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: msg.order.priceChangedTitle });
      await dialog.getByText('1개당 45원 → 50원, 결제 금액 900원 → 1,000원. 바뀐 가격으로 주문할까요?').waitFor();
      await settledShot(page, `${name}-order-price-changed`);
      const member = await shop.app.ctx.db.selectFrom('members').select('point').where('login_id', '=', id).executeTakeFirstOrThrow();
      vexpect(Number(member.point)).toBe(10_000); // nothing charged while the member decides

      await dialog.getByRole('button', { name: '바뀐 가격으로 주문' }).click();
      await placedOrder(page);
      await expectBalanceInMenu(page, '9,000원');

      await page.goto('/service-updates');
      const rise = page.getByRole('listitem').filter({ hasText: FIRST_PRODUCT }).filter({ hasText: '1개당 45원 → 50원' }).first();
      await rise.getByText('인상', { exact: true }).waitFor();
      await settledShot(page, `${name}-service-updates`);
      vexpect(unexpectedProblems(page, [409])).toEqual([]);
      await context.close();
    });
  });
});
