import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { hasChrome, newPage, pageProblems, startShop, widths, type Shop } from './helpers/shop.js';

async function login(page: Page, id: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  // The owner lands in the console.
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** The owner fixes a wrongly imported service's type in the console; the /api page says what each type takes. */
describe.runIf(hasChrome)('service types in the console and on /api, in Chromium', () => {
  let shop: Shop;
  let owner: { loginId: string; password: string };
  beforeAll(async () => {
    shop = await startShop();
    owner = await createAdmin(shop.app.ctx, 'typeowner');
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('the editor shows the type and its fields; the owner picks another and it is saved', async () => {
      const { db } = shop.app.ctx;
      const service = await db.selectFrom('services').select(['id', 'text']).where('visible', '=', 1).where('service_type', '=', 'Default').orderBy('id').executeTakeFirstOrThrow();
      const { context, page } = await newPage(shop, { width, height });
      await login(page, owner.loginId, owner.password);
      await page.goto('/admin/catalog');
      await page.getByRole('button', { name: `${service.text} 수정` }).first().click();
      const form = page.getByRole('form', { name: '상품 수정' });
      const select = form.getByLabel('상품 유형');
      vexpect(await select.inputValue()).toBe('Default');
      await form.getByText(/주문 항목: 링크, 수량\./).waitFor();
      await select.selectOption({ label: '커스텀 댓글' });
      await form.getByText(/주문 항목: 링크, 댓글 내용\. 수량을 보내지 않습니다/).waitFor();
      await form.getByRole('note').filter({ hasText: '기본 (링크 + 수량)에서 커스텀 댓글(으)로 바꿉니다' }).waitFor();
      await select.scrollIntoViewIfNeeded();
      await page.screenshot({ path: new URL(`./screenshots/${name}-service-type-editor.png`, import.meta.url).pathname });
      await form.getByRole('button', { name: '저장' }).click();
      await form.waitFor({ state: 'detached' });
      vexpect((await db.selectFrom('services').select('service_type').where('id', '=', service.id).executeTakeFirstOrThrow()).service_type).toBe('Custom Comments');
      // put it back for the other width
      await db.updateTable('services').set({ service_type: 'Default' }).where('id', '=', service.id).execute();

      await page.goto('/api');
      const types = page.getByRole('region', { name: '상품 유형별 주문 항목' });
      await types.getByText('Subscriptions', { exact: true }).click();
      const params = types.getByRole('list', { name: 'Subscriptions 주문 항목' });
      for (const p of ['username', 'min', 'max', 'posts', 'delay', 'expiry']) await params.getByText(p, { exact: true }).waitFor();
      vexpect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await types.screenshot({ path: new URL(`./screenshots/${name}-api-service-types.png`, import.meta.url).pathname });
      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });
});
