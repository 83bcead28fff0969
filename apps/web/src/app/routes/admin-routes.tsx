import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminScreenGuard } from '../../components/layouts/admin-screen-guard';
import { PageSpinner } from '../../components/ui/spinner';
import { adminScreens } from '../../config/admin-screens';

// The gate and all of the console load only when a member opens /admin: guests never download them.
const AdminGate = lazy(() => import('../../components/layouts/admin-gate').then((m) => ({ default: m.AdminGate })));
const AdminLayout = lazy(() => import('./admin-layout'));
const TwoFactor = lazy(() => import('./admin-two-factor'));
const NewPassword = lazy(() => import('./admin-new-password'));

/** The route files of the console's screens (the frame's own files aside), each loaded when first opened. */
export const screenFiles = import.meta.glob<{ default: ComponentType }>(['./admin-*.tsx', '!./admin-routes.tsx', '!./admin-layout.tsx', '!./admin-two-factor.tsx', '!./admin-new-password.tsx', '!./*.test.tsx']);

/** Child paths relative to /admin. */
const rel = (path: string) => path.replace(/^\/admin\/?/, '');

/** One route for each screen of the table and each screen below it, opened with the screen's permission. */
export const consoleRoutes = Object.values(adminScreens)
  .flatMap((s) => [
    { path: rel(s.path), screen: s.screen, permission: s.permission, label: s.label },
    ...('inner' in s ? s.inner : []).map((i) => ({ path: `${rel(s.path)}/${i.path}`, screen: i.screen, permission: s.permission, label: s.label })),
  ])
  .map((r) => ({ ...r, Screen: lazy(screenFiles[`./${r.screen}.tsx`]!) }));

/**
 * The console's routes, under /admin/* in the logged-in route set only; this module (and all of the
 * console) loads when a member opens /admin, so guests and members on the shop never download it.
 * The gate asks the server first: anyone who is not an admin is sent to /order like any unknown path,
 * and sees none of this.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Suspense fallback={<PageSpinner />}>
            <AdminGate twoFactor={(me) => <TwoFactor me={me} />} passwordChange={(me) => <NewPassword me={me} />}>
              <AdminLayout />
            </AdminGate>
          </Suspense>
        }
      >
        {consoleRoutes.map(({ path, permission, label, Screen }) => {
          const element = (
            <AdminScreenGuard permission={permission} label={label}>
              <Screen />
            </AdminScreenGuard>
          );
          return path ? <Route key={path} path={path} element={element} /> : <Route key="" index element={element} />;
        })}
        <Route path="*" element={<Navigate to={adminScreens.dashboard.path} replace />} />
      </Route>
    </Routes>
  );
}
