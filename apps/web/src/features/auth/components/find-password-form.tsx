import { emailPattern, msg } from '@snsshop/shared';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { toast } from '../../../lib/toast';
import { findPasswordErrorMessage, useFindPassword } from '../api/find-password';
import { AuthCard } from './auth-card';
import { FindFooter } from './find-id-form';

/** /find-password: a reset link goes to the address; the answer never says whether it is known. */
export function FindPasswordForm() {
  const find = useFindPassword();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { error, fail, clear } = useFormError();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (find.isPending) return;
    if (!emailPattern.test(email.trim())) return fail(msg.findAccount.emailInvalid);
    clear();
    try {
      const { message } = await find.mutateAsync({ email: email.trim() });
      toast.success(msg.findAccount.emailSent);
      setSent(message);
    } catch (err) {
      fail(findPasswordErrorMessage(err));
    }
  };

  return (
    <AuthCard title={msg.findAccount.findPasswordTitle} subtitle="가입할 때 입력한 이메일로 비밀번호 재설정 링크를 보내드려요." footer={<FindFooter current="findPassword" />}>
      {sent !== null ? (
        <div className="auth__result" role="status">
          <p className="auth__result-value auth__result-value--text">{msg.findAccount.emailSent}</p>
          <p className="auth__result-note">{sent}</p>
          <button type="button" className="btn btn--block" onClick={() => setSent(null)}>
            다른 이메일로 다시 보내기
          </button>
        </div>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <Field label="이메일" name="email" type="email" autoComplete="email" placeholder="example@email.com" value={email} onChange={(e) => setEmail(e.target.value)} />
          <FormError message={error} />
          <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={find.isPending}>
            재설정 링크 받기
          </button>
        </form>
      )}
    </AuthCard>
  );
}
