import { SocialCallback } from '../../features/auth/components/social-callback';

export default function AuthKakaoRoute() {
  return <SocialCallback provider="kakao" />;
}
