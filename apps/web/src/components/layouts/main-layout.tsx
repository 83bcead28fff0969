import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { usePopups } from '../../lib/get-popups';
import { useSettings } from '../../lib/get-settings';
import { useScrollMemory } from '../../lib/scroll-memory';
import { applyMainColor } from '../../lib/theme';
import { LoadingOverlay } from '../ui/loading-overlay';
import { PageSpinner } from '../ui/spinner';
import { ThemeToggle } from '../ui/theme-toggle';
import { WhenNear } from '../ui/when-near';
import { Toaster } from '../ui/toaster';
import { ChatButton } from './chat-button';
import { LandscapeBanner } from './landscape-banner';
import { TopBar } from './top-bar';

// Most visits have no popup: its code loads only when the shop has one enabled.
const StartupPopups = lazy(() => import('./startup-popups').then((m) => ({ default: m.StartupPopups })));

// The shop's details at the foot of every page: drawn when the visitor scrolls or it comes into view (a phone on / never reaches it unless it scrolls).
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

function PopupsWhenAny() {
  const { data } = usePopups();
  if (!data?.length) return null;
  return (
    <Suspense fallback={null}>
      <StartupPopups />
    </Suspense>
  );
}

export function MainLayout() {
  const mainColor = useSettings().text('SITE_MAIN_COLOR');
  useEffect(() => applyMainColor(mainColor), [mainColor]);
  useScrollMemory();

  return (
    <div className="app">
      <a href="#main" className="skip-link">
        본문 바로가기
      </a>
      <TopBar />
      <LandscapeBanner />
      <main id="main" className="app__main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <WhenNear className="footer-space">
        <Footer />
      </WhenNear>
      <div className="fab-stack">
        <ChatButton />
        <ThemeToggle />
      </div>
      <PopupsWhenAny />
      <Toaster />
      <LoadingOverlay />
    </div>
  );
}
