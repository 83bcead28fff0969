import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChrome, newPage, startShop, widths, type Shop } from './helpers/shop.js';

interface Frame {
  footerTop: number | null;
  shift: number;
}

/**
 * Issue 17: a screen arrives in steps (its code, then its data). The main area keeps its height
 * through them, so the footer never shows up under a spinner only to jump down when the screen
 * arrives. The answers are held back so the steps are far apart.
 */
describe.runIf(hasChrome)('the first screen reserves its height', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ width, height }) => {
    it.each(['/', '/order'])('%s: the footer stays below the fold until the screen arrives, and nothing shifts', async (path) => {
      const { context, page } = await newPage(shop, { width, height });
      await page.route('**/rest/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      // Every frame from the first: where the footer is, and the layout shift so far.
      await page.addInitScript(() => {
        const frames: { footerTop: number | null; shift: number }[] = [];
        let shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        const sample = () => {
          // The footer, or the block that holds its place until it is drawn (WhenNear).
          const footer = document.querySelector('footer, .footer-space');
          frames.push({ footerTop: footer ? footer.getBoundingClientRect().top + window.scrollY : null, shift });
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
        (window as unknown as { frames_: typeof frames }).frames_ = frames;
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const frames = await page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);
      const tops = frames.map((f) => f.footerTop).filter((top): top is number => top !== null);
      expect(tops.length).toBeGreaterThan(0);
      // Before the data (first frame with a footer) and after it (last frame): never inside the first screen.
      expect(tops[0]).toBeGreaterThanOrEqual(height);
      expect(Math.min(...tops)).toBeGreaterThanOrEqual(height);
      expect(tops[tops.length - 1]).toBeGreaterThanOrEqual(height);
      expect(frames[frames.length - 1]!.shift).toBeLessThan(0.01);
      await context.close();
    });
  });
});
