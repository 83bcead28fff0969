import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { adminPaths } from '../../config/admin-screens';
import { adminDetailPaths } from '../../config/admin-paths';

// The gate and all of the console load only when a member opens /admin: guests never download them.
const AdminGate = lazy(() => import('../../components/layouts/admin-gate').then((m) => ({ default: m.AdminGate })));
const AdminLayout = lazy(() => import('./admin-layout'));
const AdminDashboard = lazy(() => import('./admin-dashboard'));
const AdminCharges = lazy(() => import('./admin-charges'));
const AdminMembers = lazy(() => import('./admin-members'));
const AdminMember = lazy(() => import('./admin-member'));
const AdminOrders = lazy(() => import('./admin-orders'));
const AdminOrder = lazy(() => import('./admin-order'));
const AdminAutoOrders = lazy(() => import('./admin-auto-orders'));
const AdminAutoOrder = lazy(() => import('./admin-auto-order'));
const AdminCatalog = lazy(() => import('./admin-catalog'));
const AdminContent = lazy(() => import('./admin-content'));
const AdminGrowth = lazy(() => import('./admin-growth'));
const AdminSettings = lazy(() => import('./admin-settings'));
const AdminAudit = lazy(() => import('./admin-audit'));
const AdminRefills = lazy(() => import('./admin-refills'));
const AdminRefunds = lazy(() => import('./admin-refunds'));
const AdminNotifications = lazy(() => import('./admin-notifications'));
const AdminCoupons = lazy(() => import('./admin-coupons'));
const AdminReferrals = lazy(() => import('./admin-referrals'));
const AdminReviews = lazy(() => import('./admin-reviews'));
const AdminInquiries = lazy(() => import('./admin-inquiries'));
const AdminStaff = lazy(() => import('./admin-staff'));
const AdminSecurity = lazy(() => import('./admin-security'));
const TwoFactor = lazy(() => import('./admin-two-factor'));

/** Child paths relative to /admin. */
const rel = (path: string) => path.replace(/^\/admin\/?/, '');

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
            <AdminGate twoFactor={(me) => <TwoFactor me={me} />}>
              <AdminLayout />
            </AdminGate>
          </Suspense>
        }
      >
    <Route index element={<AdminDashboard />} />
    <Route path={rel(adminPaths.charges.path)} element={<AdminCharges />} />
    <Route path={rel(adminPaths.refunds.path)} element={<AdminRefunds />} />
    <Route path={rel(adminPaths.members.path)} element={<AdminMembers />} />
    <Route path={`${rel(adminPaths.members.path)}/:id`} element={<AdminMember />} />
    <Route path={rel(adminPaths.orders.path)} element={<AdminOrders />} />
    <Route path={`${rel(adminPaths.orders.path)}/:id`} element={<AdminOrder />} />
    <Route path={rel(adminPaths.autoOrders.path)} element={<AdminAutoOrders />} />
    <Route path={`${rel(adminPaths.autoOrders.path)}/:id`} element={<AdminAutoOrder />} />
    <Route path={rel(adminDetailPaths.refills)} element={<AdminRefills />} />
    <Route path={rel(adminPaths.catalog.path)} element={<AdminCatalog />} />
    <Route path={rel(adminPaths.content.path)} element={<AdminContent />} />
    <Route path={rel(adminPaths.growth.path)} element={<AdminGrowth />} />
    <Route path={rel(adminPaths.settings.path)} element={<AdminSettings />} />
    <Route path={rel(adminPaths.audit.path)} element={<AdminAudit />} />
    <Route path={rel(adminPaths.notifications.path)} element={<AdminNotifications />} />
    <Route path={rel(adminPaths.coupons.path)} element={<AdminCoupons />} />
    <Route path={rel(adminPaths.referrals.path)} element={<AdminReferrals />} />
    <Route path={rel(adminPaths.reviews.path)} element={<AdminReviews />} />
    <Route path={rel(adminPaths.inquiries.path)} element={<AdminInquiries />} />
    <Route path={rel(adminPaths.staff.path)} element={<AdminStaff />} />
    <Route path={rel(adminPaths.security.path)} element={<AdminSecurity />} />
    <Route path="*" element={<Navigate to={adminPaths.dashboard.path} replace />} />
      </Route>
    </Routes>
  );
}
