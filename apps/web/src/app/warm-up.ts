import { apiPaths, paths } from '../config/paths';
import heroArtUrl from '../features/landing/components/hero-art.svg?no-inline';
import { requestEarly } from '../lib/api-client';
import { authScreenNames } from './auth-screen-names';

/** The landing banner's drawing is asked for with the code, so it is in hand when the banner is drawn. */
function preloadHeroArt(): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = heroArtUrl;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * A visit that starts on /order: its screen code and the answers its first paint needs (notices,
 * platforms, categories, products) are asked for at once, side by side, instead of the answers
 * waiting until the screen's code has downloaded and drawn. A visit that starts on / asks for the
 * banner's drawing at once, one that starts on a sign-in screen for that screens' list.
 */
export function warmUp(pathname: string): void {
  if (pathname === paths.landing.path) preloadHeroArt();
  // a visit that starts on a sign-in screen asks for their list at once
  if (authScreenNames.some((key) => paths[key].path === pathname)) void import('./auth-screens');
  if (pathname !== paths.order.path) return;
  void import('./routes/order');
  requestEarly([apiPaths.notices, apiPaths.platforms, apiPaths.categories, apiPaths.servicesWithWon]);
}
