import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { AdminMe } from '@snsshop/shared/staff';
import { adminScreens, type AdminScreen, type AdminScreenKey } from '../../config/admin-screens';
import { mayOpen } from '../../lib/admin/get-admin-me';

type MenuEntry = [AdminScreenKey, AdminScreen & { icon: string }];

/** The screens this role may open from the menu, in the table's order. */
export const menuFor = (me: AdminMe | undefined) =>
  (Object.entries(adminScreens) as [AdminScreenKey, AdminScreen][]).filter((e): e is MenuEntry => !!e[1].icon && mayOpen(me, e[1].permission));

/** Work waiting on a screen, shown as a badge beside it in the menu. */
export type WaitingCounts = Partial<Record<AdminScreenKey, number>>;
const waitingLabel: Partial<Record<AdminScreenKey, string>> = { charges: '승인 대기', refunds: '처리할 환불', inquiries: '답변 대기' };

/** Side column on wide screens; a sideways-scrolling strip on phones (see admin.css). */
export function AdminNav({ waiting = {}, me }: { waiting?: WaitingCounts; me: AdminMe | undefined }) {
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
        {menuFor(me).map(([key, { path, label, icon }]) => (
          <li key={key}>
            <NavLink to={path} end={key === 'dashboard'} className={({ isActive }) => `adm-nav__link${isActive ? ' is-active' : ''}`}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d={icon} />
              </svg>
              <span>{label}</span>
              {waiting[key] ? (
                <span className="adm-nav__badge" aria-label={`${waitingLabel[key] ?? '대기'} ${waiting[key]}건`}>
                  {waiting[key]}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
