import { passwordHint } from '@snsshop/shared/auth';
import { msg } from '@snsshop/shared/common';
import { changePasswordFormError } from '@snsshop/shared/members';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { changePasswordErrorMessage, useChangePassword } from '../api/change-password';
import { AccountSection } from './account-section';
import { useIsMember } from './use-is-member';

const empty = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

export function ChangePasswordForm() {
  const isMember = useIsMember();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [form, setForm] = useState(empty);
  const { error, fail, clear } = useFormError();
  // docs/storefront-rules.md §5: a second submit while one is in flight is ignored (a ref sees it at once).
  const inFlight = useRef(false);

  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    if (!isMember) return fail(msg.common.guestBlocked);
    const formError = changePasswordFormError(form);
    if (formError) return fail(formError);
    clear();
    inFlight.current = true;
    try {
      await change.mutateAsync({ currentPassword: form.currentPassword, newPassword: form.newPassword });
      toast.success(msg.account.passwordChanged);
      void navigate(paths.logout.path);
    } catch (err) {
      fail(changePasswordErrorMessage(err), err);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <AccountSection title="비밀번호 변경" description="변경하면 다른 기기의 로그인이 모두 끝나고, 다시 로그인해야 합니다.">
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field
          label="현재 비밀번호"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          placeholder="현재 비밀번호"
          value={form.currentPassword}
          onChange={set('currentPassword')}
        />
        <Field
          label="새 비밀번호"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          placeholder={passwordHint}
          value={form.newPassword}
          onChange={set('newPassword')}
        />
        <Field
          label="새 비밀번호 재입력"
          name="newPasswordConfirm"
          type="password"
          autoComplete="new-password"
          placeholder={passwordHint}
          value={form.newPasswordConfirm}
          onChange={set('newPasswordConfirm')}
        />
        <FormError message={error} />
        <button type="submit" className="btn btn--primary account-section__action">
          비밀번호 변경
        </button>
      </form>
    </AccountSection>
  );
}
