import type { Profile } from '@snsshop/shared/auth';
import { AuthState } from '@snsshop/shared/common';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { api } from './api-client';
import { isNullable, isNumber, isOptional, isShape, isString, reader } from './read-answer';
import { guestProfile, resolveInitialAuth, useAuthState } from './auth-state';
import { storage } from './storage';

/** The shared profileSchema's shape, read without zod: start-up reads it before any screen. */
const profileAnswer = reader(
  isShape<Profile>({
    id: isString,
    point: isNumber,
    apiKey: isNullable(isString),
    referralCode: isOptional(isNullable(isString)),
    role: isOptional((v) => v === 'admin'),
  }),
);

export const getProfile = (signal?: AbortSignal) => api.get(apiPaths.profile, profileAnswer, signal);

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal) });

/** The current user record: the member's profile, the local guest profile, or null. */
export function useUser(): Profile | null {
  const state = useAuthState();
  const { data } = useQuery({ ...profileQueryOptions(), enabled: state === AuthState.authorization });
  if (state === AuthState.guest) return guestProfile;
  if (state === AuthState.authorization) return data ?? null;
  return null;
}

/** Start-up: the first profile fetch decides the auth state (no token means it would fail anyway). */
export async function bootstrapAuth(queryClient: QueryClient): Promise<void> {
  if (!storage.getToken()) {
    resolveInitialAuth(false);
    return;
  }
  try {
    await queryClient.fetchQuery(profileQueryOptions());
    resolveInitialAuth(true);
  } catch {
    resolveInitialAuth(false);
  }
}

/** After a login: refetch the profile and enter the authorized area. */
export async function refreshProfile(queryClient: QueryClient): Promise<Profile> {
  return queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
}
