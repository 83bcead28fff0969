import { msg } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { RegisterForm } from './register-form';
import { apiPaths } from '../../../config/paths';
import { contentApiPaths } from '../../../config/content-api-paths';
import { memberApiPaths } from '../../../config/member-api-paths';
import { get, mockApi, post, refuse, type ApiMock } from '../../../testing/mock-api';
import { shopSettings } from '../../../testing/shop-settings';

const where = get(contentApiPaths.registerWhere, [{ id: 1, text: '검색' }]);
const verifyOn = get(apiPaths.settings, shopSettings({ ENABLE_EMAIL_VERIFY: true, ENABLE_PHONE_NUMBER: true }));
const codeSent = { message: msg.code.sent, expiresInSeconds: 600 };

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const getToasts = () => Array.from(document.querySelectorAll('.toast__message'), (el) => el.textContent);
const consentBox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const calls = (fetch: ReturnType<typeof mockApi>, path: string) => fetch.mock.calls.filter(([url]) => String(url).endsWith(path));

resetBetweenTests();

async function renderForm(...answers: ApiMock[]) {
  const fetch = mockApi(verifyOn, where, ...answers);
  renderWithProviders(
    <>
      <RegisterForm />
      <Toaster />
    </>,
    { path: '/register' },
  );
  await screen.findByRole('option', { name: '검색' });
  await screen.findByRole('button', { name: '이메일 인증번호 받기' });
  return fetch;
}

describe('general sign-up with e-mail and phone verification on', () => {
  it('shows each check of docs/storefront-rules.md §5 in order, and sends nothing until all pass', async () => {
    let sent: unknown;
    const fetch = await renderForm(
      post(memberApiPaths.sendEmailCode, codeSent),
      post(memberApiPaths.sendPhoneCode, codeSent),
      post(memberApiPaths.register, ({ body }) => {
        sent = body;
        return { message: msg.register.success };
      }),
    );
    const expectMessage = (message: string) => {
      submit();
      expect(alerts()).toContain(message);
    };

    expectMessage(msg.register.idRequired);
    fill('아이디', 'new user');
    expectMessage(msg.register.idNoSpaces);
    fill('아이디', 'newuser');
    fill('비밀번호', 'pass word1');
    expectMessage(msg.register.passwordNoSpaces);
    fill('비밀번호', '');
    fill('이메일', 'not-an-email');
    expectMessage(msg.register.emailInvalid);
    fill('이메일', 'new@user.kr');
    expectMessage(msg.register.passwordRequired);
    fill('비밀번호', 'password1');
    fill('비밀번호 재입력', 'password2');
    expectMessage(msg.register.passwordMismatch);
    fill('비밀번호 재입력', 'password1');
    expectMessage(msg.register.registerWhereRequired);
    fireEvent.change(screen.getByLabelText('가입 경로'), { target: { value: '검색' } });
    expectMessage(msg.register.emailCodeNotSent);

    fireEvent.click(screen.getByRole('button', { name: '이메일 인증번호 받기' }));
    const emailCode = await screen.findByLabelText('이메일 인증번호');
    expectMessage(msg.register.codeLength);
    fireEvent.change(emailCode, { target: { value: 'AB2CD' } });
    expectMessage(msg.register.phoneCodeNotSent);

    fill('휴대폰 번호', '01012345678');
    fireEvent.click(screen.getByRole('button', { name: '휴대폰 번호 인증번호 받기' }));
    const phoneCode = await screen.findByLabelText('휴대폰 인증번호');
    fireEvent.change(phoneCode, { target: { value: 'XY9' } });
    expectMessage(msg.register.codeLength);
    expect(calls(fetch, '/auth/register')).toHaveLength(0);

    fireEvent.change(phoneCode, { target: { value: 'XY9Z8' } });
    // the consents come after the form's own fields, each refused by name at the boxes, none ticked at first
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    expectMessage(msg.register.termsRequired);
    expect(consentBox('[필수] 이용약관 동의').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(consentBox('[필수] 이용약관 동의'));
    expect(alerts()).not.toContain(msg.register.termsRequired); // ticking the box answers its message
    expectMessage(msg.register.privacyRequired);
    expect(screen.getByRole('group', { name: '약관 동의' }).textContent).toContain(msg.register.privacyRequired);
    expect(calls(fetch, '/auth/register')).toHaveLength(0);
    fireEvent.click(consentBox('[필수] 개인정보 수집·이용 동의'));
    submit();
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      id: 'newuser',
      password: 'password1',
      email: 'new@user.kr',
      registerWhere: '검색',
      emailCode: 'AB2CD',
      phoneNumber: '01012345678',
      sendCode: 'XY9Z8',
      agreeTerms: true,
      agreePrivacy: true,
      agreeMarketing: false,
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(getToasts()).toContain(msg.register.success);
  });

  it('sending a code locks the field and shows the code input', async () => {
    let body: unknown;
    await renderForm(
      post(memberApiPaths.sendEmailCode, (call) => {
        body = call.body;
        return codeSent;
      }),
    );
    expect(screen.queryByLabelText('이메일 인증번호')).toBeNull();
    expect(input('이메일').readOnly).toBe(false);
    fill('이메일', ' me@mail.kr ');
    fireEvent.click(screen.getByRole('button', { name: '이메일 인증번호 받기' }));
    expect(await screen.findByLabelText('이메일 인증번호')).toBeTruthy();
    expect(body).toEqual({ email: 'me@mail.kr' });
    expect(input('이메일').readOnly).toBe(true);
    expect(input('이메일').value).toBe('me@mail.kr');
    expect(screen.getByRole('button', { name: `이메일 ${msg.code.resend}` })).toBeTruthy();
    expect(getToasts()).toContain(msg.code.sent);
  });

  it('checks the address before sending a code', async () => {
    const fetch = await renderForm(post(memberApiPaths.sendEmailCode, codeSent), post(memberApiPaths.sendPhoneCode, codeSent));
    fill('이메일', 'nope');
    fireEvent.click(screen.getByRole('button', { name: '이메일 인증번호 받기' }));
    expect(alerts()).toContain(msg.code.emailInvalid);
    fill('휴대폰 번호', '0101234567');
    fireEvent.click(screen.getByRole('button', { name: '휴대폰 번호 인증번호 받기' }));
    expect(alerts()).toContain(msg.code.phoneInvalid);
    expect(calls(fetch, '/auth/send-email')).toHaveLength(0);
    expect(calls(fetch, '/auth/send-phone-number')).toHaveLength(0);
    expect(input('이메일').readOnly).toBe(false);
  });

  it.each([
    ['e-mail', 400, '이메일', msg.code.badFormat],
    ['e-mail', 409, '이메일', msg.code.emailTaken],
    ['e-mail', 500, '이메일', msg.common.error],
    ['phone', 400, '휴대폰 번호', msg.code.badFormat],
    ['phone', 409, '휴대폰 번호', msg.code.phoneTaken],
    ['phone', 502, '휴대폰 번호', msg.common.error],
  ])('a %s code send answered %i shows the catalogue message and keeps the field open', async (_kind, status, label, message) => {
    const reply = refuse(status, '서버 문구');
    await renderForm(post(memberApiPaths.sendEmailCode, reply), post(memberApiPaths.sendPhoneCode, reply));
    fill(label, label === '이메일' ? 'a@b.kr' : '01012345678');
    fireEvent.click(screen.getByRole('button', { name: `${label} 인증번호 받기` }));
    await waitFor(() => expect(alerts()).toContain(message));
    expect(input(label).readOnly).toBe(false);
    expect(screen.queryByLabelText(label === '이메일' ? '이메일 인증번호' : '휴대폰 인증번호')).toBeNull();
  });

  it('전체 동의 ticks all three, links each text, and a consent the server refuses is shown at the boxes', async () => {
    const bodies: unknown[] = [];
    await renderForm(
      post(memberApiPaths.sendEmailCode, codeSent),
      post(memberApiPaths.sendPhoneCode, codeSent),
      post(memberApiPaths.register, ({ body }) => {
        bodies.push(body);
        return refuse(400, msg.register.privacyRequired);
      }),
    );
    expect(screen.getByRole('link', { name: '이용약관 보기 (새 창)' }).getAttribute('href')).toBe('/terms/service');
    expect(screen.getByRole('link', { name: '개인정보처리방침 보기 (새 창)' }).getAttribute('href')).toBe('/terms/privacy');
    fireEvent.click(screen.getByRole('button', { name: '마케팅 정보 수신 동의 내용 보기' }));
    expect(screen.getByText(/동의하지 않아도 가입과 이용에 제한이 없으며/)).toBeTruthy();

    fireEvent.click(consentBox('전체 동의'));
    expect(['[필수] 이용약관 동의', '[필수] 개인정보 수집·이용 동의', '[선택] 마케팅 정보 수신 동의'].map((n) => consentBox(n).checked)).toEqual([true, true, true]);
    fireEvent.click(consentBox('[선택] 마케팅 정보 수신 동의'));
    expect(consentBox('전체 동의').checked).toBe(false);

    fill('아이디', 'newuser');
    fill('비밀번호', 'password1');
    fill('비밀번호 재입력', 'password1');
    fill('이메일', 'new@user.kr');
    fireEvent.change(screen.getByLabelText('가입 경로'), { target: { value: '검색' } });
    fireEvent.click(screen.getByRole('button', { name: '이메일 인증번호 받기' }));
    fireEvent.change(await screen.findByLabelText('이메일 인증번호'), { target: { value: 'AB2CD' } });
    fill('휴대폰 번호', '01012345678');
    fireEvent.click(screen.getByRole('button', { name: '휴대폰 번호 인증번호 받기' }));
    fireEvent.change(await screen.findByLabelText('휴대폰 인증번호'), { target: { value: 'XY9Z8' } });
    submit();
    await waitFor(() => expect(screen.getByRole('group', { name: '약관 동의' }).textContent).toContain(msg.register.privacyRequired));
    expect(bodies).toEqual([expect.objectContaining({ agreeTerms: true, agreePrivacy: true, agreeMarketing: false })]);
    expect(consentBox('[필수] 개인정보 수집·이용 동의').getAttribute('aria-invalid')).toBe('true');
  });
});
