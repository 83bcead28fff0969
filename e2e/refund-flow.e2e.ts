import { msg } from '@snsshop/shared/common';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { creditCharge } from '../apps/server/src/services/charges/credit-charge.js';
import { applyPointChange } from '../apps/server/src/services/points/apply-point-change.js';
import { accessToken, logIn, MEMBER_PASSWORD, registerMember, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, startShop, widths, type Shop } from './helpers/shop.js';

/** A member with a 30,000원 bank charge credited a moment ago and 12,000원 of it spent on an order since. */
async function memberWithCharge(shop: Shop, id: string) {
  const memberId = await registerMember(shop, id);
  const token = await accessToken(shop, id, MEMBER_PASSWORD);
  const asked = await shop.app.inject({ method: 'POST', url: '/rest/service/point', headers: { authorization: `Bearer ${token}` }, payload: { name: '홍길동', point: 30_000, feeType: 'NONE' } });
  const chargeId = (asked.json() as { charge: { id: number } }).charge.id;
  const at = new Date().toISOString();
  await shop.app.ctx.db.transaction().execute(async (trx) => {
    await creditCharge(trx, chargeId, 'webhook', at);
    await applyPointChange(trx, { memberId, delta: -12_000, kind: 'order', refType: 'e2e-order', refId: `${id}-1`, at });
  });
  return { memberId, chargeId, token };
}

describe.runIf(hasChrome)('refund requests (환불 신청) in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('the member reads the arithmetic on /point, a wrong account number is refused in Korean, the request holds the points', async () => {
      const id = `rfd${name}${Date.now() % 100000}`;
      const { memberId } = await memberWithCharge(shop, id);
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');
      await page.goto('/point');
      const panel = page.getByRole('region', { name: '환불 신청' });
      await panel.getByText('충전 30,000원 − 사용 차감 12,000원 = 환불 가능 18,000원').waitFor();
      await panel.getByRole('button', { name: '환불 신청', exact: true }).click();
      const form = panel.getByRole('form');
      await form.getByLabel('환불 금액').fill('18000');
      await form.getByLabel('이메일').fill(`${id}@example.com`);
      await form.getByLabel('예금주').fill('홍길동');
      await form.getByLabel('은행').selectOption({ label: '카카오뱅크' });
      await form.getByLabel('계좌번호').fill('3333-01');
      await form.getByRole('button', { name: '환불 신청하기' }).click();
      await form.getByText(msg.refund.accountInvalid).waitFor();
      await form.getByLabel('계좌번호').scrollIntoViewIfNeeded();
      await settledShot(page, `${name}-point-refund-form`);
      await form.getByLabel('계좌번호').fill('3333-01-2345678');
      await form.getByRole('button', { name: '환불 신청하기' }).click();
      await page.getByText(msg.refund.requested).first().waitFor();
      await panel.getByRole('table', { name: '환불 신청 내역' }).getByText('카카오뱅크 *********5678').waitFor();
      await panel.getByText('처리 중인 환불 신청이 있습니다.').waitFor();
      await settledShot(page, `${name}-point-refund-requested`);
      const member = await shop.app.ctx.db.selectFrom('members').select('point').where('id', '=', memberId).executeTakeFirstOrThrow();
      vexpect(Number(member.point)).toBe(0);
      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });

  describe.each(widths)('the owner at $width px ($name)', ({ name, width, height }) => {
    it('the queue shows the charge, the usage since and the deadline; approve, then 송금 완료 with the date', async () => {
      const owner = await createAdmin(shop.app.ctx, `rfowner${name}`);
      const id = `rfq${name}${Date.now() % 100000}`;
      const { chargeId, token } = await memberWithCharge(shop, id);
      const asked = await shop.app.inject({
        method: 'POST',
        url: '/rest/service/point/refunds',
        headers: { authorization: `Bearer ${token}` },
        payload: { chargeId, points: 18_000, email: `${id}@example.com`, holder: '김환불', bank: '088', account: '110-234-567890' },
      });
      vexpect(asked.statusCode).toBe(201);
      const refundId = (asked.json() as { id: number }).id;

      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, owner.loginId, owner.password);
      await waitForPath(page, '/admin');
      await page.goto('/admin/refunds');
      const row = page.getByRole('row').filter({ hasText: id.toLowerCase() });
      await row.getByText('신한은행 110234567890').waitFor();
      await row.getByText('12,000원').waitFor();
      await settledShot(page, `${name}-admin-refund-queue`);
      await row.getByRole('button', { name: `환불 ${refundId} 승인` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '승인', exact: true }).click();
      await row.getByText('승인 (송금 대기)').waitFor();
      await row.getByRole('button', { name: `환불 ${refundId} 송금 완료` }).click();
      const dialog = page.getByRole('dialog', { name: '송금 완료' });
      await dialog.getByRole('button', { name: '송금 완료' }).click();
      await row.waitFor({ state: 'detached' });
      const done = await shop.app.ctx.db.selectFrom('refund_requests').select(['state', 'transfer_date']).where('id', '=', refundId).executeTakeFirstOrThrow();
      vexpect(done).toMatchObject({ state: 'sent', transfer_date: vexpect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });
});
