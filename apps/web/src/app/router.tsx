import { AuthState } from '@snsshop/shared';
import { lazy, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { MainLayout } from '../components/layouts/main-layout';
import { paths, type ScreenKey } from '../config/paths';
import { useAuthState } from '../lib/auth-state';

const Order = lazy(() => import('./routes/order'));
const Login = lazy(() => import('./routes/login'));
const Register = lazy(() => import('./routes/register'));
const Qna = lazy(() => import('./routes/qna'));
const Logout = lazy(() => import('./routes/logout'));
const TermsService = lazy(() => import('./routes/terms-service'));
const TermsPrivacy = lazy(() => import('./routes/terms-privacy'));
const ComingSoon = lazy(() => import('./routes/coming-soon'));

const built: Partial<Record<ScreenKey, ReactElement>> = {
  order: <Order />,
  login: <Login />,
  register: <Register />,
  qna: <Qna />,
  logout: <Logout />,
  termsService: <TermsService />,
  termsPrivacy: <TermsPrivacy />,
};

/** Spec section 2 route tables. */
export const alwaysScreens: readonly ScreenKey[] = ['landing', 'termsService', 'termsPrivacy'];
export const publicScreens: readonly ScreenKey[] = [
  'order',
  'login',
  'register',
  'registerNaver',
  'registerKakao',
  'authNaver',
  'findId',
  'findPassword',
  'resetPassword',
];
export const memberScreens: readonly ScreenKey[] = ['order', 'point', 'account', 'qna', 'orderHistory', 'autoOrderHistory', 'logout', 'api', 'guide'];

const screenRoute = (key: ScreenKey) => (
  <Route key={key} path={paths[key].path} element={built[key] ?? <ComingSoon title={paths[key].label} />} />
);

/** Nothing renders while the auth state is loading; then one of the two route sets applies. */
export function AppRoutes() {
  const state = useAuthState();
  if (state === AuthState.loading) return null;
  const screens = state === AuthState.unAuthorization ? publicScreens : memberScreens;
  return (
    <Routes>
      <Route element={<MainLayout />}>
        {alwaysScreens.map(screenRoute)}
        {screens.map(screenRoute)}
        <Route path="*" element={<Navigate to={paths.order.path} replace />} />
      </Route>
    </Routes>
  );
}
