import { couponCreateBodySchema, couponMessages, type CouponCreateBody } from '@snsshop/shared/coupons';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { createCoupon } from '../apps/server/src/services/coupons/coupon-admin.js';
import { expectBalanceInMenu, expectFirstProductChosen, logIn, MEMBER_PASSWORD, memberWithPoints, placedOrder, priceLinesText, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, startShop, widths, type Shop } from './helpers/shop.js';

/** Coupons as a member and the owner meet them: 쿠폰 등록 in /account and /point, the discount on /order, the console. */
describe.runIf(hasChrome)('coupons in Chromium', () => {
  let shop: Shop;
  let owner: { loginId: string; password: string };
  const coupon = (body: CouponCreateBody) => createCoupon(shop.app.ctx, { adminId: null }, couponCreateBodySchema.parse(body));

  beforeAll(async () => {
    shop = await startShop();
    owner = await createAdmin(shop.app.ctx, 'couponowner');
    await coupon({ name: '가입 축하 포인트', kind: 'points', valueType: 'fixed', value: 3000, code: 'WELCOME' });
    await coupon({ name: '충전 10% 추가 적립', kind: 'charge_bonus', valueType: 'percent', value: 10, maxDiscount: 5000, minAmount: 10_000, code: 'CHARGE10' });
    await coupon({ name: '팔로워 10% 할인', kind: 'order_discount', valueType: 'percent', value: 10, maxDiscount: 1000, minAmount: 3000, code: 'FOLLOW10' });
    await coupon({ name: '카톡 채널 1회용', kind: 'points', valueType: 'fixed', value: 1000, singleUseCodes: 20 });
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('a member registers coupons in /account and /point, and /order shows the discount before the order is placed', async () => {
      const id = `cpn${name}${Date.now() % 100000}`;
      await memberWithPoints(shop, id, 10_000);
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');

      await page.goto('/account');
      const register = page.getByRole('region', { name: '쿠폰 등록' });
      await register.getByLabel('쿠폰 코드').fill('welcome');
      await register.getByRole('button', { name: '등록' }).click();
      await register.getByText(couponMessages.pointsGiven('3,000원')).waitFor();
      await register.getByRole('list', { name: '내 쿠폰' }).getByText('가입 축하 포인트').waitFor();
      await expectBalanceInMenu(page, '13,000원');
      await page.keyboard.press('Escape');
      await settledShot(page, `coupon-account-${name}`);

      await page.goto('/point');
      const charge = page.getByRole('region', { name: '충전 쿠폰' });
      await charge.getByLabel('쿠폰 코드').fill('Charge10');
      await charge.getByRole('button', { name: '등록' }).click();
      await charge.getByText(couponMessages.chargeBonusHeld('10% (최대 5,000원)')).waitFor();
      await charge.getByText('사용 대기 · 다음 충전 시 적용').waitFor();
      await settledShot(page, `coupon-point-${name}`);

      await page.goto('/order');
      await expectFirstProductChosen(page);
      await page.getByLabel('주문 링크').fill(`https://www.instagram.com/coupon_${name}_${Date.now()}`);
      await page.getByLabel('주문 수량').fill('100');
      const summary = page.getByRole('region', { name: '주문 요약' });
      await summary.getByLabel('쿠폰').fill('follow10');
      await summary.getByRole('button', { name: '적용' }).click();
      await summary.getByText('-450원').waitFor(); // 100 × 45원 = 4,500원, 10%
      vexpect(await priceLinesText(summary)).toBe('정가 4,500원 · 쿠폰 할인 -450원 · 결제 금액 4,050원');
      await summary.getByText('팔로워 10% 할인 적용 · 10% (최대 1,000원)').waitFor();
      await settledShot(page, `coupon-order-${name}`);
      await page.getByRole('button', { name: '주문하기', exact: true }).click();
      const { card } = await placedOrder(page);
      vexpect(await card.innerText()).toContain('4,050');
      await expectBalanceInMenu(page, '8,950원');
      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });

    it('the owner sees coupons with their uses and cost, and the form to make one', async () => {
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, owner.loginId, owner.password);
      await waitForPath(page, '/admin');
      await page.goto('/admin/coupons');
      await page.getByRole('heading', { name: '쿠폰', level: 1 }).waitFor();
      const row = page.getByRole('row').filter({ hasText: '팔로워 10% 할인' });
      await row.first().waitFor();
      await settledShot(page, `coupon-console-${name}`);
      await page.getByRole('button', { name: '쿠폰 만들기' }).first().click();
      const dialog = page.getByRole('dialog', { name: '쿠폰 만들기' });
      await dialog.waitFor();
      await settledShot(page, `coupon-console-form-${name}`);
      // the expiry field stays inside the dialog, and an expiry already past is refused with the reason
      const [frame, expiry] = [await dialog.boundingBox(), await dialog.getByLabel('만료 일시').boundingBox()];
      vexpect(expiry!.x + expiry!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
      await dialog.getByLabel('쿠폰 이름').fill('이미 지난 쿠폰');
      await dialog.getByLabel('비율 (%)').fill('10');
      await dialog.getByLabel('만료 일시').fill('2020-01-01T00:00');
      await dialog.getByRole('button', { name: '쿠폰 만들기' }).click();
      await page.getByText(couponMessages.expiresPast).first().waitFor();
      // the refusal's 400 is the only thing the browser reports
      vexpect(pageProblems(page).filter((p) => !p.includes('status of 400'))).toEqual([]);
      await context.close();
    });
  });
});
