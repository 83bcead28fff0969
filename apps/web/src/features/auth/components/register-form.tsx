import { consentBody, consentFormError, isConsentMessage, noConsents, type ConsentForm, registerFormError, passwordHint } from '@snsshop/shared/auth';
import { msg } from '@snsshop/shared/common';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../lib/get-settings';
import { toast } from '../../../lib/toast';
import { registerErrorMessage, useRegister } from '../api/register';
import { ConsentFields } from './consent-fields';
import { RegisterWhereSelect } from './register-where-select';
import { emptyVerified, VerifiedField, type VerifiedValue } from './verified-field';

const empty = { id: '', password: '', passwordConfirm: '', referral: '', registerWhere: '' };
type RegisterFields = typeof empty;

const optional = (on: boolean, value: string) => (on && value.trim() !== '' ? value.trim() : undefined);

export function RegisterForm() {
  const settings = useSettings();
  const referralEnabled = settings.flag('ENABLE_REFERRAL');
  const flags = { emailVerify: settings.flag('ENABLE_EMAIL_VERIFY'), phone: settings.flag('ENABLE_PHONE_NUMBER') };
  const registerMutation = useRegister();
  const navigate = useNavigate();
  // A shared invite link (/register?ref=CODE) fills the referral code in.
  const [form, setForm] = useState<RegisterFields>(() => ({ ...empty, referral: new URLSearchParams(window.location.search).get('ref')?.slice(0, 40) ?? '' }));
  const [email, setEmail] = useState<VerifiedValue>(emptyVerified);
  const [phone, setPhone] = useState<VerifiedValue>(emptyVerified);
  const [consents, setConsents] = useState(noConsents);
  const { error, fail, clear } = useFormError();
  // ticking a box answers the consent message it showed
  const tick = (next: ConsentForm) => {
    setConsents(next);
    if (isConsentMessage(error)) clear();
  };

  const set = (key: keyof RegisterFields) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (registerMutation.isPending) return;
    const formError = registerFormError(
      {
        ...form,
        email: email.value,
        emailCode: email.code,
        emailCodeSent: email.sent,
        phoneCode: phone.code,
        phoneCodeSent: phone.sent,
      },
      flags,
    ) ?? consentFormError(consents);
    if (formError) return fail(formError);
    clear();
    try {
      await registerMutation.mutateAsync({
        id: form.id.trim(),
        password: form.password,
        email: email.value.trim(),
        registerWhere: form.registerWhere,
        emailCode: optional(flags.emailVerify, email.code),
        phoneNumber: optional(flags.phone, phone.value),
        sendCode: optional(flags.phone, phone.code),
        referral: optional(referralEnabled, form.referral),
        ...consentBody(consents),
      });
      toast.success(msg.register.success);
      void navigate(paths.login.path);
    } catch (err) {
      fail(registerErrorMessage(err), err);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Field label="아이디" name="id" autoComplete="username" placeholder="영문, 숫자, 밑줄(_) 4~20자" value={form.id} onChange={set('id')} />
      <Field label="비밀번호" name="password" type="password" autoComplete="new-password" placeholder={passwordHint} value={form.password} onChange={set('password')} />
      <Field
        label="비밀번호 재입력"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        placeholder="비밀번호를 한 번 더 입력해주세요"
        value={form.passwordConfirm}
        onChange={set('passwordConfirm')}
      />
      <VerifiedField
        kind="email"
        verify={flags.emailVerify}
        label="이메일"
        placeholder="example@email.com"
        hint="비밀번호 분실 시 사용됩니다"
        state={email}
        onChange={setEmail}
        fail={fail}
      />
      {flags.phone && (
        <VerifiedField kind="phone" verify label="휴대폰 번호" placeholder="01012345678" state={phone} onChange={setPhone} fail={fail} />
      )}
      {referralEnabled && <Field label="추천인 코드" name="referral" optional placeholder="추천인 코드가 있다면 입력해주세요" value={form.referral} onChange={set('referral')} />}
      <RegisterWhereSelect value={form.registerWhere} onChange={(registerWhere) => setForm((f) => ({ ...f, registerWhere }))} />
      <ConsentFields value={consents} onChange={tick} error={isConsentMessage(error) ? error : null} />
      <FormError message={isConsentMessage(error) ? null : error} />
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={registerMutation.isPending}>
        가입하기
      </button>
    </form>
  );
}
