import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { unexpectedProblems } from './helpers/flows.js';
import { hasChrome, newPage, startShop, type Shop } from './helpers/shop.js';

/** The demo catalog's longest names: one long word, two words, two words. */
const LONG_NAMES = ['사운드클라우드', '네이버 블로그', '웹사이트 트래픽'];

interface TileReport {
  name: string;
  fontPx: number;
  /** Words whose letters sit on more than one line. */
  brokenWords: string[];
  /** The name is wider than its tile, or drawn outside it. */
  clipped: boolean;
}

/** How many tiles share the first row, and for each name: its type size, words split across lines, clipping. */
async function readGrid(page: Page): Promise<{ columns: number; tracks: number; tiles: TileReport[] }> {
  return page.evaluate(() => {
    const items = Array.from(document.querySelectorAll('.platform-grid > li'));
    const firstTop = Math.round(items[0]!.getBoundingClientRect().top);
    const grid = document.querySelector('.platform-grid')!;
    const tiles = Array.from(document.querySelectorAll<HTMLElement>('.platform-tile__name')).map((el) => {
      const text = el.firstChild as Text;
      const content = text.data;
      const brokenWords: string[] = [];
      // Each word's own line boxes: a word that wraps inside itself has letters on two lines.
      for (const m of content.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (tops.size > 1) brokenWords.push(m[0]);
      }
      const tile = el.closest('.platform-tile')!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const ink = range.getBoundingClientRect();
      const clipped = el.scrollWidth > el.clientWidth || ink.left < tile.left || ink.right > tile.right;
      return { name: content, fontPx: parseFloat(getComputedStyle(el).fontSize), brokenWords, clipped };
    });
    return {
      columns: items.filter((li) => Math.round(li.getBoundingClientRect().top) === firstTop).length,
      tracks: getComputedStyle(grid).gridTemplateColumns.split(' ').length,
      tiles,
    };
  });
}

describe.runIf(hasChrome)('the platform picker is a 4-column grid at every width, in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  for (const width of [320, 375, 1440]) {
    it(`${width} px: four tiles a row, every name whole and readable, no word broken across lines`, async () => {
      const { context, page } = await newPage(shop, { width, height: 900 });
      await page.goto('/order');
      await page.getByRole('list', { name: '플랫폼 목록' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      const grid = await readGrid(page);
      vexpect(grid.columns).toBe(4);
      vexpect(grid.tracks).toBe(4);
      vexpect(grid.tiles.map((t) => t.name)).toEqual(vexpect.arrayContaining(LONG_NAMES));
      for (const tile of grid.tiles) {
        vexpect(tile.brokenWords, tile.name).toEqual([]);
        vexpect(tile.clipped, tile.name).toBe(false);
        vexpect(tile.fontPx, tile.name).toBeGreaterThanOrEqual(9);
      }
      // Smaller type only where a word needs it: the short names keep the screen's own size.
      vexpect(grid.tiles.find((t) => t.name === '유튜브')!.fontPx).toBe(width < 880 ? 12 : 13);
      await page.getByRole('list', { name: '플랫폼 목록' }).screenshot({ path: new URL(`./screenshots/platform-grid-${width}.png`, import.meta.url).pathname });
      vexpect(unexpectedProblems(page, [401])).toEqual([]);
      await context.close();
    });
  }

  it('a phone turned from 320 to 375 px and back re-fits the names', async () => {
    const { context, page } = await newPage(shop, { width: 320, height: 800 });
    await page.goto('/order');
    await page.getByRole('list', { name: '플랫폼 목록' }).waitFor();
    const fontOf = async () => (await readGrid(page)).tiles.find((t) => t.name === '사운드클라우드')!;
    const narrow = await fontOf();
    await page.setViewportSize({ width: 375, height: 800 });
    await vexpect.poll(async () => (await fontOf()).fontPx).toBeGreaterThan(narrow.fontPx);
    await page.setViewportSize({ width: 320, height: 800 });
    await vexpect.poll(async () => (await fontOf()).fontPx).toBe(narrow.fontPx);
    vexpect((await fontOf()).clipped).toBe(false);
    await context.close();
  });
});
