import { expect as vexpect, afterAll, beforeAll, describe, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { hasChrome, newPage, pageProblems, screenshot, startShop, widths, type Shop } from './helpers/shop.js';
import { openMenuIfCollapsed, waitForPath } from './helpers/flows.js';

/** A popup image drawn for the test: a plain announcement card. */
const popupImage = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="880" height="1000" viewBox="0 0 880 1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b5bf0"/><stop offset="1" stop-color="#c21f39"/></linearGradient></defs>
    <rect width="880" height="1000" fill="url(#g)"/>
    <circle cx="720" cy="160" r="220" fill="#fff" opacity="0.1"/>
    <text x="80" y="300" font-size="64" font-weight="800" fill="#fff" font-family="sans-serif">첫 충전 5% 추가 적립</text>
    <text x="80" y="390" font-size="40" fill="#fff" opacity="0.9" font-family="sans-serif">이번 달 말까지 진행합니다</text>
    <rect x="80" y="760" width="360" height="96" rx="48" fill="#fff"/>
    <text x="260" y="822" font-size="38" font-weight="800" fill="#5b5bf0" text-anchor="middle" font-family="sans-serif">자세히 보기</text>
  </svg>`,
)}`;

const counterRanges = { inProgress: [4171, 8070], completedToday: [7749, 11726], members: [21478, 21478] } as const;

/** Uncaught exceptions, and console errors other than expected 401/404 answers. */
function unexpectedProblems(page: Page) {
  return pageProblems(page).filter((p) => !/status of (401|404)/.test(p));
}

const heroRegion = (page: Page) => page.getByRole('region', { name: /누구나 인플루언서가 될 수 있습니다/ });

/** From the landing page into browse (guest) mode; guest mode lives in memory, so later moves stay in the app. */
async function browseAsGuest(page: Page) {
  await page.goto('/');
  await heroRegion(page).getByRole('button', { name: '둘러보기' }).click();
  await waitForPath(page, '/order');
  // The address changes before the order screen is drawn; on a busy machine the top bar is still
  // settling (settings arriving add menu entries): wait for the screen itself.
  await page.getByText('플랫폼 선택').first().waitFor();
}

async function goByMenu(page: Page, label: string, path: string) {
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: label, exact: true }).first().click();
  await waitForPath(page, path);
}

describe.runIf(hasChrome)('landing, popups and site chrome in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  const db = () => shop.app.ctx.db;
  const setSetting = (key: string, value: string) => db().updateTable('site_settings').set({ value: JSON.stringify(value) }).where('key', '=', key).execute();
  const addPopup = async (enabled: boolean) => {
    const row = await db()
      .insertInto('popups')
      .values({ enabled: enabled ? 1 : 0, image_url: popupImage, link_url: null, sort_order: 0, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const removePopups = () => db().deleteFrom('popups').execute();

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('counters count up into their ranges, the reviews wrap, and the browse button enters guest mode', async () => {
      const { context, page } = await newPage(shop, { width, height });
      // Every value each counter shows, from the first frame on.
      await page.addInitScript(() => {
        const seen: Record<string, string[]> = {};
        (window as unknown as { counterSamples: typeof seen }).counterSamples = seen;
        const record = () =>
          document.querySelectorAll<HTMLElement>('[data-counter]').forEach((el) => {
            const list = (seen[el.dataset.counter!] ??= []);
            if (list[list.length - 1] !== el.textContent) list.push(el.textContent ?? '');
          });
        new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
      });
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto('/');
      await heroRegion(page).waitFor();
      // Split by route: the landing page never loads the order form's code.
      vexpect(scripts.some((p) => p.includes('/landing-'))).toBe(true);
      vexpect(scripts.filter((p) => /\/assets\/order-(?!history-)[^/]+\.js$/.test(p))).toEqual([]);
      // The last counter in view means all three are (they start counting once seen).
      await page.locator('[data-counter=members]').scrollIntoViewIfNeeded();
      await page.waitForTimeout(2500);
      const samples = await page.evaluate(() => (window as unknown as { counterSamples: Record<string, string[]> }).counterSamples);
      for (const [key, [min, max]] of Object.entries(counterRanges)) {
        const values = (samples[key] ?? []).map((t) => Number(t.replace(/,/g, '')));
        const final = values[values.length - 1] ?? -1;
        vexpect(final, key).toBeGreaterThanOrEqual(min);
        vexpect(final, key).toBeLessThanOrEqual(max);
        // It counted up: several rising values before the final one.
        vexpect(values.length, key).toBeGreaterThan(3);
        vexpect(values[0], key).toBeLessThan(final);
        vexpect([...values].sort((a, b) => a - b), key).toEqual(values);
      }
      vexpect(await page.locator('[data-counter=members]').innerText()).toBe('21,478');
      vexpect(await page.getByText('50,000+').count()).toBe(1);

      const carousel = page.getByRole('region', { name: '이용 후기' });
      const slide = carousel.getByRole('group');
      await carousel.scrollIntoViewIfNeeded();
      vexpect(await slide.getAttribute('aria-label')).toBe('7개 중 4번째');
      for (let i = 0; i < 4; i++) await carousel.getByRole('button', { name: '다음 후기' }).click();
      vexpect(await slide.getAttribute('aria-label')).toBe('7개 중 1번째');
      await carousel.getByRole('button', { name: '이전 후기' }).click();
      vexpect(await slide.getAttribute('aria-label')).toBe('7개 중 7번째');
      await carousel.focus();
      await page.keyboard.press('ArrowRight');
      vexpect(await slide.getAttribute('aria-label')).toBe('7개 중 1번째');

      await heroRegion(page).getByRole('button', { name: '둘러보기' }).click();
      await waitForPath(page, '/order');
      await openMenuIfCollapsed(page);
      await page.getByRole('link', { name: '링크 입력 가이드', exact: true }).first().waitFor();
      await page.getByRole('link', { name: '회원가입' }).first().waitFor();
      vexpect(unexpectedProblems(page)).toEqual([]);
      await context.close();
    });

    it('popups obey "오늘 하루 보지 않기" across a reload and come back the next day', async () => {
      const shown = await addPopup(true);
      await addPopup(false);
      const { context, page } = await newPage(shop, { width, height });
      try {
        await page.clock.setFixedTime(new Date('2026-11-21T12:00:00'));
        await page.goto('/');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        // Only the enabled popup shows; 440 px wide, 300 px under 880 px.
        vexpect(await dialog.getAttribute('aria-label')).toBe('공지 팝업 1/1');
        vexpect(await dialog.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(width < 880 ? 300 : 440);
        await page.waitForTimeout(300);
        await screenshot(page, `${name}-popup`);
        vexpect(await page.evaluate(() => document.activeElement?.textContent)).toBe('닫기');

        await dialog.getByRole('button', { name: '닫기' }).click();
        await dialog.waitFor({ state: 'detached' });
        // Closing lasts for this visit only.
        await page.reload();
        await dialog.waitFor();
        await page.mouse.click(8, height - 8);
        await dialog.waitFor({ state: 'detached' });
        await page.reload();
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        await page.reload();
        await dialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
        await dialog.waitFor({ state: 'detached' });
        vexpect(JSON.parse((await page.evaluate(() => localStorage.getItem('popup-hidden'))) ?? 'null')).toEqual([{ popupId: String(shown), date: '20261121' }]);
        await page.clock.setFixedTime(new Date('2026-11-21T23:30:00'));
        const popupAnswer = page.waitForResponse((r) => r.url().endsWith('/rest/service/popup'));
        await page.reload();
        await popupAnswer;
        await heroRegion(page).waitFor();
        await page.waitForTimeout(500);
        vexpect(await dialog.count()).toBe(0);

        await page.clock.setFixedTime(new Date('2026-11-22T09:00:00'));
        await page.reload();
        await dialog.waitFor();
        await dialog.getByRole('button', { name: '닫기' }).click();
        vexpect(unexpectedProblems(page)).toEqual([]);
      } finally {
        await context.close();
        await removePopups();
      }
    });

    it('footer details hide when unset, the chat button needs its link, dark mode persists', async () => {
      await setSetting('FOOTER_CEO', '');
      await db().deleteFrom('site_settings').where('key', '=', 'FOOTER_ADDRESS').execute();
      await setSetting('SITE_KAKAO_CHANNEL_LINK', 'https://pf.kakao.com/_demo');
      const { context, page } = await newPage(shop, { width, height });
      try {
        await page.goto('/');
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); // the footer is drawn when near
        const footer = page.getByRole('contentinfo');
        await footer.getByText('사업자등록번호').waitFor();
        const labels = await footer.locator('dt').allInnerTexts();
        vexpect(labels).toEqual(['상호', '통신판매업신고번호', '연락처', '사업자등록번호', '이메일']);
        vexpect(await footer.getByText('김성장').count()).toBe(0);
        const chat = page.getByRole('link', { name: '카카오톡 상담' });
        vexpect(await chat.getAttribute('href')).toBe('https://pf.kakao.com/_demo');

        await setSetting('SITE_KAKAO_CHANNEL_LINK', '');
        await page.getByRole('button', { name: '다크 모드로 전환' }).click();
        vexpect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        await page.reload();
        await heroRegion(page).waitFor();
        vexpect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        vexpect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
        await page.getByRole('button', { name: '라이트 모드로 전환' }).waitFor();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); // the footer is drawn when near
        await page.getByRole('contentinfo').getByText('사업자등록번호').waitFor();
        vexpect(await page.getByRole('link', { name: '카카오톡 상담' }).count()).toBe(0);
        vexpect(unexpectedProblems(page)).toEqual([]);
      } finally {
        await context.close();
        await setSetting('FOOTER_CEO', '김성장');
        await db().insertInto('site_settings').values({ key: 'FOOTER_ADDRESS', value: JSON.stringify('서울특별시 강남구 테헤란로 123, 4층'), updated_at: new Date().toISOString() }).execute();
        await setSetting('SITE_KAKAO_CHANNEL_LINK', '');
      }
    });

    it('the hamburger closes on a route change and a backdrop click; /qna opens one question at a time', async () => {
      // The hamburger replaces the links below 1280 px, so the wide run checks it at a tablet width.
      const menuWidth = Math.min(width, 1024);
      const { context, page } = await newPage(shop, { width: menuWidth, height });
      await browseAsGuest(page);
      const menu = page.getByRole('navigation', { name: '모바일 메뉴' });
      const burger = page.getByRole('button', { name: '메뉴 열기' });
      await burger.click();
      await menu.waitFor();
      const qna = menu.getByRole('link', { name: '자주 묻는 질문' });
      await qna.waitFor();
      await qna.click();
      await waitForPath(page, '/qna');
      vexpect(await menu.count()).toBe(0);

      await burger.click();
      await menu.waitFor();
      await page.locator('.topbar__backdrop').click({ position: { x: 20, y: height - 120 } });
      await menu.waitFor({ state: 'detached' });

      if (width !== menuWidth) await page.setViewportSize({ width, height });
      const questions = page.locator('.qna__question');
      await questions.first().waitFor();
      const expanded = async () => (await questions.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')))).filter((v) => v === 'true').length;
      await questions.nth(0).click();
      vexpect(await questions.nth(0).getAttribute('aria-expanded')).toBe('true');
      await questions.nth(2).click();
      vexpect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
      vexpect(await questions.nth(2).getAttribute('aria-expanded')).toBe('true');
      vexpect(await expanded()).toBe(1);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      vexpect(await questions.nth(3).getAttribute('aria-expanded')).toBe('true');
      vexpect(await expanded()).toBe(1);
      await screenshot(page, `${name}-qna`);
      vexpect(unexpectedProblems(page)).toEqual([]);
      await context.close();
    });

    it('the footer opens the terms and the privacy policy in a new tab', async () => {
      const { context, page } = await newPage(shop, { width, height });
      await page.goto('/');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); // the footer is drawn when near
      const footer = page.getByRole('contentinfo');
      for (const [label, path] of [
        ['이용약관', '/terms/service'],
        ['개인정보처리방침', '/terms/privacy'],
      ] as const) {
        const link = footer.getByRole('link', { name: label });
        vexpect(await link.getAttribute('target')).toBe('_blank');
        const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await tab.waitForURL((url) => url.pathname === path);
        await tab.getByRole('heading', { level: 1, name: label }).waitFor();
        await tab.close();
      }
      vexpect(await footer.getByRole('link', { name: '개인정보처리방침' }).locator('strong').count()).toBe(1);
      vexpect(page.url()).toBe(`${shop.baseUrl}/`);
      await context.close();
    });

    it('screens in light and dark: the landing page, the link guide and a popup', async () => {
      for (const theme of ['light', 'dark'] as const) {
        const { context, page } = await newPage(shop, { width, height });
        await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
        await page.goto('/');
        await page.locator('[data-counter=members]').scrollIntoViewIfNeeded();
        await page.waitForFunction(() => document.querySelector('[data-counter=members]')?.textContent === '21,478');
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `${name}-landing-${theme}`);

        await heroRegion(page).getByRole('button', { name: '둘러보기' }).click();
        await waitForPath(page, '/order');
        await goByMenu(page, '링크 입력 가이드', '/guide');
        await page.getByRole('tab', { name: '유튜브' }).click();
        await page.getByRole('heading', { name: '유튜브 링크 복사 방법' }).waitFor();
        await screenshot(page, `${name}-guide-${theme}`);
        vexpect(unexpectedProblems(page)).toEqual([]);
        await context.close();
      }
      await addPopup(true);
      let context: BrowserContext | undefined;
      try {
        const opened = await newPage(shop, { width, height });
        context = opened.context;
        await opened.page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
        await opened.page.goto('/');
        await opened.page.getByRole('dialog').waitFor();
        await opened.page.waitForTimeout(300);
        await screenshot(opened.page, `${name}-popup-dark`);
      } finally {
        await context?.close();
        await removePopups();
      }
    });
  });

  it('a phone held upright is told about landscape mode, and the hint can be dismissed', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, baseURL: shop.baseUrl, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: '가로 화면 안내' });
    await banner.waitFor();
    await screenshot(page, 'phone-landscape-hint');
    await banner.getByRole('button', { name: '가로 화면 안내 닫기' }).click();
    await banner.waitFor({ state: 'detached' });
    await context.close();

    const desktop = await newPage(shop, { width: 1440, height: 900 });
    await desktop.page.goto('/');
    await heroRegion(desktop.page).waitFor();
    vexpect(await desktop.page.getByRole('complementary', { name: '가로 화면 안내' }).count()).toBe(0);
    await desktop.context.close();
  });
});
