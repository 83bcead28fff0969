import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../config/paths';
import { get, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { resetBetweenTests } from '../../testing/reset-between-tests';
import { shopSettings, type ShopSettingValues } from '../../testing/shop-settings';
import { ChatButton } from './chat-button';
import { Footer } from './footer';

resetBetweenTests();

const full = {
  FOOTER_COMPANY: '주식회사 성장파트너스',
  FOOTER_CEO: '김성장',
  FOOTER_CORPORATION_MARKET_NUMBER: '제2026-서울강남-01234호',
  FOOTER_CEO_PHONE_NUMBER: '02-1234-5678',
  FOOTER_ADDRESS: '서울특별시 강남구 테헤란로 123',
  FOOTER_CORPORATION_NUMBER: '123-45-67890',
  FOOTER_EMAIL: 'help@example.com',
};

function show(settings: Partial<ShopSettingValues>) {
  mockApi(get(apiPaths.settings, shopSettings(settings)));
  return renderWithProviders(
    <>
      <Footer />
      <ChatButton />
    </>,
  );
}

const labels = () => Array.from(document.querySelectorAll('.footer__info dt')).map((dt) => dt.textContent);

describe('footer', () => {
  it('shows every business detail that is set', async () => {
    show(full);
    await waitFor(() => expect(labels()).toEqual(['상호', '대표', '통신판매업신고번호', '연락처', '주소', '사업자등록번호', '이메일']));
    expect(screen.getByText('123-45-67890')).toBeTruthy();
  });

  it('leaves out each detail that is not set, and the whole list when none is', async () => {
    show({ ...full, FOOTER_CEO: '', FOOTER_ADDRESS: '', FOOTER_EMAIL: '' });
    await waitFor(() => expect(labels()).toEqual(['상호', '통신판매업신고번호', '연락처', '사업자등록번호']));
    expect(screen.queryByText('대표')).toBeNull();
  });

  it('with nothing set there is no business details list', async () => {
    const view = show({});
    await waitFor(() => expect(view.queryClient.getQueryState(['settings'])?.status).toBe('success'));
    expect(document.querySelector('.footer__info')).toBeNull();
  });

  it('opens the terms in a new tab, the privacy policy in bold', () => {
    show(full);
    const terms = screen.getByRole('link', { name: '이용약관' });
    const privacy = screen.getByRole('link', { name: '개인정보처리방침' });
    expect(terms.getAttribute('href')).toBe('/terms/service');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('href')).toBe('/terms/privacy');
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.querySelector('strong')).toBeTruthy();
  });
});

describe('chat button', () => {
  it('floats only when the channel link is set', async () => {
    const view = show({ SITE_KAKAO_CHANNEL_LINK: '' });
    await waitFor(() => expect(view.queryClient.getQueryState(['settings'])?.status).toBe('success'));
    expect(screen.queryByRole('link', { name: /카카오톡/ })).toBeNull();
    view.unmount();

    show({ SITE_KAKAO_CHANNEL_LINK: 'https://pf.kakao.com/_abc', SITE_KAKAO_TEXT: '카카오톡 문의' });
    const chat = await screen.findByRole('link', { name: '카카오톡 문의' });
    expect(chat.getAttribute('href')).toBe('https://pf.kakao.com/_abc');
  });
});
