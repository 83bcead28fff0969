import { legalVersions } from '@snsshop/shared/auth';
import { expect as vexpect, afterAll, beforeAll, describe, it } from 'vitest';
import { expectFirstProductChosen, openMenuIfCollapsed, unexpectedProblems, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, screenshot, startShop, widths, type Shop } from './helpers/shop.js';

/** Console errors for the expected 401/404 answers are not problems. */
const expectedStatuses = [401, 404];

describe.runIf(hasChrome)('the shop in Chromium', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  describe.each(widths)('at $width px ($name)', ({ name, width, height }) => {
    it('a new visitor registers, logs in, sees the seeded platforms on /order, and logs out', async () => {
      const { context, page } = await newPage(shop, { width, height });
      const id = `e2e${name}${Date.now() % 100000}`;
      const password = 'e2e-password1';

      await page.goto('/register');
      await page.getByLabel('아이디', { exact: true }).fill(id);
      await page.getByLabel('비밀번호', { exact: true }).fill(password);
      // Checked in the order of docs/storefront-rules.md §5 before anything is sent.
      await page.getByLabel('비밀번호 재입력').fill('different-1');
      await page.getByLabel('이메일').fill(`${id}@example.com`);
      await page.getByRole('button', { name: '가입하기' }).click();
      await page.getByText('비밀번호 재확인이 다릅니다.').first().waitFor();
      await page.getByLabel('비밀번호 재입력').fill(password);
      await page.getByRole('button', { name: '가입하기' }).click();
      await page.getByText('가입 경로를 선택해주세요.').first().waitFor();
      await page.getByLabel('가입 경로').selectOption('지인 추천');
      // The consents come after the form's own fields, none ticked; each required one is asked for by name.
      const consents = page.getByRole('group', { name: '약관 동의' });
      const box = (label: string) => consents.getByRole('checkbox', { name: label, exact: true });
      vexpect(await consents.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).checked))).toEqual([false, false, false, false]);
      await page.getByRole('button', { name: '가입하기' }).click();
      await consents.getByText('이용약관에 동의해주세요.').waitFor();
      await box('[필수] 이용약관 동의').check();
      await page.getByRole('button', { name: '가입하기' }).click();
      await consents.getByText('개인정보 수집·이용에 동의해주세요.').waitFor();
      await screenshot(page, `${name}-register-consent-missing`);
      // Each box and 보기 is a comfortable tap on a phone.
      for (const target of [box('[필수] 개인정보 수집·이용 동의'), consents.getByRole('link', { name: '이용약관 보기 (새 창)' })]) {
        const rect = await target.evaluate((el) => (el.closest('label') ?? el).getBoundingClientRect().height);
        vexpect(rect).toBeGreaterThanOrEqual(44);
      }
      vexpect(await consents.getByRole('link', { name: '개인정보처리방침 보기 (새 창)' }).getAttribute('href')).toBe('/terms/privacy');
      await box('전체 동의').check();
      await box('[선택] 마케팅 정보 수신 동의').uncheck();
      await screenshot(page, `${name}-register`);
      await page.getByRole('button', { name: '가입하기' }).click();
      await page.getByText('회원가입에 성공했습니다.').first().waitFor();
      const consentRow = await shop.app.ctx.db
        .selectFrom('member_consents')
        .innerJoin('members', 'members.id', 'member_consents.member_id')
        .select(['terms_version', 'privacy_version', 'marketing', 'terms_agreed_at'])
        .where('members.login_id', '=', id.toLowerCase())
        .executeTakeFirstOrThrow();
      vexpect(consentRow).toMatchObject({ terms_version: legalVersions.terms, privacy_version: legalVersions.privacy, marketing: 0 });
      await waitForPath(page, '/login');
      // The address changes before the login screen's code has loaded; the sign-up form (with fields
      // of the same names) stays on screen until then, so wait for the login button first.
      await page.getByRole('button', { name: '로그인', exact: true }).waitFor();

      await page.getByLabel('아이디', { exact: true }).fill(id);
      await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.getByText('아이디 또는 비밀번호가 틀렸습니다.').first().waitFor();
      await page.getByLabel('비밀번호', { exact: true }).fill(password);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await waitForPath(page, '/order');

      const platforms = page.getByRole('list', { name: '플랫폼 목록' }).getByRole('button');
      await platforms.first().waitFor();
      vexpect(await platforms.count()).toBe(15);
      vexpect(await platforms.allInnerTexts()).toEqual(vexpect.arrayContaining(['인스타그램', '유튜브', '틱톡', '네이버 블로그']));
      // The first platform, category and product are chosen for the member.
      await expectFirstProductChosen(page);
      const product = page.getByLabel('상품 선택');
      await page.getByRole('button', { name: '유튜브', exact: true }).click();
      await page.getByRole('button', { name: '유튜브 구독자', exact: true }).waitFor();
      vexpect(await product.locator('option:checked').innerText()).toContain('유튜브 한국인 구독자');
      await screenshot(page, `${name}-order-member`);

      // A member is not shown the visitor-only screens.
      await page.goto('/login');
      await waitForPath(page, '/order');
      await page.goto('/no/such/page');
      await waitForPath(page, '/order');

      await openMenuIfCollapsed(page);
      await page.getByRole('link', { name: /보유 포인트 0원/ }).waitFor();
      await page.getByRole('link', { name: '로그아웃' }).click();
      await waitForPath(page, '/');
      vexpect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
      await page.goto('/order');
      await openMenuIfCollapsed(page);
      await page.getByRole('button', { name: '둘러보기' }).waitFor();

      vexpect(unexpectedProblems(page, expectedStatuses)).toEqual([]);
      await context.close();
    });

    it('a guest browses without an account and sees /order', async () => {
      const { context, page } = await newPage(shop, { width, height });
      await page.goto('/order');
      await openMenuIfCollapsed(page);
      await page.getByRole('button', { name: '둘러보기' }).click();
      await waitForPath(page, '/order');
      await page.getByRole('list', { name: '플랫폼 목록' }).getByRole('button', { name: '인스타그램' }).waitFor();
      await openMenuIfCollapsed(page);
      // A guest sees the member menu, with login and sign-up instead of a balance.
      await page.getByRole('link', { name: '주문내역', exact: true }).first().waitFor();
      await page.getByRole('link', { name: '회원가입' }).first().waitFor();
      vexpect(await page.getByRole('link', { name: /보유 포인트/ }).count()).toBe(0);
      await screenshot(page, `${name}-order-guest`);
      await page.keyboard.press('Escape');
      await page.goto('/nowhere');
      await waitForPath(page, '/order');
      vexpect(unexpectedProblems(page, expectedStatuses)).toEqual([]);
      await context.close();
    });

    it('an unknown path sends a visitor to /order', async () => {
      const { context, page } = await newPage(shop, { width, height });
      await page.goto('/this/does/not/exist');
      await waitForPath(page, '/order');
      await page.getByRole('list', { name: '플랫폼 목록' }).getByRole('button').first().waitFor();
      await page.goto('/login');
      await page.getByLabel('아이디', { exact: true }).waitFor();
      await screenshot(page, `${name}-login`);
      vexpect(unexpectedProblems(page, expectedStatuses)).toEqual([]);
      await context.close();
    });
  });
});
