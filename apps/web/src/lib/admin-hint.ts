import { AuthState } from '@snsshop/shared/common';
import { useAuthState } from './auth-state';
import { useUser } from './get-profile';

/**
 * The profile carries role 'admin' for shop owners, so the top bar can offer the console.
 * It only shows a link: the /admin screens and every admin endpoint check the role on the server.
 */
export function useAdminLink(): boolean {
  const state = useAuthState();
  const user = useUser();
  return state === AuthState.authorization && user?.role === 'admin';
}
