import { passwordHint } from '@snsshop/shared/auth';
import { changePasswordBodySchema, changePasswordFormError } from '@snsshop/shared/members';
import type { AdminMe } from '@snsshop/shared/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { adminMeQueryKey } from '../../../lib/admin/get-admin-me';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { changeOwnPasswordErrorMessage, useChangeOwnPassword } from '../api/change-own-password';
import { Frame } from './two-factor-screen';

const empty = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/**
 * An invited staff member's first screen, before two-factor sign-in and any console screen: the owner
 * knows the temporary password (they passed it on), so the console opens only with one of their own.
 */
export function NewPasswordScreen({ me }: { me: AdminMe }) {
  const change = useChangeOwnPassword();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(empty);
  const { error, fail, clear } = useFormError();
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (change.isPending) return;
    const body = { currentPassword: form.currentPassword, newPassword: form.newPassword };
    const formError = changePasswordFormError(form) ?? changePasswordBodySchema.safeParse(body).error?.issues[0]?.message;
    if (formError) return fail(formError);
    clear();
    try {
      const { accessToken } = await change.mutateAsync(body);
      // This session carries on with the fresh token (other sessions ended with the old password).
      storage.setToken(accessToken);
      toast.success('새 비밀번호로 바꿨습니다. 이제 2단계 인증을 진행합니다.');
      await queryClient.invalidateQueries({ queryKey: adminMeQueryKey });
    } catch (err) {
      fail(changeOwnPasswordErrorMessage(err), err);
    }
  };

  return (
    <Frame title="새 비밀번호 정하기">
      <p className="two-factor__text">
        {me.loginId}님은 대표가 전달한 임시 비밀번호로 로그인했습니다. 임시 비밀번호는 대표도 알고 있으므로, 관리자 화면을 쓰기 전에 나만 아는 새 비밀번호로 바꿔야
        합니다. 바꾸면 다음 단계로 2단계 인증을 진행합니다.
      </p>
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field label="임시 비밀번호" name="currentPassword" type="password" autoComplete="current-password" placeholder="대표에게 받은 임시 비밀번호" value={form.currentPassword} onChange={set('currentPassword')} />
        <Field label="새 비밀번호" name="newPassword" type="password" autoComplete="new-password" placeholder={passwordHint} hint={`공백 없이 ${passwordHint}, 임시 비밀번호와 다르게 정해 주세요.`} value={form.newPassword} onChange={set('newPassword')} />
        <Field label="새 비밀번호 재입력" name="newPasswordConfirm" type="password" autoComplete="new-password" placeholder={passwordHint} value={form.newPasswordConfirm} onChange={set('newPasswordConfirm')} />
        <FormError message={error} />
        <button type="submit" className="btn btn--primary btn--block" disabled={change.isPending}>
          새 비밀번호로 바꾸기
        </button>
      </form>
    </Frame>
  );
}
