import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { logIn, memberWithPoints, MEMBER_PASSWORD, unexpectedProblems, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, startShop, widths, type Shop } from './helpers/shop.js';

/** docs/storefront-rules.md §2, top bar: these six, in this order (the last only with ENABLE_QNA), on the desktop and in the hamburger alike. */
const SIX = ['주문하기', '주문내역', '자동주문내역', '포인트 충전', '링크 입력 가이드', '자주 묻는 질문'];
const withoutQna = SIX.slice(0, 5);

type Who = 'visitor' | 'guest' | 'member';

/** The top bar's page links as a person at this width reaches them: the bar on a desktop, the hamburger below 1280 px. */
async function pageLinks(page: Page, width: number): Promise<string[]> {
  await page.waitForFunction(() => document.querySelector('header.topbar')?.getAttribute('data-path') === window.location.pathname);
  const desktop = page.getByRole('navigation', { name: '주요 메뉴' });
  const burger = page.getByRole('button', { name: '메뉴 열기' });
  if (width >= 1280) {
    vexpect(await burger.isVisible()).toBe(false);
    if ((await desktop.count()) === 0) return [];
    vexpect(await desktop.isVisible()).toBe(true);
    return desktop.getByRole('link').allInnerTexts();
  }
  vexpect(await desktop.isVisible()).toBe(false);
  await burger.click();
  const menu = page.locator('#topbar-menu');
  await menu.waitFor();
  const nav = menu.getByRole('navigation', { name: '모바일 메뉴' });
  const links = (await nav.count()) === 0 ? [] : await nav.getByRole('link').allInnerTexts();
  await page.getByRole('button', { name: '메뉴 닫기' }).click();
  return links;
}

async function arrive(page: Page, who: Who) {
  if (who === 'member') {
    await logIn(page, 'e2ebar', MEMBER_PASSWORD);
    await waitForPath(page, '/order');
  } else if (who === 'guest') {
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: '둘러보기' }).first().click();
    await waitForPath(page, '/order');
  } else {
    await page.goto('/order');
  }
  await page.getByText('플랫폼 선택').first().waitFor();
}

const setQna = (shop: Shop, on: boolean) =>
  shop.app.ctx.db.updateTable('site_settings').set({ value: JSON.stringify(on) }).where('key', '=', 'ENABLE_QNA').execute();

describe.runIf(hasChrome)('the top bar holds its six links, for a visitor, a guest and a member, in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
    await memberWithPoints(shop, 'e2ebar', 10_000);
  });
  afterAll(() => shop?.close());

  for (const { name, width, height } of widths) {
    it(`${name} (${width} px): none for a visitor, the six in order for a guest and a member; the FAQ only with ENABLE_QNA`, async () => {
      const expected: Record<Who, string[]> = { visitor: [], guest: SIX, member: SIX };
      for (const qna of [true, false]) {
        await setQna(shop, qna);
        for (const who of ['visitor', 'guest', 'member'] as const) {
          const { context, page } = await newPage(shop, { width, height });
          await arrive(page, who);
          const want = qna ? expected[who] : expected[who].filter((l) => withoutQna.includes(l));
          vexpect(await pageLinks(page, width), `${who}, ENABLE_QNA ${qna}`).toEqual(want);
          vexpect(await page.getByRole('link', { name: '서비스 업데이트', exact: true }).count(), who).toBe(0);
          vexpect(unexpectedProblems(page, [401])).toEqual([]);
          await context.close();
        }
      }
      await setQna(shop, true);
    });
  }

  it('서비스 업데이트 opens from the /order notice board and from the FAQ page, not from the top bar', async () => {
    const { context, page } = await newPage(shop, widths[0]);
    await arrive(page, 'visitor');
    // A visitor cannot open member screens, so the board offers the page only to a guest or a member.
    vexpect(await page.getByRole('link', { name: '서비스 업데이트 보기' }).count()).toBe(0);

    await arrive(page, 'member');
    await page.getByRole('link', { name: '서비스 업데이트 보기' }).click();
    await waitForPath(page, '/service-updates');
    await page.getByRole('heading', { name: '서비스 업데이트' }).waitFor();

    await page.goto('/qna');
    await page.getByRole('heading', { name: '자주 묻는 질문' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: '서비스 업데이트', exact: true }).click();
    await waitForPath(page, '/service-updates');
    await page.getByRole('heading', { name: '서비스 업데이트' }).waitFor();
    vexpect(unexpectedProblems(page, [401])).toEqual([]);
    await context.close();
  });
});
