import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { creditCharge } from '../apps/server/src/services/charges/credit-charge.js';
import { accessToken, expectFirstProductChosen, logIn, MEMBER_PASSWORD, priceLinesText, registerMember, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, startShop, widths, type Shop } from './helpers/shop.js';

/**
 * The growth kit as a member and the owner see it: the charge event and the live bonus on /point, the
 * bonus in the charge history, the tier on /account and its discount beside the price on /order, and
 * the console's 이벤트·등급 screen — at a phone's and a desktop's width.
 */
describe.runIf(hasChrome)('charge bonuses and member tiers in Chromium', () => {
  let shop: Shop;
  let owner: { loginId: string; password: string };
  beforeAll(async () => {
    shop = await startShop();
    owner = await createAdmin(shop.app.ctx, 'growthowner');
    const at = new Date().toISOString();
    await shop.app.ctx.db
      .insertInto('charge_bonus_rules')
      .values({ name: '10만원 충전 이벤트', kind: 'percent', amount: 10, min_charge: 100_000, max_bonus: 30_000, per_member: 'every', created_at: at, updated_at: at })
      .execute();
    await shop.app.ctx.db
      .insertInto('member_tiers')
      .values([
        { name: 'VIP', color: '#c8a200', threshold: 100_000, window_days: 90, discount_pct: 5, created_at: at, updated_at: at },
        { name: 'VVIP', color: '#7a00c8', threshold: 1_000_000, window_days: null, discount_pct: 10, created_at: at, updated_at: at },
      ])
      .execute();
  });
  afterAll(() => shop?.close());

  /** A member whose 100,000원 charge was credited (by the bank match): 10,000원 bonus and VIP. */
  async function vipMember(id: string) {
    await registerMember(shop, id);
    const token = await accessToken(shop, id, MEMBER_PASSWORD);
    const res = await fetch(`${shop.baseUrl}/rest/service/point`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '홍길동', point: 100_000, feeType: 'NONE' }),
    });
    vexpect(res.status).toBe(201);
    const { charge } = (await res.json()) as { charge: { id: number } };
    await shop.app.ctx.db.transaction().execute((trx) => creditCharge(trx, charge.id, 'webhook', new Date().toISOString()));
  }

  async function memberScreens(page: Page, tag: string) {
    await page.goto('/point');
    await page.getByRole('note', { name: '충전 이벤트' }).getByText('100,000원 이상 충전 시 10% 추가 적립 (최대 30,000원)').waitFor();
    await page.getByLabel('충전 금액', { exact: true }).fill('200000');
    vexpect(await page.getByTestId('bonus-preview').innerText()).toBe('+20,000원 보너스');
    await page.getByText('+10,000원 보너스').waitFor(); // the credited charge in the history
    await settledShot(page, `growth-point-${tag}`);
    // before a refund is asked for, the form says what of the bonus it takes back and what stays
    await page.getByRole('button', { name: '환불 신청' }).first().click();
    await page.getByLabel('환불 금액').fill('30,000');
    const takesBack = page.getByRole('region', { name: '이 환불로 회수되는 포인트' });
    await takesBack.getByText('−3,000원', { exact: true }).waitFor(); // 30% of the 10,000원 bonus
    await takesBack.getByText('7,000원', { exact: true }).waitFor();
    await settledShot(page, `growth-refund-takes-back-${tag}`);
    await page.getByRole('button', { name: '닫기' }).click();

    await page.goto('/account');
    await page.getByRole('heading', { name: '회원 등급' }).waitFor();
    vexpect(await page.getByTestId('tier-remaining').innerText()).toBe('900,000원');
    await settledShot(page, `growth-account-${tag}`);

    await page.goto('/order');
    await expectFirstProductChosen(page);
    await page.getByLabel('주문 수량').fill('1000');
    vexpect(await page.getByTestId('tier-discount').innerText()).toContain('VIP 5% 할인 적용');
    // 1,000 × 45원 = 45,000원, 5% off
    vexpect(await priceLinesText(page.getByRole('region', { name: '주문 요약' }))).toBe('정가 45,000원 · 등급 할인 -2,250원 · 결제 금액 42,750원');
    await settledShot(page, `growth-order-${tag}`);
  }

  async function consoleScreens(page: Page, tag: string) {
    await logIn(page, owner.loginId, owner.password);
    await waitForPath(page, '/admin');
    await page.goto('/admin/growth');
    const rules = page.getByRole('table', { name: '충전 보너스 규칙 목록' });
    await rules.getByText('10만원 충전 이벤트', { exact: true }).first().waitFor();
    vexpect(await rules.innerText()).toMatch(/[12]건/);
    await settledShot(page, `growth-console-bonus-${tag}`);
    await page.getByRole('tab', { name: '회원 등급' }).click();
    const tiers = page.getByRole('table', { name: '회원 등급 목록' });
    await tiers.getByText('VVIP', { exact: true }).first().waitFor();
    vexpect(await tiers.getByRole('row').filter({ hasText: '5%' }).first().innerText()).toMatch(/[12]명/);
    await settledShot(page, `growth-console-tiers-${tag}`);
  }

  it('shows the bonus, the tier and its price to the member and the rules and tiers to the owner, at 375 and 1440 px', { timeout: 120_000 }, async () => {
    for (const [i, viewport] of widths.entries()) {
      const tag = viewport.width < 600 ? 'phone' : 'desktop';
      const id = `growthvip${i}`;
      await vipMember(id);
      const member = await newPage(shop, viewport);
      await logIn(member.page, id, MEMBER_PASSWORD);
      await waitForPath(member.page, '/order');
      await memberScreens(member.page, tag);
      vexpect(pageProblems(member.page)).toEqual([]);
      await member.context.close();

      const admin = await newPage(shop, viewport);
      await consoleScreens(admin.page, tag);
      vexpect(pageProblems(admin.page)).toEqual([]);
      await admin.context.close();
    }
  });
});
