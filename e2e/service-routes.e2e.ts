import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { startStandInPanel, type StandInPanel } from '../apps/server/test/stand-ins/smm-panel.js';
import { logIn, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, screenshot, startShop, widths, type Shop } from './helpers/shop.js';

/** A member lands on /order, staff in the console. */
const logInTo = async (page: Page, id: string, password: string, lands = '/order') => {
  await logIn(page, id, password);
  await waitForPath(page, lands);
};

const desktop = widths[1];

/** Toasts close after 2 s; screenshots are taken without them. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(2300);
  await screenshot(page, name);
}

describe.runIf(hasChrome)('routes and provider health in the console, in Chromium', () => {
  let shop: Shop;
  let owner: { loginId: string; password: string };
  let cheap: StandInPanel;
  let abroad: StandInPanel;
  let serviceId: number;
  const ids = { cheap: 0, abroad: 0 };

  beforeAll(async () => {
    shop = await startShop();
    owner = await createAdmin(shop.app.ctx, 'routeowner');
    cheap = await startStandInPanel({ balance: '0', currency: 'KRW' });
    abroad = await startStandInPanel({ balance: '12.5' });
    const { db } = shop.app.ctx;
    const at = new Date().toISOString();
    const add = (name: string, panel: StandInPanel, rate: string) =>
      db.insertInto('providers').values({ name, base_url: panel.url, api_key: panel.key, timeout_ms: 3000, enabled: 1, guards_link: 1, exchange_rate: rate, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    ids.cheap = (await add('국내 도매 패널', cheap, '1')).id;
    ids.abroad = (await add('해외 패널', abroad, '1400')).id;
    const category = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    serviceId = (
      await db
        .insertInto('services')
        .values({ category_id: category.id, text: '경로 테스트 팔로워', notice: '', min: 10, max: 10_000, unit_price_e7: 15_000_000, is_read_only: 0, enable_auto: 0, visible: 1, sort_order: 0, created_at: at, provider_id: ids.cheap, provider_service_id: '1' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // A week of sends: the domestic panel failed three times in a row and its circuit is open.
    const sends = [
      ...Array.from({ length: 9 }, (_, i) => ({ provider_id: ids.abroad, order_id: i + 1, outcome: 'ok' as const, latency_ms: 300 + i * 40, error: null, created_at: at })),
      { provider_id: ids.abroad, order_id: 10, outcome: 'refused' as const, latency_ms: 250, error: 'rejected: Quantity less than minimal', created_at: at },
      ...Array.from({ length: 3 }, (_, i) => ({ provider_id: ids.cheap, order_id: 20 + i, outcome: 'unknown' as const, latency_ms: 3000, error: 'unavailable: 응답 시간 초과', created_at: at })),
    ];
    await db.insertInto('provider_sends').values(sends).execute();
    await db
      .insertInto('provider_circuits')
      .values({ provider_id: ids.cheap, failures: 3, state: 'open', open_until: new Date(Date.now() + 10 * 60_000).toISOString(), trial_until: null, opened_at: at, updated_at: at })
      .execute();
  });
  afterAll(async () => {
    await shop?.close();
    await cheap?.close();
    await abroad?.close();
  });

  it('the owner orders a service’s routes, sees each cost against the price and a warning for one at or above it', async () => {
    const { context, page } = await newPage(shop, desktop);
    await logInTo(page, owner.loginId, owner.password, '/admin');
    await page.goto('/admin/catalog');
    await page.getByRole('button', { name: '경로 테스트 팔로워 수정' }).click();
    const routes = page.getByRole('region', { name: '공급 경로' });
    await routes.getByRole('table').waitFor();
    // Route 1 is the service's own mapping until routes are saved.
    vexpect(await routes.getByRole('row').count()).toBe(2);

    for (const [provider, serviceNo] of [['해외 패널', '1'], ['해외 패널', '2']] as const) {
      await routes.getByLabel('추가할 공급처').selectOption({ label: provider });
      await routes.getByLabel('공급처 상품 번호', { exact: true }).fill(serviceNo);
      await routes.getByRole('button', { name: '경로 추가' }).click();
    }
    await routes.getByRole('button', { name: '경로 저장' }).click();
    await page.getByText('공급 경로를 저장했습니다.').first().waitFor();
    // 0.90 per 1000 at 1,400원 = 1,260원 per 1,000 under the 1,500원 price; service 2 (1.25) = 1,750원: at a loss, skipped.
    const row = (n: number) => routes.getByRole('row').nth(n);
    await row(2).getByText(/1,260원/).waitFor();
    await row(3).getByText('판매가 이상 · 건너뜀').waitFor();
    await routes.getByRole('alert').filter({ hasText: '건너뜁니다' }).waitFor();
    vexpect(await row(1).textContent()).toContain('차단 중');

    // The foreign panel first: the domestic one is shut off.
    await routes.getByRole('button', { name: '2번 경로 위로' }).click();
    // Tall enough for the whole dialog, whose own scroll a full-page shot would cut.
    await page.setViewportSize({ width: desktop.width, height: 1500 });
    await page.getByRole('dialog').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await shot(page, 'routes-editor-desktop');
    await page.setViewportSize(desktop);
    await routes.getByRole('button', { name: '경로 저장' }).click();
    await page.getByText('공급 경로를 저장했습니다.').first().waitFor();
    const saved = await shop.app.ctx.db.selectFrom('service_routes').select(['provider_id', 'provider_service_id']).where('service_id', '=', serviceId).orderBy('position').execute();
    vexpect(saved).toEqual([
      { provider_id: ids.abroad, provider_service_id: '1' },
      { provider_id: ids.cheap, provider_service_id: '1' },
      { provider_id: ids.abroad, provider_service_id: '2' },
    ]);
    vexpect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('the health table shows success rate, send time, last error, circuit and balance, and a low balance warns on the dashboard', async () => {
    const { context, page } = await newPage(shop, desktop);
    await logInTo(page, owner.loginId, owner.password, '/admin');
    await page.goto('/admin/catalog?tab=health');
    const table = page.getByRole('table', { name: '공급처 상태' });
    await table.waitFor();
    const abroadRow = table.getByRole('row').filter({ hasText: '해외 패널' });
    const cheapRow = table.getByRole('row').filter({ hasText: '국내 도매 패널' });
    vexpect(await abroadRow.textContent()).toContain('90.0%');
    vexpect(await abroadRow.textContent()).toContain('460ms');
    vexpect(await abroadRow.textContent()).toContain('Quantity less than minimal');
    vexpect(await cheapRow.textContent()).toContain('차단 중');
    vexpect(await cheapRow.textContent()).toContain('0.0%');

    await page.getByLabel('잔액 경고 기준 (원)').fill('20000');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await abroadRow.getByText('잔액 부족').waitFor(); // 12.5 USD × 1,400 = 17,500원
    await shot(page, 'provider-health-desktop');

    await page.goto('/admin');
    const warning = page.getByRole('alert').filter({ hasText: '잔액 부족' });
    await warning.waitFor();
    vexpect(await warning.textContent()).toContain('17,500원');
    vexpect(await page.getByRole('alert').filter({ hasText: '연결 차단 중' }).count()).toBe(1);
    await shot(page, 'provider-warnings-dashboard-desktop');
    vexpect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('the dashboard charts revenue, cost and margin over 30 days and the accountant downloads the month’s orders', async () => {
    const { db } = shop.app.ctx;
    const member = await db.selectFrom('members').select('id').where('login_id', '=', owner.loginId).executeTakeFirstOrThrow();
    const now = Date.now();
    for (let i = 0; i < 28; i++) {
      const at = new Date(now - i * 86_400_000 - 3600_000).toISOString();
      const charge = 20_000 + ((i * 7919) % 30_000);
      const cost = Math.round(charge * (0.55 + ((i * 31) % 30) / 100));
      await db
        .insertInto('orders')
        .values({ member_id: member.id, service_id: serviceId, link: `https://www.instagram.com/p/chart_${i}`, quantity: 1000, unit_price_e7: 15_000_000, charge, refunded: i % 5 === 0 ? Math.round(charge / 4) : 0, cost_won: cost, status: i % 5 === 0 ? 3 : 2, fulfilment: 'settled', provider_id: i % 3 ? ids.abroad : ids.cheap, created_at: at, updated_at: at })
        .execute();
    }
    const { context, page } = await newPage(shop, desktop);
    await logInTo(page, owner.loginId, owner.password, '/admin');
    await page.goto('/admin');
    const panel = page.getByRole('region', { name: '매출·원가·마진' });
    await panel.getByRole('img').waitFor();
    vexpect(await panel.getByRole('table', { name: '공급처별 마진' }).getByRole('row').count()).toBe(3);
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: '주문 CSV' }).click();
    const file = await download;
    vexpect(file.suggestedFilename()).toMatch(/^주문-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await shot(page, 'margin-dashboard-desktop');
    vexpect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('on a 375 px phone the route editor, the health tab and the margin panel fit the screen', async () => {
    const { context, page } = await newPage(shop, widths[0]);
    await logInTo(page, owner.loginId, owner.password, '/admin');
    const fits = async () => {
      const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      vexpect(scroll).toBeLessThanOrEqual(client);
    };
    await page.goto('/admin/catalog?tab=health');
    await page.getByRole('table', { name: '공급처 상태' }).waitFor();
    await fits();
    await shot(page, 'provider-health-phone');
    await page.goto('/admin/catalog');
    await page.getByRole('button', { name: '경로 테스트 팔로워 수정' }).click();
    await page.getByRole('region', { name: '공급 경로' }).getByRole('table').waitFor();
    await fits();
    await page.goto('/admin');
    await page.getByRole('region', { name: '매출·원가·마진' }).getByRole('img').waitFor();
    await fits();
    vexpect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
