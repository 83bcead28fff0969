import { apiPaths, paths } from '../config/paths';
import { requestEarly } from '../lib/api-client';

/**
 * A visit that starts on /order: its screen code and the answers its first paint needs (notices,
 * platforms, categories, products) are asked for at once, side by side, instead of the answers
 * waiting until the screen's code has downloaded and drawn.
 */
export function warmUp(pathname: string): void {
  if (pathname !== paths.order.path) return;
  void import('./routes/order');
  requestEarly([apiPaths.notices, apiPaths.platforms, apiPaths.categories, apiPaths.servicesWithWon]);
}
