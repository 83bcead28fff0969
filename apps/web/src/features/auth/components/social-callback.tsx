import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { socialProviders, type SocialAuthMessage, type SocialProvider } from './social-provider';

/**
 * /auth/naver and /auth/kakao, inside the popup: hand the provider's answer to the window that
 * opened it (this origin only, so no other site can read the code) and close.
 */
export function SocialCallback({ provider }: { provider: SocialProvider }) {
  const [params] = useSearchParams();
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) {
      const message: SocialAuthMessage = {
        source: socialProviders[provider].source,
        code: params.get('code'),
        state: params.get('state'),
        error: params.get('error'),
      };
      opener.postMessage(message, window.location.origin);
    }
    window.close();
  }, [params, provider]);

  return (
    <p className="auth__callback" role="status">
      로그인 정보를 확인하고 있습니다. 이 창이 닫히지 않으면 직접 닫고 다시 시도해주세요.
    </p>
  );
}
