import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { hasUserRecord, useAuthState } from '../../lib/auth-state';
import { useUser } from '../../lib/get-profile';
import { ThemeToggle } from '../ui/theme-toggle';
import { Logo } from './logo';
import { TopBarActions, TopBarNav } from './top-bar-menu';

/** Fixed 60px bar; below 1280px a hamburger opens the same entries as a dropdown overlay. */
export function TopBar() {
  const state = useAuthState();
  const profile = useUser();
  const withRecord = hasUserRecord(state);
  const { pathname } = useLocation();
  // Remember where the menu was opened: any route change closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const burgerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenAt(null);
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    // data-path: the screen drawn now (during a navigation the address changes first); browser tests wait on it.
    <header className="topbar" data-path={pathname}>
      <div className="topbar__inner">
        <Link to={withRecord ? paths.order.path : paths.landing.path} className="topbar__logo" aria-label="SNS샵 홈">
          <Logo />
        </Link>
        {withRecord && (
          <nav className="topbar__nav" aria-label="주요 메뉴">
            <TopBarNav />
          </nav>
        )}
        <div className="topbar__actions">
          <TopBarActions state={state} profile={profile} />
        </div>
        <ThemeToggle place="bar" />
        <button
          ref={burgerRef}
          type="button"
          className="topbar__burger"
          aria-expanded={open}
          aria-controls="topbar-menu"
          aria-label={open ? '메뉴 닫기' : '메뉴 열기'}
          onClick={() => setOpenAt(open ? null : pathname)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {open && (
        <>
          <div className="topbar__backdrop" aria-hidden="true" onClick={() => setOpenAt(null)} />
          <div
            id="topbar-menu"
            className="topbar__menu"
            onClick={(e) => {
              // Choosing an entry closes the menu even when it points at the current page.
              if ((e.target as HTMLElement).closest('a, button')) setOpenAt(null);
            }}
          >
            {withRecord && (
              <nav aria-label="모바일 메뉴">
                <TopBarNav />
              </nav>
            )}
            <TopBarActions state={state} profile={profile} />
          </div>
        </>
      )}
    </header>
  );
}
