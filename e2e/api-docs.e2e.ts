import { expect as vexpect, afterAll, beforeAll, describe, it } from 'vitest';
import { accessToken, logIn, registerMember, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, screenshot, startShop, widths, type Shop } from './helpers/shop.js';

/** docs/storefront-rules.md §2: the base URL is a separate host and port, shown as the shop owner configured it. */
const PUBLIC_API_URL = 'https://api.snsshop.example';

/** A member registered through the shop's API, with an API key issued as /account does. */
async function memberWithKey(shop: Shop, id: string) {
  const password = 'api-docs-pass1';
  await registerMember(shop, id, password);
  const token = await accessToken(shop, id, password);
  const issued = await shop.app.inject({ method: 'POST', url: '/rest/auth/api-key', headers: { authorization: `Bearer ${token}` } });
  return { id, password, key: (issued.json() as { apiKey: string }).apiKey };
}

describe.runIf(hasChrome)('the /api guide in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({ env: { PUBLIC_API_URL } });
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('shows the configured base URL, the header, every endpoint with examples, and a hint of the member key', async () => {
      const m = await memberWithKey(shop, `apidoc${name}${Date.now() % 100000}`);
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, m.id, m.password);
      await waitForPath(page, '/order');

      // From the key on /account to the guide.
      await page.goto('/account');
      await page.getByRole('link', { name: 'API 안내 보기' }).click();
      await waitForPath(page, '/api');
      await page.getByRole('heading', { name: 'API 안내', level: 1 }).waitFor();

      vexpect(await page.getByTestId('api-base-url').innerText()).toBe(PUBLIC_API_URL);
      const basics = page.getByRole('region', { name: '기본 정보' });
      await basics.getByText('api-key: 내_API_키').waitFor();
      await basics.getByText(/API 키 하나당 1분에 120회/).waitFor();

      for (const endpoint of ['GET /services', 'POST /order', 'GET /status/:wId', 'GET /balance']) {
        const card = page.getByRole('region', { name: endpoint });
        await card.waitFor();
        vexpect(await card.getByLabel('요청 예시').innerText()).toContain(PUBLIC_API_URL);
      }
      vexpect(await page.getByRole('region', { name: 'POST /order' }).getByLabel('응답 예시 (201)').innerText()).toContain('"wId"');
      const services = await page.getByRole('region', { name: 'GET /services' }).getByLabel('응답 예시 (200)').innerText();
      vexpect(services).toContain('"max": 30000');
      vexpect(services).toContain('"max": 10000');
      await page.getByRole('region', { name: 'SMM 패널 API v2 호환' }).getByText(`${PUBLIC_API_URL}/api/v2`, { exact: true }).waitFor();

      // The key is only hinted at here; the whole key lives on /account.
      const hint = page.getByRole('region', { name: '내 API 키' });
      await hint.getByText(`${m.key.slice(0, 4)}••••••••${m.key.slice(-4)}`).waitFor();
      vexpect(await page.locator('body').innerText()).not.toContain(m.key);

      // Nothing is wider than a phone screen: long examples scroll inside their own box.
      vexpect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `${name}-api`);

      await page.getByRole('link', { name: 'POST /order 주문하기' }).click();
      await page.waitForFunction(() => window.location.hash === '#api-order');
      await hint.getByRole('link', { name: '계정 설정' }).click();
      await waitForPath(page, '/account');
      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });

  it('the documented calls answer on the API listener with the same key', async () => {
    const m = await memberWithKey(shop, `apicall${Date.now() % 100000}`);
    const apiUrl = shop.apiUrl!;
    const services = await fetch(`${apiUrl}/services`, { headers: { 'api-key': m.key } });
    vexpect(services.status).toBe(200);
    vexpect(services.headers.get('x-ratelimit-limit')).toBe('120');
    const list = (await services.json()) as { id: number; min: number; max: number; text: string }[];
    vexpect(list.length).toBeGreaterThan(10);
    vexpect(Object.keys(list[0]!)).toEqual(vexpect.arrayContaining(['id', 'min', 'max', 'text']));
    const balance = await fetch(`${apiUrl}/balance`, { headers: { 'api-key': m.key } });
    vexpect(await balance.json()).toEqual({ balance: 0, currency: 'KRW' });
    const noKey = await fetch(`${apiUrl}/balance`);
    vexpect(noKey.status).toBe(401);
    const doc = (await (await fetch(`${apiUrl}/openapi.json`)).json()) as { servers: { url: string }[] };
    vexpect(doc.servers).toEqual([{ url: PUBLIC_API_URL }]);
  });
});
