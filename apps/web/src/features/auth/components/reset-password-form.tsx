import { passwordHint } from '@snsshop/shared/auth';
import { msg } from '@snsshop/shared/common';
import { resetPasswordFormError } from '@snsshop/shared/members';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { resetPasswordErrorMessage, useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { readResetToken } from './read-reset-token';

/** /reset-password?token=…: a missing, unreadable or expired token sends the user back and shows nothing. */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => readResetToken(params.get('token')));
  // Once only: a second history step back would leave the page the link was opened from.
  const wentBack = useRef(false);

  useEffect(() => {
    if (token || wentBack.current) return;
    wentBack.current = true;
    void navigate(-1);
  }, [token, navigate]);

  if (!token) return null;
  return <ResetFields token={token} />;
}

function ResetFields({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const { error, fail, clear } = useFormError();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (reset.isPending) return;
    const formError = resetPasswordFormError({ password, passwordConfirm });
    if (formError) return fail(formError);
    clear();
    try {
      await reset.mutateAsync({ token, password });
      toast.success(msg.findAccount.resetSuccess);
      void navigate(paths.landing.path);
    } catch (err) {
      fail(resetPasswordErrorMessage(err), err);
    }
  };

  return (
    <AuthCard title={msg.findAccount.resetTitle} subtitle="새로 사용할 비밀번호를 입력해주세요.">
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="비밀번호" name="password" type="password" autoComplete="new-password" placeholder={passwordHint} value={password} onChange={(e) => setPassword(e.target.value)} />
        <Field
          label="비밀번호 확인"
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          placeholder="비밀번호를 한 번 더 입력해주세요"
          value={passwordConfirm}
          onChange={(e) => setPasswordConfirm(e.target.value)}
        />
        <FormError message={error} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={reset.isPending}>
          {msg.findAccount.resetButton}
        </button>
      </form>
    </AuthCard>
  );
}
