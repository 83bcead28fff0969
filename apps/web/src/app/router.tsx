import { AuthState } from '@snsshop/shared/common';
import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { MainLayout } from '../components/layouts/main-layout';
import { adminHome, paths, type ScreenKey, memberDetailPatterns } from '../config/paths';
import { useAuthState } from '../lib/auth-state';
import { useUser } from '../lib/get-profile';
import { PageSpinner } from '../components/ui/spinner';
import type { AuthScreenName } from './auth-screen-names';
import type { MemberScreenName } from './member-screens';

const Order = lazy(() => import('./routes/order'));
const TermsService = lazy(() => import('./routes/terms-service'));
const TermsPrivacy = lazy(() => import('./routes/terms-privacy'));
const loadAuthScreens = () => import('./auth-screens');
const AuthScreen = lazy(loadAuthScreens);
const loadMemberScreens = () => import('./member-screens');
const MemberScreen = lazy(loadMemberScreens);
const ComingSoon = lazy(() => import('./routes/coming-soon'));
const Landing = lazy(() => import('./routes/landing'));

const member = (name: MemberScreenName) => <MemberScreen name={name} />;
const auth = (name: AuthScreenName) => <AuthScreen name={name} />;
/** The first touch, pointer or key of a visitor who has not started. */
const intentEvents = ['pointerover', 'pointerdown', 'keydown'] as const;

const built: Partial<Record<ScreenKey, ReactElement>> = {
  landing: <Landing />,
  guide: member('guide'),
  order: <Order />,
  login: auth('login'),
  register: auth('register'),
  registerNaver: auth('registerNaver'),
  registerKakao: auth('registerKakao'),
  authNaver: auth('authNaver'),
  authKakao: auth('authKakao'),
  findId: auth('findId'),
  findPassword: auth('findPassword'),
  resetPassword: auth('resetPassword'),
  account: member('account'),
  qna: member('qna'),
  logout: member('logout'),
  termsService: <TermsService />,
  termsPrivacy: <TermsPrivacy />,
  point: member('point'),
  orderHistory: member('orderHistory'),
  autoOrderHistory: member('autoOrderHistory'),
  api: member('api'),
  serviceUpdates: member('serviceUpdates'),
  inquiries: member('inquiries'),
};

/** docs/storefront-rules.md §2 route tables. */
export const alwaysScreens: readonly ScreenKey[] = ['landing', 'termsService', 'termsPrivacy'];
export const publicScreens: readonly ScreenKey[] = [
  'order',
  'login',
  'register',
  'registerNaver',
  'registerKakao',
  'authNaver',
  'authKakao',
  'findId',
  'findPassword',
  'resetPassword',
];
export const memberScreens: readonly ScreenKey[] = ['order', 'point', 'account', 'qna', 'orderHistory', 'autoOrderHistory', 'logout', 'api', 'guide', 'serviceUpdates', 'inquiries'];

const screenRoute = (key: ScreenKey) => (
  <Route key={key} path={paths[key].path} element={built[key] ?? <ComingSoon title={paths[key].label} />} />
);

/**
 * A signed-in person on the sign-in screen (just signed in, or come back to it) goes where they work:
 * staff to the console, members to /order. It stands in for the catch-all there, so the login form's
 * own navigation and the switch of route sets agree whichever happens first.
 */
function SignedInLanding() {
  const user = useUser();
  return <Navigate to={user?.role === 'admin' ? adminHome : paths.order.path} replace />;
}

/** Nothing renders while the auth state is loading; then one of the two route sets applies. */
export function AppRoutes() {
  const state = useAuthState();
  const started = state === AuthState.guest || state === AuthState.authorization;
  // Someone who has started browsing or signed in gets the member screens' list at once.
  useEffect(() => {
    if (started) void loadMemberScreens();
  }, [started]);
  // A visitor who has not started gets the sign-in screens' list once they touch, point or type.
  useEffect(() => {
    if (state !== AuthState.unAuthorization) return;
    const load = () => {
      for (const e of intentEvents) window.removeEventListener(e, load);
      void loadAuthScreens();
    };
    for (const e of intentEvents) window.addEventListener(e, load, { passive: true });
    return () => {
      for (const e of intentEvents) window.removeEventListener(e, load);
    };
  }, [state]);
  if (state === AuthState.loading) return null;
  const screens = state === AuthState.unAuthorization ? publicScreens : memberScreens;
  return (
    <Routes>
      {/* The shop owner's console: logged-in members only; the server decides who is an admin. */}
      {state === AuthState.authorization && (
        <Route
          path={`${adminHome}/*`}
          element={
            <Suspense fallback={<PageSpinner />}>
              <MemberScreen name="admin" />
            </Suspense>
          }
        />
      )}
      <Route element={<MainLayout />}>
        {alwaysScreens.map(screenRoute)}
        {screens.map(screenRoute)}
        {state === AuthState.authorization && <Route path={memberDetailPatterns.order} element={member('orderDetail')} />}
        {/* 대량 주문 places orders: a signed-in member's only (a guest has no balance to order with) */}
        {state === AuthState.authorization && <Route path={paths.massOrder.path} element={member('massOrder')} />}
        {state === AuthState.authorization && <Route path={memberDetailPatterns.inquiry} element={member('inquiryDetail')} />}
        {state === AuthState.authorization && <Route path={paths.login.path} element={<SignedInLanding />} />}
        <Route path="*" element={<Navigate to={paths.order.path} replace />} />
      </Route>
    </Routes>
  );
}
