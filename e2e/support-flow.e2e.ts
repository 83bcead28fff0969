import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { accessToken, FIRST_PRODUCT, logIn, MEMBER_PASSWORD, memberWithPoints, settledShot, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, startShop, widths, type Shop } from './helpers/shop.js';

/** A 2×2 PNG, attached from the member's disk. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

async function placeOrder(shop: Shop, token: string, link: string): Promise<number> {
  const service = await shop.app.ctx.db.selectFrom('services').select('id').where('text', '=', FIRST_PRODUCT).executeTakeFirstOrThrow();
  const res = await shop.app.inject({ method: 'POST', url: '/rest/service/order', headers: { authorization: `Bearer ${token}` }, payload: { serviceId: service.id, link, amount: 100 } });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  return (res.json() as { id: number }).id;
}

describe.runIf(hasChrome)('1:1 inquiries and the points statement in Chromium', () => {
  let shop: Shop;
  let owner: { loginId: string; password: string };
  beforeAll(async () => {
    shop = await startShop();
    owner = await createAdmin(shop.app.ctx, 'supportowner');
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('a member asks about an order with an image, staff answer from the inbox beside the order, the member sees the mark and the answer, and reads the points statement', async () => {
      const id = `inq${name}${Date.now() % 100000}`;
      const memberId = await memberWithPoints(shop, id, 30_000);
      const token = await accessToken(shop, id, MEMBER_PASSWORD);
      const orderId = await placeOrder(shop, token, `https://www.instagram.com/inquiry_${name}_${Date.now()}`);
      await placeOrder(shop, token, `https://www.instagram.com/inquiry2_${name}_${Date.now()}`);

      // The member: from the order's detail, "이 주문 문의하기".
      const member = await newPage(shop, { width, height });
      const page = member.page;
      await logIn(page, id, MEMBER_PASSWORD);
      await waitForPath(page, '/order');
      await page.goto(`/order-history/${orderId}`);
      await page.getByRole('link', { name: '이 주문 문의하기' }).click();
      await page.getByText(`주문번호 ${orderId}에 대한 문의입니다.`).waitFor();
      await page.getByLabel('제목').fill('팔로워가 아직 안 들어왔어요');
      await page.getByLabel('내용').fill('어제 주문했는데 아직 시작하지 않았어요.\n링크: https://www.instagram.com/example <b>확인</b> 부탁드려요.');
      await page.locator('input[type=file]').setInputFiles({ name: 'capture.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('button', { name: 'capture.png 첨부 취소' }).waitFor();
      await page.getByRole('button', { name: '문의 보내기' }).click();
      await page.getByRole('heading', { name: '팔로워가 아직 안 들어왔어요' }).waitFor();
      await page.getByRole('img', { name: '첨부 이미지 1' }).waitFor();
      // Typed markup stays text.
      await page.getByText('<b>확인</b> 부탁드려요.', { exact: false }).waitFor();
      const inquiry = await shop.app.ctx.db.selectFrom('inquiries').select('id').where('member_id', '=', memberId).executeTakeFirstOrThrow();

      // Staff: the inbox, the thread as plain text, the linked order with its actions.
      const staff = await newPage(shop, { width, height });
      await logIn(staff.page, owner.loginId, owner.password);
      await waitForPath(staff.page, '/admin');
      await staff.page.goto('/admin/inquiries?status=open');
      await staff.page.getByRole('button', { name: /팔로워가 아직 안 들어왔어요/ }).click();
      await staff.page.getByRole('region', { name: `연결된 주문 ${orderId}` }).waitFor();
      await staff.page.getByRole('img', { name: '첨부 이미지 1' }).waitFor();
      vexpect(await staff.page.locator('.adm-inq-msg a[href^="https://www.instagram.com"]').count()).toBe(0);
      await staff.page.getByLabel('답변', { exact: true }).fill('확인해 보니 공급처 대기열에 있습니다. 30분 안에 시작됩니다.\n감사합니다.');
      await settledShot(staff.page, `${name}-inquiry-inbox`);
      await staff.page.getByRole('button', { name: '답변 등록' }).click();
      await staff.page.getByText('답변 · supportowner').waitFor();
      await settledShot(staff.page, `${name}-inquiry-inbox-answered`);
      const notes = await shop.app.ctx.db.selectFrom('notifications').select('event').where('member_id', '=', memberId).where('event', '=', 'inquiry.answered').execute();
      vexpect(notes).toHaveLength(1);

      // The member: the mark on /qna's entry, then the answer.
      await page.goto('/qna');
      await page.getByLabel('새 답변 1건').waitFor();
      await settledShot(page, `${name}-qna-inquiry-entry`);
      await page.goto(`/inquiries/${inquiry.id}`);
      await page.getByText('운영자 답변').waitFor();
      await settledShot(page, `${name}-inquiry-thread`);
      await page.goto('/inquiries');
      await page.getByText('답변 완료').first().waitFor();
      vexpect(await page.getByLabel('새 답변 1건').count()).toBe(0);

      // The points statement: every movement, the totals ending at the balance.
      await page.goto('/point');
      await page.getByRole('link', { name: '포인트 내역' }).click();
      await page.getByRole('table', { name: '포인트 내역' }).or(page.locator('.data-table__wrap')).first().waitFor();
      const balance = Number((await shop.app.ctx.db.selectFrom('members').select('point').where('id', '=', memberId).executeTakeFirstOrThrow()).point);
      await page.locator('.stmt-summary__total dd').filter({ hasText: `${balance.toLocaleString('ko-KR')}` }).waitFor();
      await settledShot(page, `${name}-point-statement`);
      vexpect(pageProblems(page)).toEqual([]);
      vexpect(pageProblems(staff.page)).toEqual([]);
      await member.context.close();
      await staff.context.close();
    });
  });
});
