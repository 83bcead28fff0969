import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { startStandInPopbill, type StandInPopbill } from '../apps/server/test/stand-ins/popbill.js';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { issueDueReceipts } from '../apps/server/src/jobs/issue-receipts.js';
import { creditCharge } from '../apps/server/src/services/charges/credit-charge.js';
import { onChargeReversed } from '../apps/server/src/services/growth/charge-events.js';
import { accessToken, logIn, MEMBER_PASSWORD, registerMember, settledShot, unexpectedProblems, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, startShop, widths, type Shop } from './helpers/shop.js';

/** Nothing sticks out sideways (tables become cards on phones). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  vexpect(scroll).toBeLessThanOrEqual(client);
}

describe.runIf(hasChrome)('cash receipts issued through Popbill (stand-in), in Chromium', () => {
  let shop: Shop;
  let popbill: StandInPopbill;
  let owner: { loginId: string; password: string };
  beforeAll(async () => {
    popbill = await startStandInPopbill();
    shop = await startShop({
      env: {
        POPBILL_LINK_ID: popbill.linkId,
        POPBILL_SECRET_KEY: popbill.secretKey,
        POPBILL_CORP_NUM: popbill.corpNum,
        POPBILL_BASE_URL: popbill.url,
        POPBILL_AUTH_URL: popbill.url,
      },
    });
    owner = await createAdmin(shop.app.ctx, 'receiptowner');
  });
  afterAll(async () => {
    await shop?.close();
    await popbill?.close();
  });

  /** A charge the member asked for with a cash receipt, credited as a deposit would, and its receipt issued by the sweep. */
  async function creditedWithReceipt(token: string, point: number, phone: string) {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/rest/service/point',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: '홍길동', point, feeType: 'CASH', feeValue: { phone } },
    });
    vexpect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { charge: { id: number } }).charge.id;
    const row = await shop.app.ctx.db.transaction().execute((trx) => creditCharge(trx, id, 'feed', new Date().toISOString()));
    await issueDueReceipts(shop.app.ctx);
    return row!;
  }

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('the member and the owner see the issued receipt number (and a refund\'s cancellation)', async () => {
      const id = `rc${name}${Date.now() % 100000}`;
      await registerMember(shop, id);
      const token = await accessToken(shop, id, MEMBER_PASSWORD);
      const first = await creditedWithReceipt(token, 30_000, '01023456789');
      await creditedWithReceipt(token, 50_000, '01023456789');
      // The first charge is partly refunded: its cash receipt gets the partial cancellation.
      await shop.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge: first, points: 10_000, whole: false, ref: { type: 'refund_request', id: 900001 } }, new Date().toISOString()));
      await issueDueReceipts(shop.app.ctx);
      const issued = popbill.documents.get(first.order_number)!;
      const cancel = popbill.documents.get(`${first.order_number}-C1`)!;
      vexpect(cancel.body).toMatchObject({ orgConfirmNum: issued.confirmNum, isPartCancel: true, totalAmount: '10000' });

      const member = await newPage(shop, { width, height });
      await logIn(member.page, id, MEMBER_PASSWORD);
      await waitForPath(member.page, '/order');
      await member.page.goto('/point');
      const history = member.page.getByRole('table', { name: '충전 내역' });
      await history.getByText(`승인번호 ${issued.confirmNum}`).waitFor();
      vexpect(await history.innerText()).toContain('현금영수증 (소득공제용)');
      vexpect(await history.innerText()).toContain(`취소 현금영수증 10,000원 · 발급 완료 · ${cancel.confirmNum}`);
      await history.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(member.page);
      await settledShot(member.page, `${name}-point-receipts`);
      vexpect(unexpectedProblems(member.page, [])).toEqual([]);
      await member.context.close();

      const console = await newPage(shop, { width, height });
      await logIn(console.page, owner.loginId, owner.password);
      await waitForPath(console.page, '/admin');
      await console.page.goto('/admin/charges');
      await console.page.getByRole('button', { name: '전체', exact: true }).first().click();
      const desk = console.page.getByRole('table', { name: '충전 신청 목록' });
      await desk.getByText(`승인번호 ${issued.confirmNum}`).waitFor();
      const receipts = console.page.getByRole('table', { name: '현금영수증·세금계산서 목록' });
      await receipts.getByText(issued.confirmNum).first().waitFor();
      await expectNoSidewaysScroll(console.page);
      await settledShot(console.page, `${name}-admin-charges-receipts`);
      vexpect(unexpectedProblems(console.page, [])).toEqual([]);
      await console.context.close();
    });
  });
});
