import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { AdminMe, Permission } from '@snsshop/shared/staff';
import { adminPaths } from '../../config/admin-screens';

type NavKey = keyof typeof adminPaths;

const icons: Record<NavKey, string> = {
  dashboard: 'M4 13h6V4H4v9Zm0 7h6v-5H4v5Zm10 0h6v-9h-6v9Zm0-16v5h6V4h-6Z',
  charges: 'M3 7h18v10H3V7Zm0 3h18M7 15h3',
  refunds: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  members: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10a7 7 0 0 1 14 0M17 4a4 4 0 0 1 0 7m5 10a7 7 0 0 0-4-6.3',
  orders: 'M6 3h12l2 4v14H4V7l2-4Zm-2 4h16M9 11h6',
  autoOrders: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  catalog: 'M3 7l9-4 9 4-9 4-9-4Zm0 5 9 4 9-4M3 17l9 4 9-4',
  content: 'M5 3h10l4 4v14H5V3Zm9 0v5h5M8 12h8M8 16h6',
  growth: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9L12 3Z',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3 2-1.6-2-3.4-2.4.8a7 7 0 0 0-2-1.2L14.5 3h-5L9 5.6a7 7 0 0 0-2 1.2l-2.4-.8-2 3.4L4.6 12l-2 1.6 2 3.4 2.4-.8a7 7 0 0 0 2 1.2l.5 2.6h5l.5-2.6a7 7 0 0 0 2-1.2l2.4.8 2-3.4-2-1.6Z',
  audit: 'M9 5h11M9 12h11M9 19h11M4 5h.01M4 12h.01M4 19h.01',
  notifications: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0',
  coupons: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7Zm7 0v10',
  referrals: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-5 9a5 5 0 0 1 10 0M18 8v6M15 11h6',
  reviews: 'M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z',
  inquiries: 'M4 5h16v11H9l-5 4V5Zm4 4h8M8 12h5',
  staff: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm10-3v6m3-3h-6',
  security: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3 9 2 2 4-4',
};

const order: NavKey[] = ['dashboard', 'charges', 'refunds', 'members', 'orders', 'autoOrders', 'inquiries', 'catalog', 'coupons', 'growth', 'referrals', 'reviews', 'content', 'settings', 'notifications', 'audit', 'staff', 'security'];

/** The permission that shows a screen in the menu (null: every staff member). */
const needs: Record<NavKey, Permission | null> = {
  dashboard: 'dashboard.read',
  charges: 'charges.read',
  refunds: 'refunds.read',
  members: 'members.read',
  orders: 'orders.read',
  autoOrders: 'orders.read',
  inquiries: 'inquiries.read',
  catalog: 'catalog.read',
  coupons: 'growth.read',
  growth: 'growth.read',
  referrals: 'growth.read',
  reviews: 'reviews.moderate',
  content: 'content.read',
  settings: 'settings.read',
  notifications: 'notifications.read',
  audit: 'audit.read',
  staff: 'staff',
  security: null,
};

/** The screens this role may use, in menu order. */
export const navFor = (me: AdminMe | undefined) => order.filter((k) => needs[k] === null || !!me?.permissions.includes(needs[k]));

/** Side column on wide screens; a sideways-scrolling strip on phones (see admin.css). */
export function AdminNav({ pendingCharges, me }: { pendingCharges?: number; me: AdminMe | undefined }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On the phone strip, bring the current section into view when it sits off to the side.
  useEffect(() => {
    const nav = ref.current;
    const active = nav?.querySelector<HTMLElement>('.is-active');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    if (active.offsetLeft < nav.scrollLeft || active.offsetLeft + active.offsetWidth > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = active.offsetLeft - 12;
  }, [pathname]);
  return (
    <nav ref={ref} className="adm-nav" aria-label="관리자 메뉴">
      <ul className="adm-nav__list">
        {navFor(me).map((key) => (
          <li key={key}>
            <NavLink to={adminPaths[key].path} end={key === 'dashboard'} className={({ isActive }) => `adm-nav__link${isActive ? ' is-active' : ''}`}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d={icons[key]} />
              </svg>
              <span>{adminPaths[key].label}</span>
              {key === 'charges' && pendingCharges ? (
                <span className="adm-nav__badge" aria-label={`대기 ${pendingCharges}건`}>
                  {pendingCharges}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
