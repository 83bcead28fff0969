import { emailPattern, PASSWORD_MAX, PASSWORD_MIN } from './auth.js';
import { msg } from '../common/messages.js';

/** The ordered client checks of docs/storefront-rules.md §5: the first failing rule's message, or null. */
export function loginFormError(form: { id: string; password: string }): string | null {
  if (form.id.trim() === '') return msg.login.idRequired;
  if (/\s/.test(form.id)) return msg.login.idNoSpaces;
  if (form.password === '') return msg.login.passwordRequired;
  return null;
}

export interface RegisterForm {
  id: string;
  password: string;
  passwordConfirm: string;
  email: string;
  registerWhere: string;
  emailCode?: string;
  emailCodeSent?: boolean;
  phoneCode?: string;
  phoneCodeSent?: boolean;
}

export function registerFormError(
  form: RegisterForm,
  flags: { emailVerify: boolean; phone: boolean },
): string | null {
  if (form.id.trim() === '') return msg.register.idRequired;
  if (/\s/.test(form.id)) return msg.register.idNoSpaces;
  if (/\s/.test(form.password)) return msg.register.passwordNoSpaces;
  if (!emailPattern.test(form.email.trim())) return msg.register.emailInvalid;
  if (form.password === '') return msg.register.passwordRequired;
  if (form.password !== form.passwordConfirm) return msg.register.passwordMismatch;
  if (form.registerWhere === '') return msg.register.registerWhereRequired;
  if (flags.emailVerify) {
    if (!form.emailCodeSent) return msg.register.emailCodeNotSent;
    if ((form.emailCode ?? '').trim().length !== 5) return msg.register.codeLength;
  }
  if (flags.phone) {
    if (!form.phoneCodeSent) return msg.register.phoneCodeNotSent;
    if ((form.phoneCode ?? '').trim().length !== 5) return msg.register.codeLength;
  }
  if (form.password.length < PASSWORD_MIN || form.password.length > PASSWORD_MAX) return msg.register.passwordLength;
  return null;
}
