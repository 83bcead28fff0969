import { lazy, type ElementType } from 'react';
import type { AuthScreenName } from './auth-screen-names';
import { screenList } from './screen-list';

/**
 * The sign-in, sign-up and account-recovery screens, listed in a chunk of their own: a visitor
 * reading the landing page downloads their list at the first touch, pointer or key (router.tsx),
 * and a visit that starts on one of them asks for it at once (warm-up.ts) (issue 17).
 */
const screens: Record<AuthScreenName, ElementType> = {
  login: lazy(() => import('./routes/login')),
  register: lazy(() => import('./routes/register')),
  registerNaver: lazy(() => import('./routes/register-naver')),
  registerKakao: lazy(() => import('./routes/register-kakao')),
  authNaver: lazy(() => import('./routes/auth-naver')),
  authKakao: lazy(() => import('./routes/auth-kakao')),
  findId: lazy(() => import('./routes/find-id')),
  findPassword: lazy(() => import('./routes/find-password')),
  resetPassword: lazy(() => import('./routes/reset-password')),
};

export default screenList(screens);
