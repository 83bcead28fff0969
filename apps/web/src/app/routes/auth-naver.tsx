import { SocialCallback } from '../../features/auth/components/social-callback';

export default function AuthNaverRoute() {
  return <SocialCallback provider="naver" />;
}
