import { msg } from '@snsshop/shared/common';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { findIdErrorMessage, useFindId } from '../api/find-id';
import { AuthCard } from './auth-card';
import { EmailRequestForm } from './email-request-form';

/** /find-id: the id comes back masked; the full id is e-mailed to the address. */
export function FindIdForm() {
  const find = useFindId();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<string | null>(null);

  const send = async (address: string) => {
    const { userId } = await find.mutateAsync({ email: address });
    setFound(userId);
  };

  return (
    <AuthCard title={msg.findAccount.findIdTitle} subtitle="가입할 때 입력한 이메일로 아이디를 찾을 수 있어요." footer={<FindFooter current="findId" />}>
      {found ? (
        <div className="auth__result" role="status">
          <p className="auth__result-label">{msg.findAccount.idFound}</p>
          <p className="auth__result-value">{found}</p>
          <p className="auth__result-note">{msg.findAccount.fullIdSent}</p>
          <Link to={paths.login.path} className="btn btn--primary btn--block btn--lg">
            로그인하러 가기
          </Link>
        </div>
      ) : (
        <EmailRequestForm email={email} onEmailChange={setEmail} submitLabel="아이디 찾기" pending={find.isPending} send={send} errorText={findIdErrorMessage} />
      )}
    </AuthCard>
  );
}

/** Links to the other sign-in helpers (not to the screen itself). */
export function FindFooter({ current }: { current: 'findId' | 'findPassword' }) {
  return (
    <p className="auth__footer-links">
      <Link to={paths.login.path}>{paths.login.label}</Link>
      {current !== 'findId' && <Link to={paths.findId.path}>{paths.findId.label}</Link>}
      {current !== 'findPassword' && <Link to={paths.findPassword.path}>{paths.findPassword.label}</Link>}
      <Link to={paths.register.path}>{paths.register.label}</Link>
    </p>
  );
}
