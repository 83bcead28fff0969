import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import type { LegalDocument } from '../legal/legal-document';
import { privacyPolicy } from '../legal/privacy-policy';
import { serviceTerms } from '../legal/service-terms';
import { LegalDocumentView } from './legal-document-view';
import { apiPaths } from '../../../config/paths';
import { get, mockApi } from '../../../testing/mock-api';
import { shopSettings, type ShopSettingValues } from '../../../testing/shop-settings';

resetBetweenTests();

function show(doc: LegalDocument, settings: Partial<ShopSettingValues> = {}) {
  mockApi(get(apiPaths.settings, shopSettings(settings)));
  return renderWithProviders(<LegalDocumentView document={doc} />, { path: '/terms' });
}

const pageText = () => document.body.textContent ?? '';
const tocLinks = () => within(screen.getByRole('navigation', { name: '목차' })).getAllByRole('link');

/** The table of contents has one link per article, each pointing at that article's heading. */
function expectTocMatchesArticles(doc: LegalDocument) {
  const links = tocLinks();
  expect(links).toHaveLength(doc.articles.length);
  doc.articles.forEach((article, i) => {
    const label = `제${i + 1}조 (${article.title})`;
    const heading = screen.getByRole('heading', { level: 2, name: label });
    expect(links[i]?.textContent).toBe(`제${i + 1}조 ${article.title}`);
    expect(links[i]?.getAttribute('href')).toBe(`#${heading.id}`);
    expect(heading.tabIndex).toBe(-1);
  });
}

describe('이용약관', () => {
  it('states the refund, history, inactivity and notice rules with its effective date', () => {
    show(serviceTerms);
    expect(screen.getByRole('heading', { level: 1, name: '이용약관' })).toBeTruthy();
    const text = pageText();
    for (const fact of ['72시간', '3개월', '1년', '30일', '7일', '3일 이내', '2026-12-07']) expect(text).toContain(fact);
    expect(text).toContain('언팔로우 체크 서비스를 통하여 회수된 포인트');
    expect(text).toContain('경고, 일시 정지, 영구 정지');
    expect(text).toContain('1포인트는 1원');
    expect(text).toContain('SNS 계정 비밀번호를 요구하지 않습니다');
    expect(screen.getByRole('heading', { name: '부칙' })).toBeTruthy();
    expect(text).toContain('이 약관은 2026년 12월 7일부터 시행합니다.');
  });

  it('has a table of contents linking to every article', () => {
    show(serviceTerms);
    expectTocMatchesArticles(serviceTerms);
  });

  it('refers to articles by the numbers they really have', () => {
    const titleOf = (n: number) => serviceTerms.articles[n - 1]?.title;
    expect(titleOf(9)).toBe('회원의 의무');
    expect(titleOf(12)).toBe('주문과 이행');
    expect(titleOf(14)).toBe('청약철회와 환불');
    expect(titleOf(16)).toBe('이용 제한');
  });

  it('names the company from the settings, and says 회사 when none is set', async () => {
    show(serviceTerms, { FOOTER_COMPANY: '주식회사 스노우', FOOTER_CEO_PHONE_NUMBER: '02-1234-5678' });
    expect(await screen.findByText(/주식회사 스노우\(이하 “회사”\)가 운영하는/)).toBeTruthy();
    expect(pageText()).toContain('고객센터(02-1234-5678)를 운영합니다');
  });

  it('reads naturally without settings', () => {
    show(serviceTerms);
    const text = pageText();
    expect(text).toContain('이 약관은 회사가 운영하는');
    expect(text).toContain('사업자를 말합니다');
    expect(text).toContain('보상하기 위하여 고객센터를 운영합니다');
    expect(text).not.toMatch(/[{}[\]]{2}|\{\w+\}/);
  });
});

describe('개인정보처리방침', () => {
  it('states the collected items, retention periods and policy date', () => {
    show(privacyPolicy);
    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeTruthy();
    const text = pageText();
    for (const fact of ['5년', '3년', '6개월', '3개월', '7일', '2021-06-20']) expect(text).toContain(fact);
    for (const item of ['아이디', '이메일', '비밀번호', 'IP 주소', '쿠키', '방문 일시', '서비스 이용 기록', '입금자명', '현금영수증']) expect(text).toContain(item);
    expect(text).toContain('일방향 암호화');

    const retention = screen.getByRole('table', { name: '보존하는 기록과 기간' });
    const row = (name: RegExp) => within(retention).getByRole('row', { name });
    expect(within(row(/^부정 이용 기록/)).getByText('5년')).toBeTruthy();
    expect(within(row(/^계약 또는 청약철회/)).getByText('5년')).toBeTruthy();
    expect(within(row(/^대금 결제/)).getByText('5년')).toBeTruthy();
    expect(within(row(/^소비자의 불만/)).getByText('3년')).toBeTruthy();
    expect(within(row(/^본인 확인/)).getByText('6개월')).toBeTruthy();
    expect(within(row(/^웹사이트 방문 기록/)).getByText('3개월')).toBeTruthy();
  });

  it('has a table of contents linking to every article', () => {
    show(privacyPolicy);
    expectTocMatchesArticles(privacyPolicy);
    expect(privacyPolicy.articles[9]?.title).toBe('개인정보 보호책임자');
  });

  it('shows the privacy officer from the footer settings', async () => {
    show(privacyPolicy, {
      FOOTER_COMPANY: '주식회사 스노우',
      FOOTER_CEO: '홍길동',
      FOOTER_CEO_PHONE_NUMBER: '02-1234-5678',
      FOOTER_ADDRESS: '서울특별시 중구 세종대로 1',
      FOOTER_EMAIL: 'privacy@example.com',
    });
    expect(await screen.findByText('홍길동 (대표)')).toBeTruthy();
    expect(screen.getByText('02-1234-5678')).toBeTruthy();
    expect(screen.getByText('privacy@example.com')).toBeTruthy();
    expect(screen.getByText('서울특별시 중구 세종대로 1')).toBeTruthy();
    expect(pageText()).toContain('주식회사 스노우(이하 “회사”)는 「개인정보 보호법」');
  });

  it('falls back to 회사 wording and leaves out empty contact lines', () => {
    show(privacyPolicy);
    const text = pageText();
    expect(text).toContain('회사는 「개인정보 보호법」 제30조');
    expect(screen.getByText('회사 대표자')).toBeTruthy();
    expect(screen.getByText('사이트의 고객센터')).toBeTruthy();
    expect(screen.queryByText('소속')).toBeNull();
    expect(screen.queryByText('주소')).toBeNull();
    expect(screen.queryByText('이메일')).toBeNull();
    expect(text).not.toMatch(/\{\w+\}|\[\[|\]\]/);
  });
});
