import { loginFormError } from '@snsshop/shared/auth';
import { AuthState, msg } from '@snsshop/shared/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { Field } from '../../../components/ui/field';
import { adminHome, paths } from '../../../config/paths';
import { setAuthState } from '../../../lib/auth-state';
import { refreshProfile } from '../../../lib/get-profile';
import { useSettings } from '../../../lib/get-settings';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { loginErrorMessage, useLogin } from '../api/login';
import { AuthCard } from './auth-card';
import { SocialButton } from './social-button';
import { useSocialLogin } from './use-social-login';

export function LoginForm() {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [savedId] = useState(() => storage.getSavedLoginId());
  const [id, setId] = useState(savedId ?? '');
  const [password, setPassword] = useState('');
  const [saveId, setSaveId] = useState(savedId !== null);
  const { error, fail, clear } = useFormError();
  const naverLogin = useSocialLogin('naver');
  const kakaoLogin = useSocialLogin('kakao');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (loginMutation.isPending) return;
    const formError = loginFormError({ id, password });
    if (formError) return fail(formError);
    clear();
    try {
      const { accessToken, passwordChange } = await loginMutation.mutateAsync({ id: id.trim(), password });
      storage.setToken(accessToken);
      storage.setSavedLoginId(saveId ? id.trim() : null);
      toast.success(msg.login.success);
      const profile = await refreshProfile(queryClient);
      setAuthState(AuthState.authorization);
      // Staff (the profile says so; an invite's temporary password too) work in the console, members order:
      // the signed-in routes send /login to the same place (router.tsx).
      void navigate(passwordChange || profile.role === 'admin' ? adminHome : paths.order.path);
    } catch (err) {
      fail(loginErrorMessage(err), err);
    }
  };

  const naver = settings.flag('ENABLE_SNS_NAVER');
  const kakao = settings.flag('ENABLE_SNS_KAKAO');

  return (
    <AuthCard
      title="로그인"
      subtitle="아이디와 비밀번호를 입력해주세요."
      footer={
        <p>
          아직 회원이 아니신가요? <Link to={paths.register.path}>회원가입</Link>
        </p>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="아이디" name="id" autoComplete="username" value={id} onChange={(e) => setId(e.target.value)} />
        <Field
          label="비밀번호"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="form__row">
          <label className="checkbox">
            <input type="checkbox" checked={saveId} onChange={(e) => setSaveId(e.target.checked)} />
            <span>아이디 저장</span>
          </label>
          {settings.flag('ENABLE_EMAIL_VERIFY') && (
            <span className="form__links">
              <Link to={paths.findId.path}>{paths.findId.label}</Link>
              <Link to={paths.findPassword.path}>{paths.findPassword.label}</Link>
            </span>
          )}
        </div>
        <FormError message={error} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={loginMutation.isPending}>
          로그인
        </button>
      </form>
      {(naver || kakao) && (
        <div className="auth__social">
          <p className="divider">
            <span>간편 로그인</span>
          </p>
          {naver && <SocialButton provider="naver" label={msg.social.naverLogin} onClick={() => void naverLogin.start()} />}
          {kakao && <SocialButton provider="kakao" label={msg.social.kakaoLogin} onClick={() => void kakaoLogin.start()} />}
        </div>
      )}
    </AuthCard>
  );
}
