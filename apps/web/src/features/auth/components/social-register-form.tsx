import { consentBody, consentFormError, isConsentMessage, noConsents, type ConsentForm } from '@snsshop/shared/auth';
import { msg } from '@snsshop/shared/common';
import { socialRegisterFormError } from '@snsshop/shared/members';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../lib/get-settings';
import { toast } from '../../../lib/toast';
import { registerKakaoErrorMessage, useRegisterKakao } from '../api/register-kakao';
import { registerNaverErrorMessage, useRegisterNaver } from '../api/register-naver';
import { AuthCard } from './auth-card';
import { ConsentFields } from './consent-fields';
import { RegisterWhereSelect } from './register-where-select';
import type { SocialProvider, SocialRegisterState } from './social-provider';
import { emptyVerified, VerifiedField, type VerifiedValue } from './verified-field';

const names = { naver: '네이버', kakao: '카카오' } as const;

function readToken(state: unknown): string | null {
  const token = (state as Partial<SocialRegisterState> | null)?.accessToken;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** /register/naver and /register/kakao: the sign-up token comes in navigation state; without it, back to /register. */
export function SocialRegisterForm({ provider }: { provider: SocialProvider }) {
  const token = readToken(useLocation().state);
  if (!token) return <Navigate to={paths.register.path} replace />;
  return <SocialRegisterFields provider={provider} token={token} />;
}

function SocialRegisterFields({ provider, token }: { provider: SocialProvider; token: string }) {
  const settings = useSettings();
  const phoneOn = settings.flag('ENABLE_PHONE_NUMBER');
  const referralEnabled = settings.flag('ENABLE_REFERRAL');
  const naver = useRegisterNaver();
  const kakao = useRegisterKakao();
  const mutation = provider === 'naver' ? naver : kakao;
  const navigate = useNavigate();
  const [registerWhere, setRegisterWhere] = useState('');
  const [referral, setReferral] = useState('');
  const [phone, setPhone] = useState<VerifiedValue>(emptyVerified);
  const [consents, setConsents] = useState(noConsents);
  const { error, fail, clear } = useFormError();
  // ticking a box answers the consent message it showed
  const tick = (next: ConsentForm) => {
    setConsents(next);
    if (isConsentMessage(error)) clear();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const formError = socialRegisterFormError({ registerWhere, phoneCode: phone.code, phoneCodeSent: phone.sent }, { phone: phoneOn }) ?? consentFormError(consents);
    if (formError) return fail(formError);
    clear();
    try {
      await mutation.mutateAsync({
        registerWhere,
        phoneNumber: phoneOn ? phone.value.trim() : undefined,
        sendCode: phoneOn ? phone.code.trim() : undefined,
        referral: referralEnabled && referral.trim() !== '' ? referral.trim() : undefined,
        accessToken: token,
        ...consentBody(consents),
      });
      toast.success(msg.register.success);
      void navigate(paths.login.path);
    } catch (err) {
      fail(provider === 'naver' ? registerNaverErrorMessage(err) : registerKakaoErrorMessage(err), err);
    }
  };

  return (
    <AuthCard
      title={`${names[provider]} 회원가입`}
      subtitle={`${names[provider]} 계정 확인이 끝났어요. 약관에 동의하고 몇 가지만 더 알려주세요.`}
      footer={
        <p>
          이미 계정이 있으신가요? <Link to={paths.login.path}>로그인</Link>
        </p>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        {phoneOn && <VerifiedField kind="phone" verify label="휴대폰 번호" placeholder="01012345678" state={phone} onChange={setPhone} fail={fail} />}
        {referralEnabled && (
          <Field
            label="추천인 코드"
            name="referral"
            optional
            placeholder="추천인 코드가 있다면 입력해주세요"
            value={referral}
            onChange={(e) => setReferral(e.target.value)}
          />
        )}
        <RegisterWhereSelect value={registerWhere} onChange={setRegisterWhere} />
        <ConsentFields value={consents} onChange={tick} error={isConsentMessage(error) ? error : null} />
        <FormError message={isConsentMessage(error) ? null : error} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={mutation.isPending}>
          가입하기
        </button>
      </form>
    </AuthCard>
  );
}
