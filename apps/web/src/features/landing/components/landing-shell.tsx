import { AuthState } from '@snsshop/shared/common';
import { landingDefaults } from '@snsshop/shared/landing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { TopBar } from '../../../components/layouts/top-bar';
import { setAuthState } from '../../../lib/auth-state';
import { LandingHero } from './landing-hero';

/**
 * Build time only (vite.config.ts): the landing page's first screen, the top bar and the red
 * banner as a guest sees them, written into landing.html so a phone paints it before any
 * JavaScript runs. The app removes it once its own landing page is drawn (removeLandingShell).
 */
export function renderLandingShell(): string {
  setAuthState(AuthState.unAuthorization);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <div className="app">
          <TopBar />
          <main className="app__main">
            <div className="landing">
              <LandingHero texts={landingDefaults.texts} />
            </div>
          </main>
        </div>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
