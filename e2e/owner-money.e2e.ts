import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { koreanDayOf } from '../apps/server/src/db/query-helpers.js';
import { creditCharge } from '../apps/server/src/services/charges/credit-charge.js';
import { accessToken, logIn, MEMBER_PASSWORD, registerMember, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, screenshot, startShop, widths, type Shop } from './helpers/shop.js';

const invoice = { company: '(주)가나다', businessNumber: '123-45-67891', leader: '김대표', phone: '02-123-4567', jobType: '서비스', jobType2: '광고대행', address: '서울특별시 강남구 테헤란로 1', email: 'tax@example.com' };

/** Nothing sticks out sideways (tables become cards on phones). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  vexpect(scroll).toBeLessThanOrEqual(client);
}

/** A member's tax-invoice charge of 10,000 points (11,000원 paid, the VAT on top), credited as a matched deposit, and a refund asked of all of it. */
async function taxInvoiceChargeRefunded(shop: Shop, id: string) {
  await registerMember(shop, id);
  const token = await accessToken(shop, id, MEMBER_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  const asked = await shop.app.inject({ method: 'POST', url: '/rest/service/point', headers, payload: { name: '홍길동', point: 10_000, feeType: 'FEE', feeValue: invoice } });
  vexpect(asked.statusCode, asked.body).toBe(201);
  const chargeId = (asked.json() as { charge: { id: number } }).charge.id;
  await shop.app.ctx.db.transaction().execute((trx) => creditCharge(trx, chargeId, 'webhook', new Date().toISOString()));
  const refund = await shop.app.inject({ method: 'POST', url: '/rest/service/point/refunds', headers, payload: { chargeId, points: 10_000, email: `${id}@example.com`, holder: '홍길동', bank: '088', account: '110-234-567890' } });
  vexpect(refund.statusCode, refund.body).toBe(201);
  const order = await shop.app.ctx.db.selectFrom('point_charges').select('order_number').where('id', '=', chargeId).executeTakeFirstOrThrow();
  return { chargeId, refundId: (refund.json() as { id: number }).id, orderNumber: order.order_number };
}

describe.runIf(hasChrome)('what the owner sees about money out and in (refund figures, receipts by hand, reconciliation), in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
    await shop.app.ctx.db.updateTable('site_settings').set({ value: 'true' }).where('key', '=', 'ENABLE_PAYMENT_FEE').execute();
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('the refund says points and money with the reason; a tax invoice is recorded as issued at 홈택스; the day is reconciled at 11,000원 received', async () => {
      const id = `om${name}${Date.now() % 100000}`;
      const { refundId, orderNumber } = await taxInvoiceChargeRefunded(shop, id);

      // The member's list of requests says both figures.
      const member = await newPage(shop, { width, height });
      await logIn(member.page, id, MEMBER_PASSWORD);
      await waitForPath(member.page, '/order');
      await member.page.goto('/point');
      const requests = member.page.getByRole('table', { name: '환불 신청 내역' });
      await requests.getByText('포인트 10,000원 · 송금액 11,000원 (부가세 포함)').waitFor();
      await requests.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(member.page);
      await screenshot(member.page, `${name}-owner-money-member-refunds`);
      vexpect(pageProblems(member.page)).toEqual([]);
      await member.context.close();

      // Without Popbill the tax invoice waits for the owner: issued at 홈택스, its number recorded here.
      const owner = await createAdmin(shop.app.ctx, `omowner${name}`);
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, owner.loginId, owner.password);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await page.goto('/admin/charges');
      const receipts = page.getByRole('table', { name: '현금영수증·세금계산서 목록' });
      const invoiceRow = receipts.getByRole('row').filter({ hasText: orderNumber }).filter({ hasText: '세금계산서' }).filter({ hasNotText: '수정세금계산서' });
      await invoiceRow.getByText('사업자등록번호 1234567891').waitFor();
      vexpect(await invoiceRow.innerText()).toContain('공급가액 10,000원');
      await invoiceRow.getByRole('button', { name: `문서 ${orderNumber} 홈택스 발급 기록` }).click();
      const record = page.getByRole('dialog', { name: '홈택스 발급 기록' });
      const number = `2026${String(Date.now() % 100000000).padStart(8, '0')}`;
      await record.getByLabel('국세청 승인번호').fill(number);
      await settledShot(page, `${name}-owner-money-record-receipt`);
      await record.getByRole('button', { name: '발급 완료로 기록' }).click();
      await record.waitFor({ state: 'detached' });
      await invoiceRow.getByText(`홈택스 발급 · ${owner.loginId.toLowerCase()} 기록`).waitFor();

      // The owner approves with both figures in front of them, then 송금 완료.
      await page.goto('/admin/refunds');
      const row = page.getByRole('row').filter({ hasText: id.toLowerCase() });
      await row.getByText('포인트 10,000원 · 송금액 11,000원 (부가세 포함)').waitFor();
      await row.getByRole('button', { name: `환불 ${refundId} 승인` }).click();
      const approve = page.getByRole('alertdialog', { name: '환불 승인' });
      await approve.getByText(/포인트 10,000원 · 송금액 11,000원 \(부가세 포함\)/).waitFor();
      await settledShot(page, `${name}-owner-money-approve`);
      await approve.getByRole('button', { name: '승인', exact: true }).click();
      await row.getByText('승인 (송금 대기)').waitFor();
      await row.getByRole('button', { name: `환불 ${refundId} 송금 완료` }).click();
      const sent = page.getByRole('dialog', { name: '송금 완료' });
      await sent.getByText(/11,000원을 보낸 날짜/).waitFor();
      await sent.getByRole('button', { name: '송금 완료' }).click();
      await row.waitFor({ state: 'detached' });

      // The refund's amending invoice waits to be issued at 홈택스: negative, with the original's number.
      await page.goto('/admin/charges');
      const amendRow = receipts.getByRole('row').filter({ hasText: `${orderNumber}-C1` });
      await amendRow.getByText('-11,000원').waitFor();
      vexpect(await amendRow.innerText()).toContain(`원본 승인번호 ${number}`);
      await amendRow.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `${name}-owner-money-receipts`);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '발급 대기 CSV 내려받기' }).click();
      vexpect((await download).suggestedFilename()).toBe('영수증-발급-대기.csv');

      // Reconciliation: a deposit that credited nothing is a difference; the tax invoice's deposit counts at 11,000원.
      const at = new Date().toISOString();
      await shop.app.ctx.db.insertInto('unmatched_deposits').values({ source: 'feed', trace_id: `om-${name}-${Date.now()}`, amount: 7_000, depositor: `김미확인${width}`, deposited_at: at, reason: '맞는 충전 신청이 없습니다', created_at: at }).execute();
      await page.goto('/admin/reconciliation');
      await page.getByRole('heading', { name: '정산 대조', level: 1 }).waitFor();
      await page.getByLabel('맞춰 볼 날').fill(koreanDayOf(at));
      await page.getByRole('button', { name: '이 날 맞춰 보기' }).click();
      const day = page.getByRole('article', { name: `${koreanDayOf(at)} 정산 대조` });
      await day.getByText(`입금 7,000원 (김미확인${width})`, { exact: false }).waitFor();
      vexpect(await day.innerText()).toContain('충전되지 않은 입금');
      await expectNoSidewaysScroll(page);
      await settledShot(page, `${name}-owner-money-reconciliation`);
      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });
});
