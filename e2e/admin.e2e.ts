import { msg } from '@snsshop/shared/common';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { applyPointChange } from '../apps/server/src/services/points/apply-point-change.js';
import { hasChrome, newPage, pageProblems, screenshot, startShop, widths, type Shop } from './helpers/shop.js';
import { openMenuIfCollapsed } from './helpers/flows.js';

const PASSWORD = 'e2e-password1';
const desktop = widths[1];

const post = async (shop: Shop, path: string, body: unknown, token?: string) =>
  fetch(`${shop.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** A member registered through the API; returns a session token. */
async function registerMember(shop: Shop, id: string): Promise<string> {
  const res = await post(shop, '/rest/auth/register', { id, password: PASSWORD, email: `${id}@example.com`, registerWhere: '지인 추천', agreeTerms: true, agreePrivacy: true });
  if (res.status !== 201) throw new Error(`register failed: ${await res.text()}`);
  const login = (await (await post(shop, '/rest/auth/login', { id, password: PASSWORD })).json()) as { accessToken: string };
  return login.accessToken;
}

async function balanceOf(shop: Shop, token: string): Promise<number> {
  const res = await fetch(`${shop.baseUrl}/rest/auth/profile`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { point: number }).point;
}

/** Signs in through the form: a member lands on /order, staff in the console (/admin). */
async function login(page: Page, id: string, password: string, lands = '/order') {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === lands);
}

/** Uncaught exceptions, and console errors other than the 404 a non-admin's /admin visit produces. */
function unexpectedProblems(page: Page) {
  return pageProblems(page).filter((p) => !/status of 404/.test(p));
}

/** Nothing sticks out sideways (tables become cards on phones). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  vexpect(scroll).toBeLessThanOrEqual(client);
}

/** Toasts close after 2 s; screenshots are taken from the top without them. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(2300);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshot(page, name);
}

describe.runIf(hasChrome)('the shop-owner console in Chromium', () => {
  let shop: Shop;
  let owner: { loginId: string; password: string };
  beforeAll(async () => {
    shop = await startShop();
    owner = await createAdmin(shop.app.ctx, 'shopowner');
    // The FAQ menu starts switched off so the test can switch it on.
    await shop.app.ctx.db.updateTable('site_settings').set({ value: 'false' }).where('key', '=', 'ENABLE_QNA').execute();
  });
  afterAll(() => shop?.close());

  it('an ordinary member who opens /admin lands on /order and never sees the console', async () => {
    await registerMember(shop, 'e2eplain');
    const { context, page } = await newPage(shop, desktop);
    await login(page, 'e2eplain', PASSWORD);
    await page.goto('/admin/charges');
    await page.waitForURL((url) => url.pathname === '/order');
    vexpect(await page.getByRole('navigation', { name: '관리자 메뉴' }).count()).toBe(0);
    vexpect(await page.getByRole('link', { name: '관리자', exact: true }).count()).toBe(0);
    vexpect(unexpectedProblems(page)).toEqual([]);
    await context.close();
  });

  it("an admin approves a pending charge and the member's balance changes", async () => {
    const token = await registerMember(shop, 'e2epayer');
    const requested = await post(shop, '/rest/service/point', { name: '김입금', point: 10_000 }, token);
    vexpect(requested.status).toBe(201);
    const { charge } = (await requested.json()) as { charge: { id: number } };

    const { context, page } = await newPage(shop, desktop);
    await login(page, owner.loginId, owner.password, '/admin');
    await page.goto('/admin');
    await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
    await page.getByRole('link', { name: '충전 관리' }).click();
    const row = page.getByRole('row').filter({ hasText: '김입금' });
    await row.waitFor();
    vexpect(await row.innerText()).toContain('10,000원');

    await row.getByRole('button', { name: `충전 ${charge.id} 승인` }).click();
    const dialog = page.getByRole('alertdialog', { name: '충전 승인' });
    await dialog.waitFor();
    vexpect(await balanceOf(shop, token)).toBe(0); // nothing happens before the confirm
    await dialog.getByRole('button', { name: '승인하기' }).click();
    await page.getByText(msg.charge.approved).first().waitFor();
    await page.getByText('승인을 기다리는 충전 신청이 없습니다.').waitFor();
    vexpect(await balanceOf(shop, token)).toBe(10_000);

    // Found again later by the depositor's name among every charge; the search stays in the address.
    const desk = page.getByRole('region', { name: '충전 신청' });
    await desk.getByRole('button', { name: '전체', exact: true }).click();
    await desk.getByLabel('입금자명 또는 아이디').fill('입금');
    await desk.getByRole('button', { name: '검색' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === '입금' && url.searchParams.get('status') === 'all');
    const found = desk.getByRole('row').filter({ hasText: '김입금' });
    await found.waitFor();
    vexpect(await found.innerText()).toContain('승인');
    await screenshot(page, 'desktop-admin-charge-search');
    vexpect(unexpectedProblems(page)).toEqual([]);
    await context.close();

    // The member sees the new balance in the shop.
    const member = await newPage(shop, desktop);
    await login(member.page, 'e2epayer', PASSWORD);
    await member.page.getByRole('link', { name: '보유 포인트 10,000원, 충전하기' }).waitFor();
    await member.context.close();
  });

  it('an admin creates a service and a member orders it', async () => {
    const { context, page } = await newPage(shop, desktop);
    await login(page, owner.loginId, owner.password, '/admin');
    await page.goto('/admin/catalog');
    await page.getByRole('button', { name: '상품 추가' }).click();
    const form = page.getByRole('form', { name: '상품 추가' });
    await form.getByLabel('카테고리').selectOption({ label: '인스타그램 · 인스타그램 팔로워' });
    await form.getByLabel('상품명').fill('관리자가 만든 팔로워');
    await form.getByLabel('최소 수량').fill('10');
    await form.getByLabel('최대 수량').fill('1000');
    // A price per 1,000 with more than 4 decimals is refused before anything is sent.
    await form.getByLabel('단가(원, 1,000개당)').fill('2,500.00001');
    await form.getByRole('button', { name: '저장' }).click();
    await form.getByText(msg.admin.priceInvalid).waitFor();
    await form.getByLabel('단가(원, 1,000개당)').fill('2,500');
    await form.getByRole('button', { name: '저장' }).click();
    await page.getByText(msg.admin.created).first().waitFor();
    await page.getByRole('row').filter({ hasText: '관리자가 만든 팔로워' }).waitFor();
    await context.close();

    const services = (await (await fetch(`${shop.baseUrl}/rest/service/services`)).json()) as { id: number; text: string; point: number }[];
    const created = services.find((s) => s.text === '관리자가 만든 팔로워');
    vexpect(created?.point).toBe(2.5);

    const token = await registerMember(shop, 'e2ebuyer');
    const me = await shop.app.ctx.db.selectFrom('members').select('id').where('login_id', '=', 'e2ebuyer').executeTakeFirstOrThrow();
    await shop.app.ctx.db.transaction().execute((trx) => applyPointChange(trx, { memberId: me.id, delta: 1_000, kind: 'adjust', memo: 'e2e', at: new Date().toISOString() }));

    const member = await newPage(shop, desktop);
    await login(member.page, 'e2ebuyer', PASSWORD);
    await member.page.getByLabel('상품 선택', { exact: true }).selectOption(String(created!.id));
    const link = `https://www.instagram.com/e2e_admin_${Date.now()}`;
    await member.page.getByLabel('주문 링크').fill(link);
    await member.page.getByLabel('주문 수량').fill('100');
    await member.page.getByRole('button', { name: '주문하기', exact: true }).click();
    const card = member.page.getByRole('region', { name: '주문이 접수되었습니다' });
    await card.waitFor();
    vexpect(await card.innerText()).toContain(link);
    vexpect(await balanceOf(shop, token)).toBe(750); // 1,000 − 100 × 2.5원
    vexpect(unexpectedProblems(member.page)).toEqual([]);
    await member.context.close();

    // The order shows up in the console with the new product's name.
    const again = await newPage(shop, desktop);
    await login(again.page, owner.loginId, owner.password, '/admin');
    await again.page.goto('/admin/orders');
    await again.page.getByRole('row').filter({ hasText: '관리자가 만든 팔로워' }).filter({ hasText: 'e2ebuyer' }).waitFor();
    await again.context.close();
  });

  it('an admin switches ENABLE_QNA on and the FAQ link appears for members', async () => {
    await registerMember(shop, 'e2ereader');
    const member = await newPage(shop, desktop);
    await login(member.page, 'e2ereader', PASSWORD);
    await member.page.getByRole('link', { name: '주문내역', exact: true }).first().waitFor();
    vexpect(await member.page.getByRole('link', { name: '자주 묻는 질문' }).count()).toBe(0);

    const { context, page } = await newPage(shop, desktop);
    await login(page, owner.loginId, owner.password, '/admin');
    await page.goto('/admin/settings');
    const toggle = page.getByRole('switch', { name: '자주 묻는 질문 메뉴' });
    vexpect(await toggle.isChecked()).toBe(false);
    await toggle.check({ force: true });
    await page.getByText('바꾼 설정 1개').waitFor();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText(msg.admin.saved).first().waitFor();
    await page.getByText('바꾼 설정이 없습니다.').waitFor();
    vexpect(await toggle.isChecked()).toBe(true);
    await context.close();

    // Members pick the settings up on their next visit.
    await member.page.reload();
    await member.page.getByRole('link', { name: '자주 묻는 질문' }).first().waitFor();
    vexpect(unexpectedProblems(member.page)).toEqual([]);
    await member.context.close();
  });

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('the dashboard and the lists fit the screen', async () => {
      const { context, page } = await newPage(shop, { width, height });
      await login(page, owner.loginId, owner.password, '/admin');
      // Typed in once, then back through the shop's top bar, which links admins to the console.
      await page.goto('/admin');
      await page.getByText('오늘 충전').waitFor();
      await page.getByRole('link', { name: '쇼핑몰로' }).click();
      await page.waitForURL((url) => url.pathname === '/order');
      await openMenuIfCollapsed(page);
      await page.getByRole('link', { name: '관리자', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByText('오늘 충전').waitFor();
      await page.getByText('자동 작업 상태').waitFor();
      await expectNoSidewaysScroll(page);
      await shot(page, `${name}-admin-dashboard`);

      await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '충전 관리' }).click();
      await page.getByRole('list', { name: '충전 상태 필터' }).getByRole('button', { name: '전체', exact: true }).click();
      await page.getByRole('row').filter({ hasText: '김입금' }).waitFor();
      await expectNoSidewaysScroll(page);
      await shot(page, `${name}-admin-charges`);

      await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '주문 관리', exact: true }).click();
      await page.getByRole('row').filter({ hasText: 'e2ebuyer' }).first().waitFor();
      await expectNoSidewaysScroll(page);
      await shot(page, `${name}-admin-orders`);

      // an order whose provider answered a word no panel documents, as the status sync flags it: the owner reads the panel's words
      const { db } = shop.app.ctx;
      const flagged = await db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const words = '{"status":"Fail","remains":"100","note":"provider maintenance, order will resume after the check"}';
      await db.updateTable('orders').set({ answer_problem: 'unreadable', answer_words: words, last_error: 'Unknown status "Fail"' }).where('id', '=', flagged.id).execute();
      await page.goto(`/admin/orders/${flagged.id}`);
      await page.getByText('공급처 응답 확인 필요: 공급처 응답을 읽을 수 없음', { exact: false }).waitFor();
      await page.getByText(`받은 응답: ${words}`).waitFor();
      await expectNoSidewaysScroll(page);
      await shot(page, `${name}-admin-order-answer-problem`);
      await db.updateTable('orders').set({ answer_problem: null, answer_words: null, last_error: null }).where('id', '=', flagged.id).execute();

      await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '회원 관리', exact: true }).click();
      await page.getByRole('link', { name: 'e2epayer' }).click();
      await page.getByRole('heading', { name: 'e2epayer', level: 1 }).waitFor();
      await page.getByRole('table', { name: '포인트 내역' }).getByText('충전', { exact: true }).waitFor();
      await expectNoSidewaysScroll(page);
      await shot(page, `${name}-admin-member`);
      vexpect(unexpectedProblems(page)).toEqual([]);
      await context.close();
    });
  });
});
