/**
 * npm run screenshots — the pictures in README.md, taken again from the shop as it is now: the built
 * web app and the real server on a fresh SQLite database with the demo seed (as `npm start` makes it),
 * the demo member signed in with a few orders placed, and a shop owner made as `npm run admin --
 * create-admin` does. Writes docs/*.png (phone 375 px and desktop 1280 px wide). Needs Chromium
 * (CHROME_PATH or the usual paths) and a build (`npm run screenshots` builds first).
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { accessToken, logIn, waitForPath } from './helpers/flows.js';
import { hasChrome, startShop, type Shop } from './helpers/shop.js';

const docs = new URL('../docs/', import.meta.url);
const phone = { width: 375, height: 760 };
const desktop = { width: 1280, height: 800 };

/** A few of the demo member's orders, so the history and the owner's dashboard have something to show. */
const orders = [
  { service: '인스타그램 한국인 팔로워 (실사용자)', link: 'https://www.instagram.com/cafe.haru', amount: 300 },
  { service: '유튜브 조회수', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', amount: 2000 },
  { service: '네이버 블로그 공감', link: 'https://blog.naver.com/haru_cafe/223456789012', amount: 100 },
  { service: '틱톡 좋아요', link: 'https://www.tiktok.com/@cafe.haru/video/7301234567890123456', amount: 500 },
];

async function placeDemoOrders(shop: Shop, login: { id: string; password: string }) {
  const token = await accessToken(shop, login.id, login.password);
  const services = await shop.app.ctx.db.selectFrom('services').select(['id', 'text']).execute();
  for (const o of orders) {
    const service = services.find((s) => s.text.startsWith(o.service));
    if (!service) throw new Error(`the demo catalog has no service "${o.service}"`);
    const res = await shop.app.inject({
      method: 'POST',
      url: '/rest/service/order',
      headers: { authorization: `Bearer ${token}` },
      payload: { serviceId: service.id, link: o.link, amount: o.amount },
    });
    if (res.statusCode >= 300) throw new Error(`order failed (${res.statusCode}): ${res.body}`);
  }
}

/** The visible screen (not the whole page), once answers, fonts and passing toasts have settled. */
async function shoot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.querySelector('.toast') === null, undefined, { timeout: 10_000 });
  await page.mouse.move(1, 1);
  await page.waitForTimeout(400);
  await page.screenshot({ path: new URL(file, docs).pathname });
  console.log(`docs/${file}`);
}

async function main() {
  if (!hasChrome) throw new Error('No Chromium: install it (apt-get install -y chromium) or set CHROME_PATH.');
  if (!fs.existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) throw new Error('Build first: npm run build.');
  // Sweeps on, quickly: the orders placed below are sent to the simulated provider before the pictures.
  const shop = await startShop({ env: { LOG_LEVEL: 'error', JOB_TICK_MS: '300' } });
  try {
    const demo = shop.app.seed.demoLogin;
    if (!demo) throw new Error('the demo seed did not run');
    await placeDemoOrders(shop, demo);
    const owner = await createAdmin(shop.app.ctx, 'shopowner');
    await new Promise((r) => setTimeout(r, 3000));

    const newContext = (viewport: { width: number; height: number }) =>
      shop.browser.newContext({ viewport, baseURL: shop.baseUrl, locale: 'ko-KR', timezoneId: 'Asia/Seoul', colorScheme: 'light' });

    for (const [name, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
      const context = await newContext(viewport);
      const page = await context.newPage();
      await logIn(page, demo.id, demo.password);
      await waitForPath(page, '/order');
      await page.getByRole('list', { name: '플랫폼 목록' }).waitFor();
      await shoot(page, `order-${name}.png`);
      if (name === 'phone') {
        await page.goto('/order-history');
        await page.getByText(`총 ${orders.length}건`).first().waitFor();
        await shoot(page, 'order-history-phone.png');
      }
      await context.close();
    }

    const context = await newContext(desktop);
    const page = await context.newPage();
    await logIn(page, owner.loginId, owner.password);
    await waitForPath(page, '/admin');
    await page.goto('/admin');
    await page.getByRole('navigation', { name: '관리자 메뉴' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'console-dashboard-desktop.png');
    await context.close();
  } finally {
    await shop.close();
  }
}

await main();
