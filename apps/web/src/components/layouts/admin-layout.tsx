import { staffRoleLabel } from '@snsshop/shared/staff';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from './logo';
import { LoadingOverlay } from '../ui/loading-overlay';
import { PageSpinner } from '../ui/spinner';
import { ThemeToggle } from '../ui/theme-toggle';
import { Toaster } from '../ui/toaster';
import { paths } from '../../config/paths';
import { adminScreens } from '../../config/admin-screens';
import { useSettings } from '../../lib/get-settings';
import { applyMainColor } from '../../lib/theme';
import { canUse, useAdminMe } from '../../lib/admin/get-admin-me';
import { StepUpDialog } from '../admin/step-up-dialog';
import { useDashboard } from '../../lib/admin/get-dashboard';
import { AdminNav, type WaitingCounts } from './admin-nav';
import '../../styles/admin.css';

/** The console's own frame: a bar, the section menu and the screen. */
export function AdminLayout() {
  const me = useAdminMe();
  // The dashboard's counts (each sent only to a role that may open its screen) are the menu's badges too.
  const d = useDashboard(canUse(me.data, 'dashboard.read')).data;
  const waiting: WaitingCounts = { charges: d?.pendingCharges, refunds: (d?.refundRequests ?? 0) + (d?.refundTransfers ?? 0), inquiries: d?.openInquiries };
  const mainColor = useSettings().text('SITE_MAIN_COLOR');
  useEffect(() => {
    applyMainColor(mainColor);
  }, [mainColor]);
  const { pathname } = useLocation();
  // A new screen starts at its top (the menu strip stays put on phones). A block body on purpose:
  // newer browsers return a promise from scrollIntoView, and an effect must not return one.
  useEffect(() => {
    void document.getElementById('adm-main')?.scrollIntoView?.({ block: 'start' });
  }, [pathname]);

  return (
    <div className="adm">
      <a href="#adm-main" className="skip-link">
        본문 바로가기
      </a>
      <header className="adm-bar">
        <Link to={adminScreens.dashboard.path} className="adm-bar__brand" aria-label="관리자 대시보드">
          <Logo />
          <span className="adm-bar__tag">관리자</span>
        </Link>
        <div className="adm-bar__actions">
          {me.data && (
            <span className="adm-bar__who">
              {me.data.loginId} · {staffRoleLabel[me.data.role]}
            </span>
          )}
          <Link to={paths.order.path} className="btn btn--soft btn--sm">
            쇼핑몰로
          </Link>
          <Link to={paths.logout.path} className="btn btn--sm adm-bar__logout">
            로그아웃
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <div className="adm-body">
        <AdminNav waiting={waiting} me={me.data} />
        <main id="adm-main" className="adm-main" tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Toaster />
      <LoadingOverlay />
      <StepUpDialog />
    </div>
  );
}
