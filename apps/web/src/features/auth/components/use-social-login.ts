import { AuthState, msg } from '@snsshop/shared/common';
import { socialNotRegisteredDataSchema } from '@snsshop/shared/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { setAuthState } from '../../../lib/auth-state';
import { refreshProfile } from '../../../lib/get-profile';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { readSocialAuthMessage, socialProviders, type SocialProvider, type SocialRegisterState } from './social-provider';

const popupFeatures = 'width=480,height=720';

/** docs/storefront-rules.md §8: the server's message when it sent one, otherwise "Naver/Kakao login failed". */
function serverMessageOr(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status !== 0 && err.message !== '' && err.message !== msg.common.error ? err.message : fallback;
}

/**
 * Naver / Kakao sign-in through a popup: the server gives the authorize URL and a state, the
 * provider sends the popup to /auth/<provider>, which posts the code back here (same origin only).
 * A known member is logged in; an unknown one (404 with data.token) goes on to sign-up.
 */
export function useSocialLogin(provider: SocialProvider) {
  const config = socialProviders[provider];
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useMutation({ mutationFn: config.login, meta: { overlay: true } });
  // The state the server issued for the popup now open; one answer per state.
  const pendingState = useRef<string | null>(null);

  const finish = useCallback(
    async (code: string, state: string) => {
      try {
        const { accessToken } = await login.mutateAsync({ code, state });
        storage.setToken(accessToken);
        toast.success(msg.login.success);
        await refreshProfile(queryClient);
        setAuthState(AuthState.authorization);
        void navigate(paths.order.path);
      } catch (err) {
        const data = err instanceof ApiError && err.status === 404 ? socialNotRegisteredDataSchema.safeParse(err.data) : null;
        if (data?.success) {
          const registerState: SocialRegisterState = { accessToken: data.data.token };
          void navigate(config.registerPath, { state: registerState });
          return;
        }
        toast.error(serverMessageOr(err, config.failed));
      }
    },
    [login, queryClient, navigate, config],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = readSocialAuthMessage(event.data, config.source);
      const expected = pendingState.current;
      // Nothing pending (e.g. a repeated post): ignore rather than report a failure twice.
      if (!message || expected === null) return;
      pendingState.current = null;
      if (message.error || !message.code || message.state !== expected) {
        toast.error(config.authFailed);
        return;
      }
      void finish(message.code, expected);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [config, finish]);

  /** Call from the click itself: the popup opens at once (popup blockers), the URL follows. */
  const start = useCallback(async () => {
    const popup = window.open('', `${provider}-login`, popupFeatures);
    if (!popup) {
      toast.error(config.authFailed);
      return;
    }
    try {
      const { url, state } = await config.authorizeUrl();
      pendingState.current = state;
      popup.location.href = url;
    } catch (err) {
      popup.close();
      toast.error(serverMessageOr(err, config.failed));
    }
  }, [provider, config]);

  return { start, pending: login.isPending };
}
