import { notificationMessages, ownerAlertMessages, webhookMessages } from '@snsshop/shared/notifications';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { creditCharge } from '../apps/server/src/services/charges/credit-charge.js';

import { accessToken, logIn, registerMember as registerThroughApi, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, screenshot, startShop, widths, type Shop } from './helpers/shop.js';

/** A member lands on /order, staff in the console. */
const logInTo = async (page: Page, id: string, password: string, lands = '/order') => {
  await logIn(page, id, password);
  await waitForPath(page, lands);
};

const PASSWORD = 'e2e-password1';
const [phone, desktop] = widths;

const post = async (shop: Shop, path: string, body: unknown, token?: string) =>
  fetch(`${shop.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** A member registered through the API, as the sign-up form would; answers a session token. */
async function registerMember(shop: Shop, id: string): Promise<string> {
  await registerThroughApi(shop, id, PASSWORD);
  return accessToken(shop, id, PASSWORD);
}

/** A charge the member asks for, credited as a matched deposit would be (the member is told). */
async function creditedCharge(shop: Shop, token: string, point: number) {
  const { charge } = (await (await post(shop, '/rest/service/point', { name: '김알림', point }, token)).json()) as { charge: { id: number } };
  await shop.app.ctx.db.transaction().execute((trx) => creditCharge(trx, charge.id, 'admin', new Date().toISOString()));
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(2300); // toasts close after 2 s
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshot(page, name);
}

describe.runIf(hasChrome)('member notifications in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  it('a member turns a notification off in /account on a phone, and it stays off', async () => {
    await registerMember(shop, 'e2enotify');
    const { context, page } = await newPage(shop, phone);
    await logInTo(page, 'e2enotify', PASSWORD);
    await page.goto('/account');
    const section = page.getByRole('region', { name: '알림 설정' });
    const done = section.getByRole('switch', { name: '주문 완료' });
    await done.waitFor();
    vexpect(await done.isChecked()).toBe(true);
    await done.click();
    await page.getByText(notificationMessages.preferencesSaved).first().waitFor();
    vexpect(await done.isChecked()).toBe(false);
    await shot(page, 'notifications-account-phone');
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    vexpect(scroll).toBeLessThanOrEqual(client);
    await page.reload();
    await section.getByRole('switch', { name: '주문 완료' }).waitFor();
    vexpect(await section.getByRole('switch', { name: '주문 완료' }).isChecked()).toBe(false);
    vexpect(await section.getByRole('switch', { name: '포인트 충전 완료' }).isChecked()).toBe(true);
    vexpect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('an API reseller sets a callback URL in /account: a private address is refused, the secret is shown once', async () => {
    const token = await registerMember(shop, 'e2ereseller');
    const issued = await fetch(`${shop.baseUrl}/rest/auth/api-key`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    vexpect(issued.status).toBe(200);
    const { context, page } = await newPage(shop, phone);
    await logInTo(page, 'e2ereseller', PASSWORD);
    await page.goto('/account');
    const section = page.getByRole('region', { name: '주문 상태 콜백 (웹훅)' });
    const url = section.getByLabel('콜백 URL');
    await url.fill('http://192.168.0.10/hooks');
    await section.getByRole('button', { name: '콜백 URL 저장' }).click();
    await section.getByText(webhookMessages.urlPrivate).waitFor();
    await url.fill('https://93.184.216.34/hooks/orders');
    await section.getByRole('button', { name: '콜백 URL 저장' }).click();
    const secret = section.getByLabel('서명 키', { exact: true });
    await secret.waitFor();
    vexpect(await secret.innerText()).toMatch(/^whsec_[0-9a-f]{48}$/);
    await shot(page, 'notifications-webhook-phone');
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    vexpect(scroll).toBeLessThanOrEqual(client);
    await page.reload();
    await section.getByRole('button', { name: '서명 키 재발급' }).waitFor();
    vexpect(await section.getByLabel('서명 키', { exact: true }).count()).toBe(0); // never shown again
    vexpect(await section.getByLabel('콜백 URL').inputValue()).toBe('https://93.184.216.34/hooks/orders');
    // The refused private address is the one console line (the browser logs the 400 answer).
    vexpect(pageProblems(page).filter((p) => !/status of 400/.test(p))).toEqual([]);
    await context.close();
  });

  it('the owner reads the notification log, sends one again and edits a template with its preview', async () => {
    const owner = await createAdmin(shop.app.ctx, 'notifyowner');
    const a = await registerMember(shop, 'e2ealice');
    const b = await registerMember(shop, 'e2ebob');
    await creditedCharge(shop, a, 30_000);
    await creditedCharge(shop, b, 50_000);
    // A sign-up code is a row of the same log, sent within its request.
    vexpect((await post(shop, '/rest/auth/send-phone-number', { phoneNumber: '01077778888' })).status).toBe(200);
    // The shop's own sweep delivers them (no SMS/SMTP here: to the log and the outbox table).
    for (let i = 0; i < 100; i++) {
      const sent = await shop.app.ctx.db.selectFrom('notifications').select('id').where('status', '=', 'sent').execute();
      if (sent.length >= 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    const { context, page } = await newPage(shop, desktop);
    await logInTo(page, owner.loginId, owner.password, '/admin');
    await page.goto('/admin/settings');
    await page.getByRole('link', { name: '회원 알림 (템플릿·발송 기록)' }).click();
    await page.getByRole('heading', { name: '알림', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'e2ebob' });
    await row.waitFor();
    const text = await row.innerText();
    for (const part of ['포인트 충전 완료', '기록만 (발송 설정 없음)', '발송 완료', '1회']) vexpect(text).toContain(part);
    const codeRow = page.getByRole('row').filter({ hasText: '01077778888' });
    for (const part of ['계정: 인증번호', '발송 완료', '다시 보낼 수 없음']) vexpect(await codeRow.innerText()).toContain(part);
    vexpect(await codeRow.getByRole('button').count()).toBe(0);
    await shot(page, 'notifications-admin-log-desktop');
    await row.getByRole('button', { name: /다시 보내기/ }).click();
    await page.getByText(notificationMessages.resent).first().waitFor();

    await page.getByRole('tab', { name: '템플릿' }).click();
    const textBox = page.getByRole('textbox', { name: '문구' }).first();
    await textBox.fill('[SNS성장] #{금액}원이 충전되었습니다. 잔액 #{잔액}원');
    await page.getByLabel('포인트 충전 완료 미리보기').getByText('[SNS성장] 50,000원이 충전되었습니다. 잔액 62,300원').waitFor();
    await page.getByRole('button', { name: '저장' }).first().click();
    await page.getByText(notificationMessages.templateSaved).first().waitFor();
    await shot(page, 'notifications-admin-templates-desktop');

    await page.getByRole('tab', { name: '관리자 알림' }).click();
    await page.getByLabel('휴대폰 번호 (문자)').fill('010-5555-0001');
    await page.getByLabel('텔레그램 채팅 ID').fill('-100200');
    await page.getByRole('button', { name: '저장' }).click();
    await page.getByText(ownerAlertMessages.saved).first().waitFor();
    // the form shows what the server saved (digits only) once its answer is back
    await vexpect.poll(() => page.getByLabel('휴대폰 번호 (문자)').inputValue(), { timeout: 5_000 }).toBe('01055550001');
    await shot(page, 'notifications-admin-owner-desktop');
    vexpect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
