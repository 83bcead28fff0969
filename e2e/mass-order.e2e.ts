import { massOrderMessages as m, orderMessages } from '@snsshop/shared/orders';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { FIRST_PRODUCT, logIn, MEMBER_PASSWORD, memberWithPoints, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, startShop, widths, type Shop } from './helpers/shop.js';

describe.runIf(hasChrome)('대량 주문 and 다시 주문 in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('a member pastes lines, reads the preview with its errors, orders the valid lines, then 다시 주문 opens /order filled in', async () => {
      const id = `mass${name}${Date.now() % 100000}`;
      await memberWithPoints(shop, id, 100_000);
      const services = (await (await fetch(`${shop.baseUrl}/rest/service/services`)).json()) as { id: number; text: string; categoryId: number; min: number; serviceType?: string; isReadOnly: boolean }[];
      const followers = services.find((s) => s.text === FIRST_PRODUCT)!; // 45원 each, 10 to 5,000
      // a link + quantity product of another category: 다시 주문 must pick it, not the first product
      const other = services.find((s) => s.categoryId !== followers.categoryId && (s.serviceType ?? 'Default') === 'Default' && !s.isReadOnly)!;
      const { context, page } = await newPage(shop, { width, height });
      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');

      await page.getByRole('link', { name: '대량 주문' }).click();
      await waitForPath(page, '/mass-order');
      const first = `https://www.instagram.com/${id}_a`;
      const second = `https://www.instagram.com/${id}_b`;
      await page
        .getByLabel('주문 목록')
        .fill([`${followers.id} | ${first} | 12`, `${other.id}\t${second}\t${other.min}`, `${followers.id} | https://www.instagram.com/${id}_c | 5`, '99999 | https://www.instagram.com/x | 10', '잘못된 줄'].join('\n'));
      await page.getByText('5 / 100줄').waitFor();
      await page.getByRole('button', { name: '미리보기' }).click();
      const lines = page.getByRole('list', { name: '줄별 미리보기' });
      await lines.waitFor();
      const items = await lines.getByRole('listitem').allInnerTexts();
      vexpect(items[0]).toContain(FIRST_PRODUCT);
      vexpect(items[0]).toContain('540원'); // the server's quote: 12 × 45원
      vexpect(items[2]).toContain(orderMessages.belowMin);
      vexpect(items[3]).toContain(m.serviceNotFound);
      vexpect(items[4]).toContain(m.lineFormat);
      await page.getByText(`모두 주문할 수 없습니다. ${m.lineError(3, orderMessages.belowMin)}`).waitFor();
      vexpect(await page.getByRole('button', { name: /^모두 주문/ }).isDisabled()).toBe(true);
      await settledShot(page, `${name}-mass-order-preview`);

      vexpect(items[1]).toContain(other.text);
      await page.getByRole('button', { name: /^주문할 수 있는 줄만 주문 \(2건 · [\d,]+원\)$/ }).click();
      await page.getByText(/^2건을 주문했습니다 \([\d,]+원 사용\)\. 남은 포인트 [\d,]+원\.$/).waitFor();
      vexpect(await page.getByRole('list', { name: '줄별 주문 결과' }).getByText(/주문번호 \d+/).count()).toBe(2);
      await settledShot(page, `${name}-mass-order-placed`);

      // 다시 주문 from the history: /order with the same product, link and quantity
      await page.getByRole('link', { name: '주문내역 보기' }).click();
      await waitForPath(page, '/order-history');
      const row = page.getByRole('row').filter({ hasText: second });
      await row.getByRole('link', { name: /다시 주문/ }).waitFor();
      await settledShot(page, `${name}-order-history-reorder`);
      await row.getByRole('link', { name: /다시 주문/ }).click();
      await waitForPath(page, '/order');
      await page.getByLabel('주문 링크').waitFor();
      vexpect(await page.getByLabel('상품 선택').locator('option:checked').innerText()).toContain(other.text);
      vexpect(await page.getByLabel('주문 링크').inputValue()).toBe(second);
      vexpect(await page.getByLabel('주문 수량').inputValue()).toBe(String(other.min));
      await settledShot(page, `${name}-reorder-prefilled`);

      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  });
});
