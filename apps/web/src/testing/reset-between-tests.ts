import { AuthState } from '@snsshop/shared/common';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setAuthState } from '../lib/auth-state';

/** Each screen test starts logged out with empty storage, and leaves no DOM or stubbed fetch behind. */
export function resetBetweenTests(state: AuthState = AuthState.unAuthorization) {
  beforeEach(() => {
    localStorage.clear();
    setAuthState(state);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
