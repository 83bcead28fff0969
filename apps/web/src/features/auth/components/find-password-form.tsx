import { msg } from '@snsshop/shared/common';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { findPasswordErrorMessage, useFindPassword } from '../api/find-password';
import { AuthCard } from './auth-card';
import { EmailRequestForm } from './email-request-form';
import { FindFooter } from './find-id-form';

/** /find-password: a reset link goes to the address; the answer never says whether it is known. */
export function FindPasswordForm() {
  const find = useFindPassword();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);

  const send = async (address: string) => {
    const { message } = await find.mutateAsync({ email: address });
    toast.success(msg.findAccount.emailSent);
    setSent(message);
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
        <EmailRequestForm
          email={email}
          onEmailChange={setEmail}
          submitLabel="재설정 링크 받기"
          pending={find.isPending}
          send={send}
          errorText={findPasswordErrorMessage}
        />
      )}
    </AuthCard>
  );
}
