import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { buildCustomerApi } from '../../apps/server/src/customer-api/build-customer-api.js';
import { defaultStaffPolicy } from '../../apps/server/src/services/staff/staff-policy.js';
import { copySqliteTemplate } from '../../apps/server/test/helpers/db-template.js';
import { chromeArgs, findChrome } from './chrome.js';

export const hasChrome = findChrome() !== null;

export const widths = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export interface Shop {
  baseUrl: string;
  /** The customer API listener (documented API + SMM API v2), started by startShop next to the shop as `npm start` does. */
  apiUrl?: string;
  app: FastifyInstance;
  browser: Browser;
  close(): Promise<void>;
}

/** A real shop (built SPA + API, fresh SQLite) on a free loopback port, and a Chromium to drive it. */
/**
 * `twoFactor: 'shop-default'` keeps the real shop's rule (owners and anyone who can move points must
 * enrol in two-factor sign-in); otherwise the console tests' owner is not asked to enrol.
 */
export async function startShop(opts: { env?: Record<string, string>; twoFactor?: 'shop-default' } = {}): Promise<Shop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snsshop-e2e-'));
  // The run's migrated database (global-setup.ts), when there is one: start-up then only seeds the demo shop.
  copySqliteTemplate(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', API_PORT: '0', HOST: '127.0.0.1', SIGNUP_RATE_LIMIT: '1000000', ...opts.env });
  const app = await buildApp(config);
  if (opts.twoFactor !== 'shop-default') {
    const at = new Date().toISOString();
    await app.ctx.db.insertInto('site_settings').values({ key: 'staff.security', value: JSON.stringify({ ...defaultStaffPolicy, twoFactorRoles: [] }), updated_at: at }).execute();
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const customerApi = await buildCustomerApi(app.ctx, config);
  const apiUrl = await customerApi.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: findChrome()!, args: chromeArgs });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiUrl,
    app,
    browser,
    close: async () => {
      await browser.close();
      await customerApi.close();
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function newPage(shop: Shop, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await shop.browser.newContext({ viewport, baseURL: shop.baseUrl, locale: 'ko-KR' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  (page as Page & { problems: string[] }).problems = problems;
  return { context, page };
}

/** Console errors and uncaught exceptions the page produced so far. */
export function pageProblems(page: Page): string[] {
  return (page as Page & { problems?: string[] }).problems ?? [];
}

const shotDir = fileDir('../screenshots');
function fileDir(rel: string) {
  return new URL(rel, import.meta.url).pathname;
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}
