import { AuthState } from '@snsshop/shared/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/mock-fetch';
import { getAuthState, guestProfile, handleUnauthorized, resolveInitialAuth, setAuthState, startGuest } from './auth-state';
import { bootstrapAuth } from './get-profile';
import { createQueryClient } from './query-client';
import { storage } from './storage';

const profile = { id: 'member1', point: 12500, apiKey: 'key', referralCode: null };

beforeEach(() => {
  localStorage.clear();
  setAuthState(AuthState.loading);
});
afterEach(() => vi.unstubAllGlobals());

describe('auth state', () => {
  it('starts as loading and the first result decides, only once', () => {
    expect(getAuthState()).toBe(AuthState.loading);
    resolveInitialAuth(false);
    expect(getAuthState()).toBe(AuthState.unAuthorization);
    resolveInitialAuth(true);
    expect(getAuthState()).toBe(AuthState.unAuthorization);
  });

  it('a successful first profile fetch sets authorization', async () => {
    storage.setToken('good-token');
    const fetch = mockFetch({ 'GET /rest/auth/profile': { body: profile } });
    const queryClient = createQueryClient();
    await bootstrapAuth(queryClient);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(getAuthState()).toBe(AuthState.authorization);
    expect(queryClient.getQueryData(['profile'])).toEqual(profile);
  });

  it('a failed first profile fetch sets unAuthorization', async () => {
    storage.setToken('token');
    mockFetch({ 'GET /rest/auth/profile': { status: 500, body: { statusCode: 500, message: '일시적인 오류' } } });
    await bootstrapAuth(createQueryClient());
    expect(getAuthState()).toBe(AuthState.unAuthorization);
  });

  it('without a stored token it is unAuthorization and makes no call', async () => {
    const fetch = mockFetch({});
    await bootstrapAuth(createQueryClient());
    expect(fetch).not.toHaveBeenCalled();
    expect(getAuthState()).toBe(AuthState.unAuthorization);
  });

  it('a 401 during start-up removes the token and sets unAuthorization', async () => {
    storage.setToken('expired');
    mockFetch({ 'GET /rest/auth/profile': { status: 401, body: { statusCode: 401, message: '로그인이 필요합니다.' } } });
    await bootstrapAuth(createQueryClient());
    expect(storage.getToken()).toBeNull();
    expect(getAuthState()).toBe(AuthState.unAuthorization);
  });

  it('any later 401 logs an authorized member out', () => {
    storage.setToken('token');
    setAuthState(AuthState.authorization);
    handleUnauthorized();
    expect(storage.getToken()).toBeNull();
    expect(getAuthState()).toBe(AuthState.unAuthorization);
  });

  it('guest mode sets guest with a local profile and no server call', () => {
    const fetch = mockFetch({});
    setAuthState(AuthState.unAuthorization);
    startGuest();
    expect(getAuthState()).toBe(AuthState.guest);
    expect(guestProfile).toEqual({ id: '게스트', point: 0, apiKey: null });
    expect(fetch).not.toHaveBeenCalled();
  });
});
