import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect as vexpect, afterAll, beforeAll, describe, it } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { chromeArgs, findChrome } from './helpers/chrome.js';
import { logIn, openMenuIfCollapsed, settledShot, unexpectedProblems, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, screenshot, startShop, widths, type Shop } from './helpers/shop.js';

const blocked = '둘러보기 상태에서는 불가능 합니다';

/** Console errors for the expected 4xx answers (wrong code, wrong password, taken, signed out) are not problems. */
const expectedStatuses = [400, 401, 404, 409];

/** Turns a site setting on the way the shop stores it (JSON text). */
async function setFlag(shop: Shop, key: string, value: boolean) {
  const { db } = shop.app.ctx;
  await db.deleteFrom('site_settings').where('key', '=', key).execute();
  await db.insertInto('site_settings').values({ key, value: JSON.stringify(value), updated_at: new Date().toISOString() }).execute();
}

/** With no SMTP configured the shop keeps every e-mail in its outbox table; the code is the 5-character word. */
async function emailCode(shop: Shop, email: string): Promise<string> {
  const until = Date.now() + 5000;
  for (;;) {
    const row = await shop.app.ctx.db.selectFrom('outbox').select('body').where('target', '=', email).orderBy('id', 'desc').executeTakeFirst();
    const code = row && /\b([A-Z2-9]{5})\b/.exec(row.body)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`no code e-mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function openAccount(page: Page) {
  await page.goto('/account');
  await page.getByRole('heading', { name: '계정 설정' }).waitFor({ timeout: 10_000 });
}

/** Client-side navigation (a page load would end browse mode, which lives in memory only). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForPath(page, path);
}

describe.runIf(hasChrome)('accounts in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
    await setFlag(shop, 'ENABLE_EMAIL_VERIFY', true);
    await setFlag(shop, 'ENABLE_REFERRAL', true);
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    const id = `acct${name}${Date.now() % 100000}`;
    const email = `${id}@example.com`;
    const firstPassword = 'first-password1';
    const newPassword = 'second-password2';

    it('registers with e-mail verification: the sent address locks and the e-mailed code signs up', async () => {
      const { context, page } = await newPage(shop, { width, height });
      await page.goto('/register');
      await page.getByLabel('아이디', { exact: true }).fill(id);
      await page.getByLabel('비밀번호', { exact: true }).fill(firstPassword);
      await page.getByLabel('비밀번호 재입력').fill(firstPassword);
      await page.getByLabel('이메일', { exact: true }).fill(email);
      await page.getByLabel('가입 경로').selectOption('지인 추천');
      await page.getByRole('checkbox', { name: '전체 동의', exact: true }).check();
      await page.getByRole('button', { name: '가입하기' }).click();
      await page.getByText('이메일 인증번호를 발송해주세요.').first().waitFor();

      await page.getByRole('button', { name: '이메일 인증번호 받기' }).click();
      await page.getByText('인증번호가 발송되었습니다.').first().waitFor();
      vexpect(await page.getByLabel('이메일', { exact: true }).getAttribute('readonly')).not.toBeNull();
      await page.getByLabel('이메일 인증번호').fill('WRONG');
      await page.getByRole('button', { name: '가입하기' }).click();
      await page.getByText('이메일 인증번호가 일치하지 않습니다.').first().waitFor();

      await page.getByLabel('이메일 인증번호').fill(await emailCode(shop, email));
      await settledShot(page, `${name}-register`);
      await page.getByRole('button', { name: '가입하기' }).click();
      await page.getByText('회원가입에 성공했습니다.').first().waitFor();
      await waitForPath(page, '/login');

      // Find-id answers the id masked and e-mails the full one.
      await page.goto('/find-id');
      await page.getByLabel('이메일').fill(email);
      await page.getByRole('button', { name: '아이디 찾기' }).click();
      await page.getByText('전체 아이디는 이메일로 보내드렸습니다.').waitFor();
      const masked = await page.locator('.auth__result-value').innerText();
      vexpect(masked).toContain('*');
      vexpect(masked).not.toBe(id);
      await settledShot(page, `${name}-find-id`);
      vexpect(unexpectedProblems(page, expectedStatuses)).toEqual([]);
      await context.close();
    });

    it('renews the API key, issues a referral code, and a password change forces a new login', async () => {
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, firstPassword);
      await waitForPath(page, '/order');
      await openAccount(page);
      vexpect(await page.getByLabel('아이디', { exact: true }).inputValue()).toBe(id);

      const keys = page.getByRole('region', { name: 'API 키' });
      await keys.getByRole('button', { name: 'API 키 발급' }).click();
      const key = keys.getByLabel('내 API 키');
      await key.waitFor();
      const firstKey = await key.innerText();
      await keys.getByRole('button', { name: 'API 키 재발급' }).click();
      await page.waitForFunction(
        (old) => {
          const el = document.querySelector('[aria-label="내 API 키"]');
          return el !== null && el.textContent !== old;
        },
        firstKey,
      );
      const secondKey = await key.innerText();
      vexpect(secondKey).not.toBe(firstKey);
      vexpect(secondKey.length).toBeGreaterThan(10);

      const referral = page.getByRole('region', { name: '친구 초대' });
      await referral.getByRole('button', { name: '추천인 코드 발급' }).click();
      await referral.getByLabel('내 추천인 코드').waitFor();
      vexpect(await referral.getByRole('button', { name: '추천인 코드 발급' }).count()).toBe(0);
      await settledShot(page, `${name}-account`);

      await page.getByLabel('현재 비밀번호').fill('not-my-password');
      await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
      await page.getByLabel('새 비밀번호 재입력').fill(newPassword);
      await page.getByRole('button', { name: '비밀번호 변경' }).click();
      await page.getByText('현재 비밀번호가 다릅니다.').first().waitFor();
      await page.getByLabel('현재 비밀번호').fill(firstPassword);
      await page.getByRole('button', { name: '비밀번호 변경' }).click();
      // /logout drops the session and reloads the site root.
      await waitForPath(page, '/');
      await page.waitForFunction(() => localStorage.getItem('accessToken') === null);

      await logIn(page, id, firstPassword);
      await page.getByText('아이디 또는 비밀번호가 틀렸습니다.').first().waitFor();
      await logIn(page, id, newPassword);
      await waitForPath(page, '/order');
      vexpect(unexpectedProblems(page, expectedStatuses)).toEqual([]);
      await context.close();
    });

    it('deletes the account in two steps, after which the id no longer logs in', async () => {
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, newPassword);
      await waitForPath(page, '/order');
      await openAccount(page);
      await page.getByRole('button', { name: '회원탈퇴' }).click();
      const confirm = page.getByRole('button', { name: '정말 탈퇴하시겠습니까?' });
      await confirm.waitFor();
      vexpect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();
      await confirm.click();
      await page.getByText('회원탈퇴가 완료됬습니다.').first().waitFor();
      await waitForPath(page, '/');
      vexpect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

      await logIn(page, id, newPassword);
      await page.getByText('아이디 또는 비밀번호가 틀렸습니다.').first().waitFor();
      vexpect(unexpectedProblems(page, expectedStatuses)).toEqual([]);
      await context.close();
    });

    it('in browse mode every account action says so without calling the server', async () => {
      const { context, page } = await newPage(shop, { width, height });
      const accountCalls: string[] = [];
      page.on('request', (r) => {
        if (/\/rest\/auth\/(change-password|api-key|referral-code|account)$/.test(new URL(r.url()).pathname)) accountCalls.push(r.url());
      });
      await page.goto('/order');
      await openMenuIfCollapsed(page);
      await page.getByRole('button', { name: '둘러보기' }).click();
      await waitForPath(page, '/order');
      await goInApp(page, '/account');
      vexpect(await page.getByLabel('아이디', { exact: true }).inputValue()).toBe('게스트');

      const expectBlocked = async (region: string) => {
        await page.getByRole('region', { name: region }).getByRole('alert').filter({ hasText: blocked }).waitFor();
      };
      await page.getByLabel('현재 비밀번호').fill('whatever-1');
      await page.getByLabel('새 비밀번호', { exact: true }).fill('whatever-2');
      await page.getByLabel('새 비밀번호 재입력').fill('whatever-2');
      await page.getByRole('button', { name: '비밀번호 변경' }).click();
      await expectBlocked('비밀번호 변경');
      await page.getByRole('button', { name: '추천인 코드 발급' }).click();
      await expectBlocked('친구 초대');
      await page.getByRole('button', { name: 'API 키 발급' }).click();
      await expectBlocked('API 키');
      await page.getByRole('button', { name: '회원탈퇴' }).click();
      await expectBlocked('회원탈퇴');
      vexpect(await page.getByRole('button', { name: '정말 탈퇴하시겠습니까?' }).count()).toBe(0);
      await settledShot(page, `${name}-account-guest`);

      vexpect(accountCalls).toEqual([]);
      vexpect(unexpectedProblems(page, expectedStatuses)).toEqual([]);
      await context.close();
    });

    it('a reset link with an expired token goes back one page and shows nothing', async () => {
      const { context, page } = await newPage(shop, { width, height });
      await page.goto('/find-password');
      await page.getByLabel('이메일').waitFor();

      const expired = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
      await page.goto(`/reset-password?token=${expired}`);
      await waitForPath(page, '/find-password');
      vexpect(await page.getByRole('heading', { name: '비밀번호 재설정' }).count()).toBe(0);
      vexpect(unexpectedProblems(page, expectedStatuses)).toEqual([]);
      await context.close();
    });
  });
});

/**
 * Naver's browser-facing authorize page plus its token and profile endpoints, on a local port:
 * the person "agrees" at once, so authorize redirects straight back with a code and the state.
 */
async function startNaverStandIn(naverUserId: string) {
  const codes = new Set<string>();
  const tokens = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const json = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && url.pathname === '/oauth2.0/authorize') {
        const code = crypto.randomBytes(8).toString('hex');
        codes.add(code);
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === '/oauth2.0/token') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        if (!codes.delete(form.get('code') ?? '')) return json({ error: 'invalid_request', error_description: 'no valid data in session' });
        const token = crypto.randomBytes(8).toString('hex');
        tokens.add(token);
        return json({ access_token: token, refresh_token: 'r', token_type: 'bearer', expires_in: '3600' });
      }
      if (req.method === 'GET' && url.pathname === '/v1/nid/me') {
        if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) return json({ resultcode: '024', message: 'Authentication failed' });
        return json({ resultcode: '00', message: 'success', response: { id: naverUserId } });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

/** Like startShop, with Naver keys pointing at the stand-in; the callback address needs the port up front. */
async function startShopWithNaver(naverBaseUrl: string): Promise<Shop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snsshop-e2e-naver-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    NAVER_CLIENT_ID: 'e2e-naver-client',
    NAVER_CLIENT_SECRET: 'e2e-naver-secret',
    NAVER_AUTH_BASE_URL: naverBaseUrl,
    NAVER_API_BASE_URL: naverBaseUrl,
  });
  const app = await buildApp(config);
  await app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: findChrome()!, args: chromeArgs });
  return {
    baseUrl,
    app,
    browser,
    close: async () => {
      await browser.close();
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.runIf(hasChrome)('Naver sign-in through the popup, in Chromium', () => {
  let shop: Shop;
  let naver: Awaited<ReturnType<typeof startNaverStandIn>>;
  beforeAll(async () => {
    naver = await startNaverStandIn('naver-e2e-user-1');
    shop = await startShopWithNaver(naver.baseUrl);
    await setFlag(shop, 'ENABLE_SNS_NAVER', true);
  });
  afterAll(async () => {
    await shop?.close();
    await naver?.close();
  });

  it('a new Naver account signs up on /register/naver, then the same button logs it in', async () => {
    const { context, page } = await newPage(shop, { width: 1440, height: 900 });
    await page.goto('/login');
    const naverButton = page.getByRole('button', { name: '네이버로 로그인' });
    const [popup] = await Promise.all([page.waitForEvent('popup'), naverButton.click()]);
    // The callback screen hands the code to this window and closes itself.
    await popup.waitForEvent('close', { timeout: 10_000 });
    await waitForPath(page, '/register/naver');
    await page.getByRole('heading', { name: '네이버 회원가입' }).waitFor();
    await page.getByLabel('가입 경로').selectOption('지인 추천');
    // The consent step comes before the account exists: nothing is made until both required boxes are ticked.
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByText('이용약관에 동의해주세요.').first().waitFor();
    await page.getByRole('checkbox', { name: '[필수] 이용약관 동의', exact: true }).check();
    await page.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의', exact: true }).check();
    await screenshot(page, 'desktop-register-naver');
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByText('회원가입에 성공했습니다.').first().waitFor();
    await waitForPath(page, '/login');

    const [again] = await Promise.all([page.waitForEvent('popup'), naverButton.click()]);
    await again.waitForEvent('close', { timeout: 10_000 });
    await waitForPath(page, '/order');
    vexpect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();
    vexpect(unexpectedProblems(page, expectedStatuses)).toEqual([]);
    await context.close();
  });
});
