import { it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { newPage, startShop } from './helpers/shop.js';

it('debug', async () => {
  const shop = await startShop();
  const owner = await createAdmin(shop.app.ctx, 'shopowner');
  const { page } = await newPage(shop, { width: 1440, height: 900 });
  page.on('console', (m) => { if (m.text().includes('BADDESTROY')) console.log('CONSOLE', m.text()); });
  page.setDefaultTimeout(5000);
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(owner.loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/order');
  await page.goto('/admin');
  await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
  await page.getByRole('link', { name: '회원 관리' }).click();
  await page.waitForTimeout(2000);
  await shop.close();
}, 90000);
