import { describe, expect, it } from 'vitest';
import { loginFormError, registerFormError, type RegisterForm } from './auth-forms.js';
import { msg } from '../common/messages.js';

const valid: RegisterForm = {
  id: 'member1',
  password: 'password1',
  passwordConfirm: 'password1',
  email: 'a@b.co',
  registerWhere: '지인 추천',
};
const off = { emailVerify: false, phone: false };

describe('login checks in the rules\' order', () => {
  it('asks for the id, then refuses spaces, then asks for the password', () => {
    expect(loginFormError({ id: '', password: '' })).toBe(msg.login.idRequired);
    expect(loginFormError({ id: 'a b', password: '' })).toBe(msg.login.idNoSpaces);
    expect(loginFormError({ id: 'ab', password: '' })).toBe(msg.login.passwordRequired);
    expect(loginFormError({ id: 'ab', password: 'x' })).toBeNull();
  });
});

describe('register checks in the rules\' order', () => {
  it('reports the first failing rule', () => {
    const cases: [Partial<RegisterForm>, string][] = [
      [{ id: '', password: 'a b', email: 'bad' }, msg.register.idRequired],
      [{ id: 'a b', password: 'a b' }, msg.register.idNoSpaces],
      [{ password: 'a b', email: 'bad' }, msg.register.passwordNoSpaces],
      [{ email: 'bad', password: '' }, msg.register.emailInvalid],
      [{ password: '', passwordConfirm: 'x' }, msg.register.passwordRequired],
      [{ passwordConfirm: 'other', registerWhere: '' }, msg.register.passwordMismatch],
      [{ registerWhere: '' }, msg.register.registerWhereRequired],
      [{ password: 'short', passwordConfirm: 'short' }, msg.register.passwordLength],
    ];
    for (const [override, message] of cases) expect(registerFormError({ ...valid, ...override }, off)).toBe(message);
    expect(registerFormError(valid, off)).toBeNull();
  });

  it('needs sent codes of exactly 5 characters when verification is on', () => {
    const on = { emailVerify: true, phone: true };
    expect(registerFormError(valid, on)).toBe(msg.register.emailCodeNotSent);
    expect(registerFormError({ ...valid, emailCodeSent: true, emailCode: '1234' }, on)).toBe(msg.register.codeLength);
    const emailOk = { ...valid, emailCodeSent: true, emailCode: 'AB12C' };
    expect(registerFormError(emailOk, on)).toBe(msg.register.phoneCodeNotSent);
    expect(registerFormError({ ...emailOk, phoneCodeSent: true, phoneCode: '123456' }, on)).toBe(msg.register.codeLength);
    expect(registerFormError({ ...emailOk, phoneCodeSent: true, phoneCode: '12345' }, on)).toBeNull();
  });
});
