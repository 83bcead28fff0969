import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { logIn, memberWithPoints, MEMBER_PASSWORD, openMenuIfCollapsed, unexpectedProblems, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, screenshot, startShop, type Shop } from './helpers/shop.js';

const phone = { width: 375, height: 740 };

/** Controls and figures on the screen that a floating button covers, by their text. */
async function coveredByFloatingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
    };
    const fabs = Array.from(document.querySelectorAll('.fab-stack .fab')).filter(visible).map((f) => f.getBoundingClientRect());
    const things = Array.from(document.querySelectorAll('main a, main button, main input, main select, main textarea, main label, main dd, main strong, footer a')).filter(visible);
    const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return things.filter((t) => fabs.some((f) => hit(f, t.getBoundingClientRect()))).map((t) => (t.textContent ?? '').trim().slice(0, 40) || t.tagName);
  });
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForTimeout(200);
}

describe.runIf(hasChrome)('on a phone (375 px)', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
    await memberWithPoints(shop, 'e2ephone', 50_000);
  });
  afterAll(() => shop?.close());

  it('a screen chosen from the menu opens at its top; Back returns to where the person was', async () => {
    const { context, page } = await newPage(shop, phone);
    await logIn(page, 'e2ephone', MEMBER_PASSWORD);
    await waitForPath(page, '/order');
    await page.getByText('플랫폼 선택').first().waitFor();
    await scrollToBottom(page);
    const before = await page.evaluate(() => window.scrollY);
    vexpect(before).toBeGreaterThan(600);

    await openMenuIfCollapsed(page);
    await page.getByRole('navigation', { name: '모바일 메뉴' }).getByRole('link', { name: '포인트 충전', exact: true }).click();
    await waitForPath(page, '/point');
    await page.getByRole('heading', { name: '포인트 충전' }).first().waitFor();
    await page.waitForTimeout(300);
    vexpect(await page.evaluate(() => window.scrollY)).toBe(0);
    vexpect(await page.getByLabel('입금자명').first().isVisible()).toBe(true);

    await page.goBack();
    await waitForPath(page, '/order');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, before, { timeout: 10_000 });
    vexpect(unexpectedProblems(page, [])).toEqual([]);
    await context.close();
  });

  it('the theme switch sits in the top bar; nothing floats over a button or a figure, even with the chat button on', async () => {
    const { context, page } = await newPage(shop, phone);
    await page.goto('/register');
    await page.getByRole('button', { name: '가입하기' }).last().waitFor();
    vexpect(await page.locator('.topbar__theme').isVisible()).toBe(true);
    vexpect(await page.locator('.fab--theme').isVisible()).toBe(false);
    await scrollToBottom(page);
    vexpect(await coveredByFloatingButtons(page)).toEqual([]);

    await shop.app.ctx.db.updateTable('site_settings').set({ value: JSON.stringify('https://pf.kakao.com/_shop') }).where('key', '=', 'SITE_KAKAO_CHANNEL_LINK').execute();
    try {
      for (const path of ['/register', '/']) {
        await page.goto(path);
        await page.locator('.fab--chat').waitFor();
        await page.waitForTimeout(300);
        await scrollToBottom(page);
        vexpect(await coveredByFloatingButtons(page), path).toEqual([]);
      }
      await logIn(page, 'e2ephone', MEMBER_PASSWORD);
      await waitForPath(page, '/order');
      await page.goto('/point');
      await page.getByLabel('입금자명').first().waitFor();
      await scrollToBottom(page);
      vexpect(await coveredByFloatingButtons(page), '/point').toEqual([]);
      await screenshot(page, 'phone-point-bottom-with-chat');
    } finally {
      await shop.app.ctx.db.updateTable('site_settings').set({ value: JSON.stringify('') }).where('key', '=', 'SITE_KAKAO_CHANNEL_LINK').execute();
    }
    await context.close();
  });
});
