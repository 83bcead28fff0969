import { AuthState, msg } from '@snsshop/shared/common';
import { settingFields, type AdminSetting } from '@snsshop/shared/content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { SettingsScreen } from './settings-screen';

resetBetweenTests(AuthState.authorization);

const current: Record<string, string | boolean | number[]> = {
  FOOTER_COMPANY: '주식회사 성장파트너스',
  ENABLE_QNA: false,
  ENABLE_PAYMENT_TYPE: 'ALL',
  POINT_CHARGE_BUTTON_OPTIONS: [5000, 10000],
  SITE_MAIN_COLOR: '',
};

/** What GET /admin/settings answers: every field of the shared list with its current value. */
const settings = (values: Record<string, string | boolean | number[]>): AdminSetting[] =>
  settingFields.map((f) => ({
    key: f.key,
    control: f.control,
    label: f.label,
    group: f.group,
    help: f.help,
    options: f.options,
    value: values[f.key] ?? (f.control === 'flag' ? false : f.control === 'amounts' ? [] : ''),
    updatedAt: null,
  }));

function setup() {
  let saved = current;
  let updatedAt: string | null = null;
  const answer = () => ({ body: settings(saved).map((s) => ({ ...s, updatedAt })) });
  const fetch = mockFetch({
    'GET /rest/admin/settings': answer,
    'PUT /rest/admin/settings': (init) => {
      const { values } = JSON.parse(String(init?.body)) as { values: Record<string, string | boolean | number[]> };
      saved = { ...saved, ...values };
      updatedAt = '2026-11-21T03:00:00.000Z';
      return answer();
    },
  });
  renderWithProviders(
    <>
      <SettingsScreen />
      <Toaster />
    </>,
  );
  return fetch;
}

const puts = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('site settings', () => {
  it('gives each setting its control and sends only the changed values, typed', async () => {
    const fetch = setup();
    // A toggle for every ENABLE_* flag.
    const qna = await screen.findByRole('switch', { name: '자주 묻는 질문 메뉴' });
    for (const f of settingFields.filter((x) => x.control === 'flag')) expect(screen.getByRole('switch', { name: f.label })).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(settingFields.filter((x) => x.control === 'flag').length);
    expect((screen.getByRole('button', { name: '저장' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(qna);
    // Amount list: add 20,000 and remove 5,000.
    fireEvent.change(screen.getByLabelText('충전 금액 버튼에 더할 금액'), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: '금액 추가' }));
    fireEvent.click(screen.getByRole('button', { name: '5,000원 빼기' }));
    expect(within(screen.getByRole('list', { name: '충전 금액 버튼 목록' })).getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual(['10,000원', '20,000원']);
    // Colour picker.
    fireEvent.input(screen.getByLabelText('대표 색상 고르기'), { target: { value: '#ff3366' } });
    // One choice out of the payment method codes.
    fireEvent.change(screen.getByLabelText('선택할 수 있는 영수증'), { target: { value: 'CASH' } });
    fireEvent.change(screen.getByLabelText('상호'), { target: { value: '주식회사 새이름' } });
    expect(screen.getByText('바꾼 설정 5개')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(puts(fetch)).toHaveLength(1));
    expect(puts(fetch)[0]).toEqual({
      values: {
        FOOTER_COMPANY: '주식회사 새이름',
        SITE_MAIN_COLOR: '#ff3366',
        ENABLE_QNA: true,
        ENABLE_PAYMENT_TYPE: 'CASH',
        POINT_CHARGE_BUTTON_OPTIONS: [10000, 20000],
      },
    });
    expect(await screen.findByText(msg.admin.saved)).toBeTruthy();
    expect(await screen.findByText('바꾼 설정이 없습니다.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: '자주 묻는 질문 메뉴' }) as HTMLInputElement).checked).toBe(true);
  });

  it('checks values before sending: a bad colour or link is named and nothing is saved', async () => {
    const fetch = setup();
    fireEvent.change(await screen.findByLabelText('대표 색상'), { target: { value: 'red' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(msg.admin.colorInvalid);
    fireEvent.change(screen.getByLabelText('대표 색상'), { target: { value: '#00aa00' } });
    fireEvent.change(screen.getByLabelText('카카오톡 채널 링크'), { target: { value: 'kakao.com/abc' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(msg.admin.urlInvalid);
    expect(puts(fetch)).toEqual([]);
  });
});
