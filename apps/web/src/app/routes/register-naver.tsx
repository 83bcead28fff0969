import { SocialRegisterForm } from '../../features/auth/components/social-register-form';

export default function RegisterNaverRoute() {
  return <SocialRegisterForm provider="naver" />;
}
