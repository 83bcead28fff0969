import { msg } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { RegisterStart } from './register-start';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { apiPaths } from '../../../config/paths';
import { contentApiPaths } from '../../../config/content-api-paths';
import { memberApiPaths } from '../../../config/member-api-paths';
import { get, mockApi, post, refuse } from '../../../testing/mock-api';
import { shopSettings } from '../../../testing/shop-settings';

const where = get(contentApiPaths.registerWhere, [{ id: 1, text: '검색' }, { id: 2, text: '지인 추천' }]);
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

resetBetweenTests();

describe('register', () => {
  it('offers a method chooser when Naver or Kakao sign-up is on', async () => {
    mockApi(get(apiPaths.settings, shopSettings({ ENABLE_SNS_KAKAO: true })), where);
    renderWithProviders(<RegisterStart />, { path: '/register' });
    expect(await screen.findByText(msg.social.chooseMethod)).toBeTruthy();
    expect(screen.getByRole('button', { name: msg.social.kakaoSignUp })).toBeTruthy();
    expect(screen.queryByRole('button', { name: msg.social.naverSignUp })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: msg.social.generalSignUp }));
    expect(screen.getByLabelText('아이디')).toBeTruthy();
  });

  it('shows the general form directly, validates in order and posts the option text', async () => {
    let sent: unknown;
    mockApi(
      get(apiPaths.settings, shopSettings({ ENABLE_REFERRAL: true })),
      where,
      post(memberApiPaths.register, ({ body }) => {
        sent = body;
        return { message: '회원가입에 성공했습니다.' };
      }),
    );
    const view = renderWithProviders(<RegisterStart />, { path: '/register' });
    await screen.findByLabelText('아이디');
    const select = screen.getByLabelText('가입 경로') as HTMLSelectElement;
    await screen.findByRole('option', { name: '지인 추천' });
    expect(select.options[0]?.textContent).toBe('선택해주세요');
    expect(screen.getByPlaceholderText('8~64자')).toBeTruthy(); // the rule the server enforces (issue 18)

    fill('아이디', 'newuser');
    fill('비밀번호', 'password1');
    fill('비밀번호 재입력', 'password1');
    fill('이메일', 'new@user.kr');
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(msg.register.registerWhereRequired);

    fireEvent.change(select, { target: { value: '지인 추천' } });
    fireEvent.change(screen.getByRole('textbox', { name: /추천인 코드/ }), { target: { value: 'FRIEND1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(sent).toEqual({ id: 'newuser', password: 'password1', email: 'new@user.kr', registerWhere: '지인 추천', referral: 'FRIEND1', agreeTerms: true, agreePrivacy: true, agreeMarketing: true });
  });

  it('shows the server message when sign-up fails', async () => {
    mockApi(
      get(apiPaths.settings, shopSettings()),
      where,
      post(memberApiPaths.register, refuse(409, msg.register.idTaken)),
    );
    renderWithProviders(<RegisterStart />, { path: '/register' });
    await screen.findByRole('option', { name: '검색' });
    expect(screen.queryByLabelText(/추천인 코드/)).toBeNull();
    fill('아이디', 'taken');
    fill('비밀번호', 'password1');
    fill('비밀번호 재입력', 'password1');
    fill('이메일', 'a@b.kr');
    fireEvent.change(screen.getByLabelText('가입 경로'), { target: { value: '검색' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '[필수] 이용약관 동의' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' }));
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(msg.register.idTaken));
  });
});
