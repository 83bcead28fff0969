import { msg } from '@snsshop/shared/common';
import { paths } from '../../../config/paths';
import { getKakaoAuthorizeUrl } from '../api/get-kakao-authorize-url';
import { getNaverAuthorizeUrl } from '../api/get-naver-authorize-url';
import { loginKakao } from '../api/login-kakao';
import { loginNaver } from '../api/login-naver';

export type SocialProvider = 'naver' | 'kakao';

/** Both providers run the same popup flow; only the endpoints, names and messages differ. */
export const socialProviders = {
  naver: {
    source: 'naver-auth',
    authorizeUrl: getNaverAuthorizeUrl,
    login: loginNaver,
    registerPath: paths.registerNaver.path,
    failed: msg.social.naverFailed,
    authFailed: msg.social.naverFailed,
  },
  kakao: {
    source: 'kakao-auth',
    authorizeUrl: getKakaoAuthorizeUrl,
    login: loginKakao,
    registerPath: paths.registerKakao.path,
    failed: msg.social.kakaoFailed,
    authFailed: msg.social.kakaoAuthFailed,
  },
} as const;

/** What the callback screen posts to the window that opened the popup. */
export interface SocialAuthMessage {
  source: string;
  code: string | null;
  state: string | null;
  error: string | null;
}

export function readSocialAuthMessage(data: unknown, source: string): SocialAuthMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.source !== source) return null;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return { source, code: text(m.code), state: text(m.state), error: text(m.error) };
}

/** State handed over in navigation to /register/naver and /register/kakao. */
export interface SocialRegisterState {
  accessToken: string;
}
