import { msg } from '@snsshop/shared/common';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSettings, useSettingsQuery } from '../../../lib/get-settings';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import { SocialButton } from './social-button';
import { useSocialLogin } from './use-social-login';

/** /register: a method chooser when Naver or Kakao sign-up is on, otherwise the general form. */
export function RegisterStart() {
  const { isPending } = useSettingsQuery();
  const settings = useSettings();
  const [general, setGeneral] = useState(false);
  // A known Naver/Kakao member is simply logged in; an unknown one goes on to /register/<provider>.
  const naverLogin = useSocialLogin('naver');
  const kakaoLogin = useSocialLogin('kakao');
  const naver = settings.flag('ENABLE_SNS_NAVER');
  const kakao = settings.flag('ENABLE_SNS_KAKAO');

  if (isPending) return <PageSpinner />;

  const footer = (
    <p>
      이미 계정이 있으신가요? <Link to={paths.login.path}>로그인</Link>
    </p>
  );

  if ((naver || kakao) && !general) {
    return (
      <AuthCard title="회원가입" subtitle={msg.social.chooseMethod} footer={footer}>
        <div className="auth__choices">
          <button type="button" className="btn btn--primary btn--block btn--lg" onClick={() => setGeneral(true)}>
            {msg.social.generalSignUp}
          </button>
          {naver && <SocialButton provider="naver" label={msg.social.naverSignUp} onClick={() => void naverLogin.start()} />}
          {kakao && <SocialButton provider="kakao" label={msg.social.kakaoSignUp} onClick={() => void kakaoLogin.start()} />}
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
