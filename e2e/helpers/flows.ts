import { msg } from '@snsshop/shared/common';
import type { Locator, Page } from 'playwright-core';
import { expect as vexpect } from 'vitest';
import { applyPointChange } from '../../apps/server/src/services/points/apply-point-change.js';
import { pageProblems, screenshot, type Shop } from './shop.js';

/** Steps a person takes in the browser, and members set up through the shop's API, shared by the e2e flows. */

/** Below 1280 px the top-bar links live behind the hamburger. */
export async function openMenuIfCollapsed(page: Page) {
  // After a client-side navigation the address changes before the new screen (and the shop's top
  // bar) is drawn; a menu opened in between closes when the screen arrives. Wait for the top bar
  // of the screen at the current address, then open the menu if it is collapsed.
  await page.waitForFunction(() => document.querySelector('header.topbar')?.getAttribute('data-path') === window.location.pathname);
  const burger = page.getByRole('button', { name: '메뉴 열기' });
  if (await burger.isVisible()) await burger.click();
}

export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 10_000 });
  // ... and the screen at that address drawn: the address changes first, and a menu opened in between
  // closes when the screen arrives (see openMenuIfCollapsed). Screens without the shop's top bar pass.
  await page.waitForFunction(
    () => {
      const bar = document.querySelector('header.topbar');
      return !bar || bar.getAttribute('data-path') === window.location.pathname;
    },
    undefined,
    { timeout: 10_000 },
  );
}

/** Fills the login form and sends it; where the shop goes next is for the caller to check. */
export async function logIn(page: Page, id: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** The seeded shop's first product (45원 each, 10 to 5,000, auto-orders allowed), chosen for whoever opens /order. */
export const FIRST_PRODUCT = '인스타그램 한국인 팔로워 (실사용자)';

export async function expectFirstProductChosen(page: Page) {
  await page.waitForFunction(() => document.body.innerText.includes('인스타그램 팔로워'));
  vexpect(await page.getByLabel('상품 선택').locator('option:checked').innerText()).toContain(FIRST_PRODUCT);
}

/** After 주문하기: the card the order screen shows (a toast says so too), and the order number on it. */
export async function placedOrder(page: Page): Promise<{ card: Locator; orderId: string }> {
  const card = page.getByRole('region', { name: '주문이 접수되었습니다' });
  await card.waitFor();
  await page.getByText(msg.order.success).first().waitFor();
  const orderId = (await card.locator('dd').first().innerText()).trim();
  vexpect(orderId).toMatch(/^\d+$/);
  return { card, orderId };
}

/** The top bar (opened where it is collapsed) shows the member's balance, e.g. "9,100원". */
export async function expectBalanceInMenu(page: Page, won: string) {
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: `보유 포인트 ${won}, 충전하기` }).waitFor();
}

/** The inline message in `form` must be exactly `message` (a toast may repeat it). */
/** The order summary's 결제 금액 line (the last of its price lines) once it reads exactly `won`. */
export async function expectCharge(summary: Locator, won: string) {
  await summary.locator('.price-lines__row--charge dd').getByText(won, { exact: true }).waitFor();
}

/** The order summary's price lines as a member reads them: "정가 4,500원 · 등급 할인 -225원 · 결제 금액 4,275원". */
export async function priceLinesText(summary: Locator): Promise<string> {
  const rows = await summary.locator('dl.price-lines > div').all();
  const texts = await Promise.all(rows.map(async (r) => `${(await r.locator('dt').evaluate((dt) => dt.firstChild?.textContent ?? '')).trim()} ${(await r.locator('dd').innerText()).trim()}`));
  return texts.join(' · ');
}

export async function expectFormError(form: Locator, message: string) {
  const inline = form.locator('[role="alert"]');
  await inline.filter({ hasText: message }).waitFor();
  vexpect(await inline.innerText()).toBe(message);
}

/**
 * A full-page picture of the settled screen: passing toasts gone, no hover left by the last click,
 * and scrolled to the top, since fixed bars land mid-picture in a full-page shot of a scrolled page.
 */
export async function settledShot(page: Page, name: string) {
  await page.waitForFunction(() => document.querySelector('.toast') === null, undefined, { timeout: 10_000 });
  await page.mouse.move(1, 300);
  await page.waitForTimeout(250); // hover styles fade out over 0.15s
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshot(page, name);
}

/** Uncaught exceptions, and console errors other than failed requests answered with one of `allowedStatuses`. */
export function unexpectedProblems(page: Page, allowedStatuses: readonly number[]) {
  if (allowedStatuses.length === 0) return pageProblems(page);
  const allowed = new RegExp(`status of (${allowedStatuses.join('|')})`);
  return pageProblems(page).filter((p) => !allowed.test(p));
}

export const MEMBER_PASSWORD = 'e2e-password1';

/** Registers a member through the shop's API as the sign-up form would, and answers its row id. */
export async function registerMember(shop: Shop, id: string, password = MEMBER_PASSWORD): Promise<number> {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/rest/auth/register',
    payload: { id, password, email: `${id}@example.com`, registerWhere: '지인 추천', agreeTerms: true, agreePrivacy: true },
  });
  if (res.statusCode !== 201) throw new Error(`register failed (${res.statusCode}): ${res.body}`);
  const member = await shop.app.ctx.db.selectFrom('members').select('id').where('login_id', '=', id.toLowerCase()).executeTakeFirstOrThrow();
  return member.id;
}

/** Credits points through the one balance path, as an adjustment. */
export async function grantPoints(shop: Shop, memberId: number, points: number) {
  await shop.app.ctx.db.transaction().execute((trx) =>
    applyPointChange(trx, { memberId, delta: points, kind: 'adjust', memo: 'e2e', at: new Date().toISOString() }),
  );
}

/** A registered member holding `points`; answers its row id. */
export async function memberWithPoints(shop: Shop, id: string, points: number, password = MEMBER_PASSWORD): Promise<number> {
  const memberId = await registerMember(shop, id, password);
  await grantPoints(shop, memberId, points);
  return memberId;
}

/** The access token the shop's API answers a login with. */
export async function accessToken(shop: Shop, id: string, password: string): Promise<string> {
  const res = await shop.app.inject({ method: 'POST', url: '/rest/auth/login', payload: { id, password } });
  if (res.statusCode !== 200) throw new Error(`login failed (${res.statusCode}): ${res.body}`);
  return (res.json() as { accessToken: string }).accessToken;
}
