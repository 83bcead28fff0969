import { it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { newPage, pageProblems, startShop } from './helpers/shop.js';

it('debug', async () => {
  const shop = await startShop();
  const owner = await createAdmin(shop.app.ctx, 'shopowner');
  const { page } = await newPage(shop, { width: 1440, height: 900 });
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(owner.loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/order');
  await page.goto('/admin');
  await page.waitForTimeout(2000);
  console.log('LS', await page.evaluate(() => JSON.stringify(localStorage)));
  await page.goto('/admin/charges');
  await page.waitForTimeout(3000);
  console.log('TEXT2', (await page.innerText('main')).slice(0, 800));
  console.log('PROBLEMS', pageProblems(page));
  await page.getByRole('link', { name: '쇼핑몰로' }).click();
  await page.waitForTimeout(2000);
  console.log('TOP', (await page.innerText('header')).slice(0, 500));
  await shop.close();
}, 90000);
