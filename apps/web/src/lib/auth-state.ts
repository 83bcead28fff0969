import type { Profile } from '@snsshop/shared/auth';
import { AuthState } from '@snsshop/shared/common';
import { GUEST_LABEL } from '../config/constants';
import { createStore } from './create-store';
import { storage } from './storage';

/** docs/storefront-rules.md §4: loading until the first profile fetch decides. */
const store = createStore<AuthState>(AuthState.loading);

export const getAuthState = store.get;
export const setAuthState = store.set;
export const subscribeAuthState = store.subscribe;
export const useAuthState = store.useValue;

/** The first profile fetch decides; later results never override a decided state. */
export function resolveInitialAuth(profileLoaded: boolean): void {
  if (store.get() !== AuthState.loading) return;
  store.set(profileLoaded ? AuthState.authorization : AuthState.unAuthorization);
}

/** Any 401 from any call. */
export function handleUnauthorized(): void {
  storage.clearToken();
  store.set(AuthState.unAuthorization);
}

/** Browse mode: a local profile, no server call. */
export const guestProfile: Profile = { id: GUEST_LABEL, point: 0, apiKey: null };

export function startGuest(): void {
  store.set(AuthState.guest);
}

export function hasUserRecord(state: AuthState): boolean {
  return state === AuthState.guest || state === AuthState.authorization;
}
