import { msg } from '@snsshop/shared/common';
import { couponCreateBodySchema } from '@snsshop/shared/coupons';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createCoupon } from '../apps/server/src/services/coupons/coupon-admin.js';
import { expectCharge, FIRST_PRODUCT, logIn, MEMBER_PASSWORD, memberWithPoints, placedOrder, priceLinesText, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, type Shop, startShop, widths } from './helpers/shop.js';

const COMMENTS = '인스타그램 한국인 커스텀 댓글 (e2e)';
const PACKAGE = '인스타그램 성장 패키지 (e2e)';
const SUBSCRIPTION = '인스타그램 자동 좋아요 구독 (e2e)';

/**
 * Typed services beside the seed's first product (same category), written before the first catalog
 * read so the catalog answer carries them: custom comments at 450원 a comment (2 to 100), a package
 * at 9,900원, a subscription at 3원 a like (20 to 500 per post, at most 30 posts).
 */
async function addTypedServices(shop: Shop): Promise<Record<string, string>> {
  const { db } = shop.app.ctx;
  const first = await db.selectFrom('services').selectAll().where('text', '=', FIRST_PRODUCT).executeTakeFirstOrThrow();
  const { id: _id, ...copied } = first;
  const base = { ...copied, notice: '', is_read_only: 0, visible: 1, sort_order: first.sort_order + 1, cancellable: 0, refill_mode: 'none' as const };
  await db
    .insertInto('services')
    .values([
      { ...base, text: COMMENTS, min: 2, max: 100, unit_price_e7: 4_500_000_000, service_type: 'Custom Comments' },
      { ...base, text: PACKAGE, min: 1, max: 1, unit_price_e7: 99_000_000_000, service_type: 'Package' },
      { ...base, text: SUBSCRIPTION, min: 20, max: 500, unit_price_e7: 30_000_000, service_type: 'Subscriptions', cancellable: 1 },
    ])
    .execute();
  const rows = await db.selectFrom('services').select(['id', 'text']).where('text', 'in', [COMMENTS, PACKAGE, SUBSCRIPTION]).execute();
  const setting = { key: 'MAX_SUBSCRIPTION_POSTS', value: JSON.stringify('30'), updated_at: first.created_at };
  await db.deleteFrom('site_settings').where('key', '=', setting.key).execute();
  await db.insertInto('site_settings').values(setting).execute();
  // the picker's options may carry the id in front of the name (ENABLE_VISIBLE_SERVICE_ID): chosen by value
  return Object.fromEntries(rows.map((r) => [r.text, String(r.id)]));
}

describe.runIf(hasChrome)('ordering each kind of service in Chromium', () => {
  let shop: Shop;
  let ids: Record<string, string>;
  beforeAll(async () => {
    shop = await startShop();
    ids = await addTypedServices(shop);
    // an order-discount coupon the comments order below uses (typed orders take coupons as Default ones do)
    await createCoupon(shop.app.ctx, { adminId: null }, couponCreateBodySchema.parse({ name: '댓글 10% 할인', kind: 'order_discount', valueType: 'percent', value: 10, code: 'COMMENT10', perMemberLimit: 5 }));
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('custom comments with a live count, a package at its flat price, and a subscription from its order to its page', async () => {
      const id = `typ${name}${Date.now() % 100000}`;
      await memberWithPoints(shop, id, 100_000);
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');
      const picker = page.getByRole('combobox', { name: '상품 선택' });
      const form = page.locator('form.order-form');
      const summary = page.getByRole('region', { name: '주문 요약' });
      const orderButton = page.getByRole('button', { name: '주문하기', exact: true });
      await picker.locator('option', { hasText: COMMENTS }).waitFor({ state: 'attached' });

      // Custom comments: one per line, counted as typed, a repeated line pointed out, no quantity box.
      await picker.selectOption(ids[COMMENTS]!);
      const comments = page.getByLabel('댓글 내용');
      await comments.waitFor();
      vexpect(await page.getByLabel('주문 수량').count()).toBe(0);
      vexpect(await page.getByRole('switch', { name: '자동주문 사용' }).count()).toBe(0);
      await page.getByText('댓글 1,000개당 450,000원 (1개당 450원)').waitFor();
      await comments.fill('사진 너무 예뻐요\n좋은 정보 감사합니다\n\n사진 너무 예뻐요');
      const commentsField = page.locator('.field', { has: comments });
      await commentsField.getByText('댓글 3개').waitFor();
      await commentsField.getByText('중복된 댓글 1개가 있습니다', { exact: false }).waitFor();
      await expectCharge(summary, '1,350원');
      // a coupon on the comments: quoted for the 3 lines, 10% off before the member confirms
      await summary.getByLabel('쿠폰').fill('comment10');
      await summary.getByRole('button', { name: '적용' }).click();
      await summary.getByText('-135원').waitFor();
      vexpect(await priceLinesText(summary)).toBe('정가 1,350원 · 쿠폰 할인 -135원 · 결제 금액 1,215원');
      await page.getByLabel('주문 링크').fill(`https://www.instagram.com/p/${id}_comments`);
      await settledShot(page, `${name}-order-custom-comments`);
      await orderButton.click();
      const comment = await placedOrder(page);
      vexpect(await comment.card.innerText()).toContain('3개');
      vexpect(await comment.card.innerText()).toContain('1,215');

      // A package: the link only, at its flat price.
      await picker.selectOption(ids[PACKAGE]!);
      await page.getByText('패키지 1개 9,900원').waitFor();
      vexpect(await page.getByLabel('주문 수량').count()).toBe(0);
      await expectCharge(summary, '9,900원');
      await page.getByLabel('주문 링크').fill(`https://www.instagram.com/${id}_shop`);
      await settledShot(page, `${name}-order-package`);
      await orderButton.click();
      await page.getByRole('region', { name: '주문이 접수되었습니다' }).getByText(`${id}_shop`).waitFor();

      // A subscription: an account instead of a link, max × posts × unit price up front.
      await picker.selectOption(ids[SUBSCRIPTION]!);
      await page.getByLabel('구독할 계정').fill(`${id}_acct`);
      vexpect(await page.getByLabel('주문 링크').count()).toBe(0);
      await page.getByLabel('게시물당 최소 수량').fill('50');
      await page.getByLabel('게시물당 최대 수량').fill('100');
      // new posts left blank: the owner's cap of 30 is ordered and paid, and the form says so first
      await page.getByText('게시물 수를 비우면 최대 30개로 주문됩니다', { exact: false }).waitFor();
      await summary.getByText('게시물 30개 × 최대 100개').waitFor();
      await expectCharge(summary, '9,000원');
      await settledShot(page, `${name}-order-subscription-blank-posts`);
      await page.getByLabel('새 게시물 수').fill('31');
      await orderButton.click();
      await form.locator('[role="alert"]').filter({ hasText: '새 게시물 수는 30개까지 정할 수 있습니다.' }).waitFor();
      await page.getByLabel('새 게시물 수').fill('10');
      await page.getByLabel('게시 후 시작까지').selectOption('15');
      await summary.getByText('게시물 10개 × 최대 100개').waitFor();
      await expectCharge(summary, '3,000원');
      await summary.getByText('쓰지 않은 게시물만큼은 포인트로 돌려드립니다', { exact: false }).waitFor();
      await settledShot(page, `${name}-order-subscription`);
      await orderButton.click();
      const sub = await placedOrder(page);
      vexpect(await sub.card.innerText()).toContain(`${id}_acct`);
      await sub.card.getByRole('link', { name: '구독 보기' }).click();
      await waitForPath(page, '/order-history/subscriptions');

      const card = page.getByRole('listitem').filter({ hasText: `주문번호 ${sub.orderId}` });
      await card.waitFor();
      const text = await card.innerText();
      vexpect(text).toContain(`@${id}_acct`);
      vexpect(text).toContain('50~100개');
      vexpect(text).toMatch(/\d+ \/ 10개/);
      vexpect(text).toContain('3,000원');
      await settledShot(page, `${name}-subscriptions`);
      await card.getByRole('button', { name: `${sub.orderId}번 구독 취소 요청` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '취소 요청', exact: true }).click();
      await page.getByText(new RegExp(`${msg.order.cancelled}|${msg.order.cancelRequested}`)).first().waitFor();

      // History: the type and its fields, the comments collapsed until opened.
      await page.getByRole('link', { name: '전체 주문' }).click();
      await waitForPath(page, '/order-history');
      const row = page.getByRole('row').filter({ hasText: `${id}_comments` });
      await row.getByText('커스텀 댓글', { exact: true }).waitFor();
      const lines = row.getByText('댓글 내용 3줄 보기');
      vexpect(await row.getByText('좋은 정보 감사합니다').isVisible()).toBe(false);
      await lines.click();
      await row.getByText('좋은 정보 감사합니다').waitFor();
      await page.getByRole('row').filter({ hasText: `${id}_acct` }).getByText('자동 좋아요 구독', { exact: true }).waitFor();
      await settledShot(page, `${name}-order-history-typed`);

      // The subscription's detail: its fields and how its refund is worked out.
      await page.getByRole('link', { name: `${sub.orderId}번 주문 상세 보기` }).click();
      await waitForPath(page, `/order-history/${sub.orderId}`);
      await page.getByText(`@${id}_acct`, { exact: false }).first().waitFor();
      await page.getByText('게시물당 최대 100개 × 새 게시물 10개 = 1,000개분 3,000원을 먼저 결제했습니다.', { exact: false }).waitFor();
      await settledShot(page, `${name}-order-detail-subscription`);

      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    }, 120_000);
  });
});
