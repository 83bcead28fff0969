import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { base32Decode, totpAt } from '../apps/server/src/auth/totp.js';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { inviteStaff } from '../apps/server/src/services/staff/staff-admin.js';
import { hasChrome, newPage, pageProblems, screenshot, startShop, widths, type Shop } from './helpers/shop.js';

const codeFor = (secret: string) => totpAt(base32Decode(secret.replace(/\s/g, '')), Date.now());

/** Toasts close after 2 s; screenshots are taken from the top without them. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(2300);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshot(page, name);
}

/** Nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  vexpect(scroll).toBeLessThanOrEqual(client);
}

describe.runIf(hasChrome)('an invited support staff member’s first sign-in, in Chromium', () => {
  let shop: Shop;
  let ownerId: number;
  beforeAll(async () => {
    // The real shop's rule: every role must use two-factor sign-in.
    shop = await startShop({ twoFactor: 'shop-default' });
    const owner = await createAdmin(shop.app.ctx, 'console_owner');
    ownerId = (await shop.app.ctx.db.selectFrom('members').select('id').where('login_id', '=', owner.loginId).executeTakeFirstOrThrow()).id;
    // A member's question waits for an answer: the support agent's work.
    const base = shop.baseUrl;
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const reg = await post('/rest/auth/register', { id: 'asker1', password: 'asker-pass1', email: 'asker1@example.com', registerWhere: '지인 추천', agreeTerms: true, agreePrivacy: true });
    vexpect(reg.status).toBe(201);
    const { accessToken } = (await (await post('/rest/auth/login', { id: 'asker1', password: 'asker-pass1' })).json()) as { accessToken: string };
    vexpect((await post('/rest/service/inquiries', { category: 'order', title: '주문이 늦어요', body: '언제 시작되나요?' }, accessToken)).status).toBe(201);
  });
  afterAll(() => shop?.close());

  it.each(widths)('new password, then 2FA, then a console without money, and 권한이 없습니다 at /admin/charges ($name)', async (w) => {
    const loginId = `helper_${w.name}`;
    const { temporaryPassword } = await inviteStaff(shop.app.ctx, { adminId: ownerId }, { loginId, role: 'support' });
    const { context, page } = await newPage(shop, { width: w.width, height: w.height });

    // Signs in with the owner's temporary password: lands in the console, which asks for a new password first.
    await page.goto('/login');
    await page.getByLabel('아이디', { exact: true }).fill(loginId);
    await page.getByLabel('비밀번호', { exact: true }).fill(temporaryPassword);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: '새 비밀번호 정하기', level: 1 }).waitFor();
    vexpect(await page.getByRole('navigation', { name: '관리자 메뉴' }).count()).toBe(0);
    vexpect(await page.getByLabel('새 비밀번호', { exact: true }).getAttribute('placeholder')).toBe('8~64자');
    await page.getByLabel('임시 비밀번호').fill(temporaryPassword);
    await page.getByLabel('새 비밀번호', { exact: true }).fill(temporaryPassword);
    await page.getByLabel('새 비밀번호 재입력').fill(temporaryPassword);
    await page.getByRole('button', { name: '새 비밀번호로 바꾸기' }).click();
    await page.getByRole('alert').filter({ hasText: '임시 비밀번호와 달라야 합니다' }).waitFor();
    await expectNoSidewaysScroll(page);
    await shot(page, `staff-console-new-password-${w.name}`);
    await page.getByLabel('새 비밀번호', { exact: true }).fill('helper-own-pass1');
    await page.getByLabel('새 비밀번호 재입력').fill('helper-own-pass1');
    await page.getByRole('button', { name: '새 비밀번호로 바꾸기' }).click();

    // Then two-factor sign-in, which the support role needs by default.
    await page.getByRole('heading', { name: '2단계 인증 등록', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'QR 코드 받기' }).click();
    const secret = await page.getByLabel('직접 입력할 키').innerText();
    await page.getByLabel('앱의 6자리 코드').fill(codeFor(secret));
    await page.getByRole('button', { name: '등록 완료' }).click();
    await page.getByRole('list', { name: '복구 코드' }).waitFor();
    await page.getByRole('button', { name: '보관했습니다. 관리자 화면으로' }).click();

    // The console's dashboard: the work waiting, no money, no money screens in the menu.
    await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
    const work = page.getByRole('list', { name: '처리할 일' });
    await work.getByRole('link', { name: /답변 대기 문의/ }).waitFor();
    const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
    await nav.getByLabel(/답변 대기 \d+건/).waitFor();
    const main = await page.locator('#adm-main').innerText();
    vexpect(main).not.toMatch(/[\d,]+원/);
    for (const word of ['오늘 충전', '매출·원가·마진', '주문 CSV', '승인 대기 충전']) vexpect(main, word).not.toContain(word);
    vexpect(await page.getByRole('region', { name: '공급처 잔액' }).count()).toBe(0);
    vexpect(await nav.getByRole('link', { name: '충전 관리' }).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await shot(page, `staff-console-dashboard-${w.name}`);

    // An address the role may not open, typed in: said so, in place.
    await page.goto('/admin/charges');
    await page.getByRole('heading', { name: '권한이 없습니다', level: 1 }).waitFor();
    await page.getByText('충전 관리 화면은 상담 역할에 열려 있지 않습니다.', { exact: false }).waitFor();
    vexpect(new URL(page.url()).pathname).toBe('/admin/charges');
    vexpect(await page.getByText('요청한 내용을 찾을 수 없습니다.').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await shot(page, `staff-console-forbidden-${w.name}`);
    await page.getByRole('link', { name: '대시보드 화면으로 가기' }).click();
    await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();

    vexpect(pageProblems(page).filter((p) => !/status of (400|403|404)/.test(p))).toEqual([]);
    await context.close();
  });
});
