import { SocialRegisterForm } from '../../features/auth/components/social-register-form';

export default function RegisterKakaoRoute() {
  return <SocialRegisterForm provider="kakao" />;
}
