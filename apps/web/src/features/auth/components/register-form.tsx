import { msg, registerFormError } from '@snsshop/shared';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../lib/get-settings';
import { toast } from '../../../lib/toast';
import { useRegisterWhere } from '../api/get-register-where';
import { registerErrorMessage, useRegister } from '../api/register';

const empty = { id: '', password: '', passwordConfirm: '', email: '', referral: '', registerWhere: '' };
type RegisterFields = typeof empty;

export function RegisterForm() {
  const referralEnabled = useSettings().flag('ENABLE_REFERRAL');
  const registerWhere = useRegisterWhere();
  const registerMutation = useRegister();
  const navigate = useNavigate();
  const whereId = useId();
  const [form, setForm] = useState<RegisterFields>(empty);
  const { error, fail, clear } = useFormError();

  const set = (key: keyof RegisterFields) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (registerMutation.isPending) return;
    // Verification-code fields arrive with a later issue; until then both checks are off.
    const formError = registerFormError(form, { emailVerify: false, phone: false });
    if (formError) return fail(formError);
    clear();
    try {
      await registerMutation.mutateAsync({
        id: form.id.trim(),
        password: form.password,
        email: form.email.trim(),
        registerWhere: form.registerWhere,
        referral: referralEnabled && form.referral.trim() !== '' ? form.referral.trim() : undefined,
      });
      toast.success(msg.register.success);
      void navigate(paths.login.path);
    } catch (err) {
      fail(registerErrorMessage(err));
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Field label="아이디" name="id" autoComplete="username" placeholder="영문, 숫자, 밑줄(_) 4~20자" value={form.id} onChange={set('id')} />
      <Field label="비밀번호" name="password" type="password" autoComplete="new-password" placeholder="8~20자" value={form.password} onChange={set('password')} />
      <Field
        label="비밀번호 재입력"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        placeholder="비밀번호를 한 번 더 입력해주세요"
        value={form.passwordConfirm}
        onChange={set('passwordConfirm')}
      />
      <Field
        label="이메일"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="example@email.com"
        hint="비밀번호 분실 시 사용됩니다"
        value={form.email}
        onChange={set('email')}
      />
      {referralEnabled && <Field label="추천인 코드" name="referral" optional placeholder="추천인 코드가 있다면 입력해주세요" value={form.referral} onChange={set('referral')} />}
      <div className="field">
        <label htmlFor={whereId} className="field__label">
          가입 경로
        </label>
        <select id={whereId} name="registerWhere" className="input select" value={form.registerWhere} onChange={set('registerWhere')}>
          <option value="">선택해주세요</option>
          {registerWhere.data?.map((w) => (
            <option key={w.id} value={w.text}>
              {w.text}
            </option>
          ))}
        </select>
      </div>
      <FormError message={error} />
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={registerMutation.isPending}>
        가입하기
      </button>
    </form>
  );
}
