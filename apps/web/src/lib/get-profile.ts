import type { Profile } from '@snsshop/shared/auth';
import { AuthState } from '@snsshop/shared/common';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPaths } from '../config/paths';
import { api } from './api-client';
import { guestProfile, resolveInitialAuth, useAuthState } from './auth-state';
import { storage } from './storage';

/** The shared profileSchema in zod's mini build: start-up reads it before any screen. */
const profileAnswer: z.ZodMiniType<Profile> = z.object({
  id: z.string(),
  point: z.number(),
  apiKey: z.nullable(z.string()),
  referralCode: z.optional(z.nullable(z.string())),
  role: z.optional(z.literal('admin')),
});

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
