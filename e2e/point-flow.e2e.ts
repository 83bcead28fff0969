import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { logIn, MEMBER_PASSWORD, openMenuIfCollapsed, registerMember, settledShot, unexpectedProblems, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, startShop, widths, type Shop } from './helpers/shop.js';

const FEED_SECRET = 'e2e-deposit-feed-secret-0123456789';

/** What the bank feed sends when money arrives: signed with the shared secret over the raw body. */
async function sendDeposit(shop: Shop, deposit: { amount: number; depositor: string }) {
  const body = JSON.stringify({ traceId: `bank-tx-${crypto.randomUUID()}`, depositedAt: new Date().toISOString(), ...deposit });
  const signature = crypto.createHmac('sha256', FEED_SECRET).update(body).digest('hex');
  const res = await fetch(`${shop.baseUrl}/rest/webhooks/deposits`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-signature': `sha256=${signature}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as { status: string; chargeId?: number } };
}

describe.runIf(hasChrome)('points top-up in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
    // The shop owner turns the tax-invoice surcharge on and connects the bank feed.
    await shop.app.ctx.db.updateTable('site_settings').set({ value: 'true' }).where('key', '=', 'ENABLE_PAYMENT_FEE').execute();
    shop.app.ctx.config.charges.depositFeedSecret = FEED_SECRET;
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('a member requests a charge with a tax invoice, pays 1.1 ×, and the deposit is credited', async () => {
      const id = `pt${name}${Date.now() % 100000}`;
      const depositor = name === 'phone' ? '홍길동' : '김철수';
      await registerMember(shop, id);

      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');

      await page.goto('/point');
      await page.getByRole('heading', { name: '포인트 충전', level: 1 }).waitFor();
      await page.getByText('입금하지 않은 충전 신청은 3시간 후 자동으로 취소됩니다.').first().waitFor();
      await page.getByText('입금 후 평균 1~10분 이내에 자동으로 충전됩니다.').first().waitFor();
      await page.getByText('아직 충전 신청 내역이 없습니다.').waitFor();

      // The ordered checks (docs/storefront-rules.md §5) come before any request.
      await page.getByRole('button', { name: '충전 신청하기' }).click();
      await page.getByText('입금자명을 입력해주세요.').first().waitFor();
      await page.getByLabel('입금자명').fill(depositor);
      await page.getByRole('button', { name: '충전 신청하기' }).click();
      await page.getByText('충전 금액을 설정해주세요.').first().waitFor();

      await page.getByRole('button', { name: '+1만원' }).click();
      await page.getByRole('button', { name: '+5천원' }).click();
      await page.getByRole('button', { name: '충전 금액 초기화' }).click();
      vexpect(await page.getByRole('textbox', { name: '충전 금액' }).inputValue()).toBe('');
      await page.getByRole('button', { name: '+1만원' }).click();
      await page.getByRole('radio', { name: '세금계산서' }).check();
      const invoice: [string, string][] = [
        ['상호(회사명)', '주식회사 가나다'],
        ['사업자등록번호', '123-45-67891'],
        ['대표자명', '김대표'],
        ['연락처', '010-1234-5678'],
        ['업태', '서비스업'],
        ['종목', '광고대행'],
        ['사업장 주소', '서울특별시 강남구 테헤란로 1'],
        ['세금계산서 받을 이메일', 'tax@example.com'],
      ];
      for (const [label, value] of invoice) await page.getByLabel(label, { exact: true }).fill(value);
      vexpect(await page.getByTestId('pay-amount').innerText()).toBe('11,000원');
      await settledShot(page, `${name}-point-form`);

      await page.getByRole('button', { name: '충전 신청하기' }).click();
      await page.getByText('아래 정보를 확인해주세요.').first().waitFor();
      const panel = page.getByRole('region', { name: '입금 안내' });
      await panel.waitFor();
      vexpect(await panel.getByTestId('deposit-amount').innerText()).toBe('11,000원');
      vexpect(await panel.innerText()).toContain('국민은행');
      vexpect(await panel.innerText()).toContain('123456-01-234567');
      vexpect(await panel.innerText()).toContain(depositor);
      const history = page.getByRole('table', { name: '충전 내역' });
      await history.getByText('대기', { exact: true }).waitFor();
      vexpect(await history.innerText()).toContain('10,000원');
      await settledShot(page, `${name}-point`);

      // The bank feed reports the exact amount from the depositor: credited once, through the ledger.
      const fed = await sendDeposit(shop, { amount: 11000, depositor });
      vexpect(fed).toMatchObject({ status: 200, body: { status: 'matched' } });

      // Coming back to the page (as from the bank app) refetches the history, then the balance.
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await history.getByText('승인', { exact: true }).waitFor({ timeout: 30_000 });
      await openMenuIfCollapsed(page);
      await page.getByRole('link', { name: /보유 포인트 10,000원/ }).first().waitFor({ timeout: 10_000 });
      await page.keyboard.press('Escape');

      // After a reload the same: the balance and the accepted charge come from the server.
      await page.reload();
      await history.getByText('승인', { exact: true }).waitFor();
      await openMenuIfCollapsed(page);
      await page.getByRole('link', { name: /보유 포인트 10,000원/ }).first().waitFor();
      await page.keyboard.press('Escape');
      await settledShot(page, `${name}-point-credited`);

      vexpect(unexpectedProblems(page, [401, 404])).toEqual([]);
      await context.close();
    });
  });
});
