import { useState } from 'react';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSettings, useSettingsQuery } from '../../../lib/get-settings';
import { toast } from '../../../lib/toast';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import { SocialButton } from './social-button';

/** /register: a method chooser when Naver or Kakao sign-up is on, otherwise the general form. */
export function RegisterStart() {
  const { isPending } = useSettingsQuery();
  const settings = useSettings();
  const [general, setGeneral] = useState(false);
  const naver = settings.flag('ENABLE_SNS_NAVER');
  const kakao = settings.flag('ENABLE_SNS_KAKAO');

  if (isPending) return <PageSpinner />;

  const footer = (
    <p>
      이미 계정이 있으신가요? <Link to={paths.login.path}>로그인</Link>
    </p>
  );

  if ((naver || kakao) && !general) {
    const notYet = (name: string) => toast.info(`${name} 회원가입은 준비 중입니다.`);
    return (
      <AuthCard title="회원가입" subtitle="가입 방법을 선택해주세요" footer={footer}>
        <div className="auth__choices">
          <button type="button" className="btn btn--primary btn--block btn--lg" onClick={() => setGeneral(true)}>
            일반 회원가입
          </button>
          {naver && <SocialButton provider="naver" label="네이버로 가입" onClick={() => notYet('네이버')} />}
          {kakao && <SocialButton provider="kakao" label="카카오로 가입" onClick={() => notYet('카카오')} />}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="회원가입" subtitle="몇 가지 정보만 입력하면 바로 시작할 수 있어요." footer={footer}>
      <RegisterForm />
    </AuthCard>
  );
}
