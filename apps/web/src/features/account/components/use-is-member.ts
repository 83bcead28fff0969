import { AuthState } from '@snsshop/shared/common';
import { useAuthState } from '../../../lib/auth-state';

/**
 * docs/storefront-rules.md §5 and §6: in browse (guest) mode the account actions are refused on the spot,
 * with no server call. Anything but a logged-in member counts as browse mode here.
 */
export function useIsMember(): boolean {
  return useAuthState() === AuthState.authorization;
}
