import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { base32Decode, totpAt } from '../apps/server/src/auth/totp.js';
import { hasChrome, newPage, pageProblems, screenshot, startShop, widths, type Shop } from './helpers/shop.js';

async function login(page: Page, id: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  // Staff land in the console.
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** The code the authenticator app shows now, for the secret the enrolment screen showed. */
const codeFor = (secret: string, shift = 0) => totpAt(base32Decode(secret.replace(/\s/g, '')), Date.now() + shift * 30_000);

describe.runIf(hasChrome)('staff two-factor sign-in and the staff screen in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    // The real shop's rule: an owner must enrol before any console screen.
    shop = await startShop({ twoFactor: 'shop-default' });
  });
  afterAll(() => shop?.close());

  it.each(widths)('an owner enrols, keeps the recovery codes, signs in again with a code and sees the staff list ($name)', async (w) => {
    const owner = await createAdmin(shop.app.ctx, `owner_${w.name}`);
    const { context, page } = await newPage(shop, { width: w.width, height: w.height });
    await login(page, owner.loginId, owner.password);

    await page.goto('/admin/members');
    await page.getByRole('heading', { name: '2단계 인증 등록', level: 1 }).waitFor();
    vexpect(await page.getByRole('navigation', { name: '관리자 메뉴' }).count()).toBe(0);
    await page.getByRole('button', { name: 'QR 코드 받기' }).click();
    await page.getByRole('img', { name: '인증 앱 등록용 QR 코드' }).waitFor();
    const secret = await page.getByLabel('직접 입력할 키').innerText();
    vexpect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, `staff-2fa-enrol-${w.name}`);
    await page.getByLabel('앱의 6자리 코드').fill(codeFor(secret));
    await page.getByRole('button', { name: '등록 완료' }).click();
    const codes = page.getByRole('list', { name: '복구 코드' });
    await codes.waitFor();
    vexpect(await codes.getByRole('listitem').count()).toBe(10);
    await screenshot(page, `staff-2fa-recovery-${w.name}`);
    await page.getByRole('button', { name: '보관했습니다. 관리자 화면으로' }).click();
    await page.getByRole('heading', { name: '회원 관리', level: 1 }).waitFor();

    // Another sign-in: the code is asked before any screen; the next 30-second code opens the console.
    const again = await newPage(shop, { width: w.width, height: w.height });
    await login(again.page, owner.loginId, owner.password);
    await again.page.goto('/admin/staff');
    await again.page.getByRole('heading', { name: '2단계 인증', level: 1 }).waitFor();
    await screenshot(again.page, `staff-2fa-sign-in-${w.name}`);
    await again.page.getByLabel('인증 코드', { exact: true }).fill('000000');
    await again.page.getByRole('button', { name: '확인' }).click();
    await again.page.getByRole('alert').filter({ hasText: '인증 코드가 맞지 않습니다.' }).waitFor();
    await again.page.getByLabel('인증 코드', { exact: true }).fill(codeFor(secret, 1));
    await again.page.getByRole('button', { name: '확인' }).click();
    await again.page.getByRole('heading', { name: '운영자', level: 1 }).waitFor();

    // The owner invites a support helper; the temporary password is shown once.
    await again.page.getByLabel('새 운영자 아이디').fill(`helper_${w.name}`);
    await again.page.getByLabel('역할', { exact: true }).selectOption('support');
    await again.page.getByRole('button', { name: '초대' }).click();
    await again.page.getByRole('status').filter({ hasText: '임시 비밀번호' }).waitFor();
    await again.page.getByRole('cell', { name: `helper_${w.name}` }).first().waitFor();
    await again.page.waitForTimeout(2300);
    await again.page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshot(again.page, `staff-list-${w.name}`);
    vexpect(pageProblems(again.page).filter((p) => !/status of (400|403|404)/.test(p))).toEqual([]);
    await again.context.close();
    await context.close();
  });
});
