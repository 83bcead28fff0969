import { OrderStatus } from '@snsshop/shared/common';
import { quoteOrder } from '@snsshop/shared/orders';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { insertPaidOrder } from '../apps/server/src/services/orders/placing/paid-order.js';
import { accessToken, logIn, MEMBER_PASSWORD, memberWithPoints, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, startShop, widths, type Shop } from './helpers/shop.js';

const REVIEWED = '인스타그램 외국인 팔로워 (고품질)';

/** A finished order of REVIEWED, paid through the one balance path (a real delivery would take minutes). */
async function finishedOrder(shop: Shop, memberId: number, link: string): Promise<number> {
  const { db } = shop.app.ctx;
  const service = await db.selectFrom('services').select(['id', 'unit_price_e7']).where('text', '=', REVIEWED).executeTakeFirstOrThrow();
  const at = new Date(Date.now() - 3_600_000).toISOString();
  return db.transaction().execute(async (trx) => {
    const { row } = await insertPaidOrder(trx, { memberId, serviceId: service.id, link, quantity: 100, quote: quoteOrder({ unitPriceE7: Number(service.unit_price_e7), units: 100 }), providerId: null, providerServiceId: null, at });
    await trx.updateTable('orders').set({ status: OrderStatus.COMPLETED, fulfilment: 'settled', remains: 0, finished_at: new Date().toISOString() }).where('id', '=', row.id).execute();
    return row.id;
  });
}

describe.runIf(hasChrome)('referral rewards and buyer reviews in Chromium', () => {
  let shop: Shop;
  let owner: { loginId: string; password: string };
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    shop = await startShop({ env: { SIMULATED_PARTIAL_SHARE: '0', SIMULATED_CANCEL_SHARE: '0' } });
    owner = await createAdmin(shop.app.ctx, 'growthowner');
    for (const key of ['LANDING_REAL_REVIEWS', 'LANDING_REAL_COUNTERS']) {
      await shop.app.ctx.db.insertInto('site_settings').values({ key, value: 'true', updated_at: new Date().toISOString() }).onConflict((oc) => oc.column('key').doUpdateSet({ value: 'true' })).execute();
    }
    const ownerToken = await accessToken(shop, owner.loginId, owner.password);
    const rules = await inject('PUT', '/rest/admin/referrals/settings', ownerToken, { enabled: true, settings: { mode: 'percent', percent: 10, maxReward: 10_000, fixed: 0, refereeReward: 1_000, monthlyCap: 10, sameIpHours: 72 } });
    vexpect(rules.statusCode, rules.body).toBe(200);
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('/account shows the code, the link and the reward; /order shows the reviews; a buyer writes one; the owner replies and hides', async () => {
      const stamp = Date.now() % 100000;
      const id = `ref${name}${stamp}`;
      const memberId = await memberWithPoints(shop, id, 50_000);
      const token = await accessToken(shop, id, MEMBER_PASSWORD);
      const code = (await inject('POST', '/rest/auth/referral-code', token)).json().referralCode as string;
      // a friend signs up with the code and charges 30,000원; the owner approves the charge
      const friendId = `frd${name}${stamp}`;
      const reg = await shop.app.inject({ method: 'POST', url: '/rest/auth/register', payload: { id: friendId, password: MEMBER_PASSWORD, email: `${friendId}@example.com`, registerWhere: '지인 추천', referral: code, agreeTerms: true, agreePrivacy: true }, remoteAddress: `10.77.0.${width % 250}` });
      vexpect(reg.statusCode, reg.body).toBe(201);
      const friendToken = await accessToken(shop, friendId, MEMBER_PASSWORD);
      const charge = await inject('POST', '/rest/service/point', friendToken, { name: '김친구', point: 30_000, feeType: 'NONE' });
      const ownerToken = await accessToken(shop, owner.loginId, owner.password);
      vexpect((await inject('POST', `/rest/admin/charges/${charge.json().charge.id as number}/approve`, ownerToken)).statusCode).toBe(200);

      const reviewed = await finishedOrder(shop, memberId, `https://www.instagram.com/rev_a_${name}_${stamp}`);
      const toReview = await finishedOrder(shop, memberId, `https://www.instagram.com/rev_b_${name}_${stamp}`);
      const first = await inject('POST', '/rest/service/reviews', token, { orderId: reviewed, rating: 5, text: '주문하고 10분 만에 시작됐어요. 외국인 계정이지만 프로필이 자연스러워서 만족합니다.' });
      vexpect(first.statusCode, first.body).toBe(201);

      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');
      await page.goto('/account');
      const referral = page.getByRole('region', { name: '친구 초대' });
      await referral.getByText('3,000원').waitFor();
      vexpect(await referral.getByLabel('초대 링크', { exact: true }).textContent()).toContain(`/register?ref=${code}`);
      await settledShot(page, `${name}-account-referral`);

      await page.goto('/order');
      const service = await shop.app.ctx.db.selectFrom('services').select('id').where('text', '=', REVIEWED).executeTakeFirstOrThrow();
      await page.getByLabel('상품 선택', { exact: true }).selectOption(String(service.id));
      const reviews = page.getByRole('region', { name: /구매 후기/ });
      await reviews.getByText('주문하고 10분 만에 시작됐어요', { exact: false }).first().waitFor();
      await reviews.scrollIntoViewIfNeeded();
      await settledShot(page, `${name}-order-reviews`);

      await page.goto(`/order-history/${toReview}`);
      const form = page.getByRole('region', { name: '구매 후기' });
      await form.getByRole('button', { name: '4점' }).click();
      await form.getByLabel('후기 내용').fill('가격 대비 품질이 좋아요. 작업도 빠르게 끝났습니다.');
      await settledShot(page, `${name}-order-review-form`);
      await form.getByRole('button', { name: '후기 등록' }).click();
      await form.getByText('가격 대비 품질이 좋아요. 작업도 빠르게 끝났습니다.').waitFor();
      vexpect(await form.getByRole('button', { name: '후기 등록' }).count()).toBe(0);
      vexpect(pageProblems(page)).toEqual([]);
      await context.close();

      const admin = await newPage(shop, { width, height });
      await logIn(admin.page, owner.loginId, owner.password);
      await waitForPath(admin.page, '/admin');
      await admin.page.goto('/admin/referrals');
      await admin.page.getByRole('table', { name: '친구 초대 내역' }).getByText(friendId).first().waitFor();
      await settledShot(admin.page, `${name}-admin-referrals`);
      await admin.page.goto('/admin/reviews');
      const newest = await shop.app.ctx.db.selectFrom('reviews').select('id').where('order_id', '=', toReview).executeTakeFirstOrThrow();
      await admin.page.getByRole('button', { name: `후기 ${newest.id} 답글 쓰기` }).click();
      await admin.page.getByLabel(`후기 ${newest.id} 답글`).fill('소중한 후기 감사합니다. 다음에도 빠르게 처리해 드릴게요!');
      await admin.page.getByRole('button', { name: '답글 저장' }).click();
      await admin.page.getByText('소중한 후기 감사합니다.', { exact: false }).first().waitFor();
      const firstId = (await first.json()).id as number;
      await admin.page.getByRole('button', { name: `후기 ${firstId} 숨기기` }).click();
      await admin.page.getByLabel(`후기 ${firstId} 숨김 사유`).fill('개인 정보 포함');
      await admin.page.getByRole('button', { name: '숨기기', exact: true }).click();
      await admin.page.getByText('숨김 · 개인 정보 포함').first().waitFor();
      await settledShot(admin.page, `${name}-admin-reviews`);
      vexpect(pageProblems(admin.page)).toEqual([]);
      await admin.context.close();

      const onOrder = (await shop.app.inject({ url: `/rest/service/reviews?serviceId=${service.id}` })).json();
      vexpect(onOrder.latest.some((r: { id: number }) => r.id === firstId)).toBe(false);

      // A visitor's landing with the owner's switches on: real figures, and the real review that is not hidden.
      const guest = await newPage(shop, { width, height });
      await guest.page.goto('/');
      const members = await shop.app.ctx.db.selectFrom('members').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'active').executeTakeFirstOrThrow();
      // real figures, kept a minute by the server (the other width's visit may have filled that minute): never the seed's 21,478
      const figure = guest.page.getByRole('region', { name: '실시간 이용 현황' }).locator('.sr-only').last();
      await figure.waitFor({ state: 'attached' });
      const shown = Number((await figure.textContent())!.replace(/[^\d]/g, ''));
      vexpect(shown).toBeGreaterThan(0);
      vexpect(shown).toBeLessThanOrEqual(Number(members.n));
      // the reviews are below the first screen: their part loads as the visitor scrolls towards it
      await guest.page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      const carousel = guest.page.getByText('가격 대비 품질이 좋아요. 작업도 빠르게 끝났습니다.').first();
      await carousel.waitFor({ state: 'attached', timeout: 15_000 });
      vexpect(await guest.page.getByText('주문하고 10분 만에 시작됐어요', { exact: false }).count()).toBe(0);
      await settledShot(guest.page, `${name}-landing-real`);
      await guest.context.close();
    });
  });
});
