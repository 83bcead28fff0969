import { AuthState } from '@snsshop/shared';
import { createStore } from './create-store';
import { useAuthState } from './auth-state';
import { useUser } from './get-profile';

/**
 * The profile does not say who is an admin; only GET /rest/admin/me does, and it answers 404 to
 * everyone else. Asking it on every page would put a 404 in every member's console, so the console
 * remembers the login id it last confirmed, and the top bar shows its link only for that member.
 * The /admin screens always ask the server; this hint never opens anything by itself.
 */
const KEY = 'admin-console';

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

const store = createStore<string | null>(read());

/** After /admin/me answered: the confirmed login id, or null when it said no. */
export function rememberAdmin(loginId: string | null): void {
  try {
    if (loginId === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, loginId);
  } catch {
    // storage unavailable: the link simply stays hidden
  }
  store.set(loginId);
}

/** True for the logged-in member the console last confirmed as an admin. */
export function useAdminLink(): boolean {
  const state = useAuthState();
  const user = useUser();
  const hint = store.useValue();
  return state === AuthState.authorization && user !== null && hint !== null && user.id === hint;
}
