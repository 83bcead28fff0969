import { profileSchema } from '@snsshop/shared/auth';
import { AuthState } from '@snsshop/shared/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, sentAuthorization } from '../testing/mock-fetch';
import { api, ApiError, errorMessage, refusalMessage, requestEarly } from './api-client';
import { getAuthState, setAuthState } from './auth-state';
import { storage } from './storage';

const profile = { id: 'member1', point: 500, apiKey: null };

beforeEach(() => {
  localStorage.clear();
  setAuthState(AuthState.authorization);
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the stored token as a Bearer Authorization header', async () => {
    storage.setToken('abc.def');
    const fetch = mockFetch({ 'GET /rest/auth/profile': { body: profile } });
    await api.get('/rest/auth/profile', profileSchema);
    expect(sentAuthorization(fetch.mock.calls[0])).toBe('Bearer abc.def');
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = mockFetch({ 'GET /rest/auth/profile': { body: profile } });
    await api.get('/rest/auth/profile', profileSchema);
    expect(sentAuthorization(fetch.mock.calls[0])).toBeNull();
  });

  it('posts JSON and parses the answer with the schema', async () => {
    const fetch = mockFetch({ 'POST /rest/auth/login': { body: { ...profile, extra: 1 } } });
    const result = await api.post('/rest/auth/login', { id: 'a', password: 'b' }, profileSchema);
    expect(result).toEqual(profile);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(JSON.stringify({ id: 'a', password: 'b' }));
  });

  it('on 401 removes the token, sets unAuthorization and throws the server message', async () => {
    storage.setToken('expired');
    mockFetch({ 'GET /rest/auth/profile': { status: 401, body: { statusCode: 401, message: '로그인이 필요합니다.' } } });
    const error = await api.get('/rest/auth/profile', profileSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: '로그인이 필요합니다.' });
    expect(storage.getToken()).toBeNull();
    expect(getAuthState()).toBe(AuthState.unAuthorization);
  });

  it('other errors keep the session and carry status, message and data', async () => {
    storage.setToken('token');
    mockFetch({ 'POST /rest/auth/register': { status: 409, body: { statusCode: 409, message: '이미 사용 중인 아이디입니다.', data: { token: 't' } } } });
    const error = await api.post('/rest/auth/register', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, message: '이미 사용 중인 아이디입니다.', data: { token: 't' } });
    expect(errorMessage(error, '실패')).toBe('이미 사용 중인 아이디입니다.');
    expect(storage.getToken()).toBe('token');
    expect(getAuthState()).toBe(AuthState.authorization);
  });

  it("a refusal (4xx) reads in the server's words; a failure on the way or on the server in the screen's own", () => {
    expect(refusalMessage(new ApiError(400, '이미 사용한 쿠폰입니다.'), '실패했습니다.')).toBe('이미 사용한 쿠폰입니다.');
    expect(refusalMessage(new ApiError(500, '서버 문구'), '실패했습니다.')).toBe('실패했습니다.');
    expect(refusalMessage(new ApiError(0, ''), '실패했습니다.')).toBe('실패했습니다.');
    expect(refusalMessage(new Error('boom'), '실패했습니다.')).toBe('실패했습니다.');
  });

  it('a response that does not match the schema is an error', async () => {
    mockFetch({ 'GET /rest/auth/profile': { body: { id: 1 } } });
    await expect(api.get('/rest/auth/profile', profileSchema)).rejects.toBeInstanceOf(ApiError);
  });

  it('a network failure becomes status 0 and the screen falls back to its own message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/rest/auth/profile', profileSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(errorMessage(error, '회원가입에 실패했습니다.')).toBe('회원가입에 실패했습니다.');
  });

  it('a start-up answer asked for early is read once by the first GET, with the token; later GETs ask again', async () => {
    storage.setToken('abc.def');
    const fetch = mockFetch({ 'GET /rest/auth/profile': { body: profile } });
    requestEarly(['/rest/auth/profile']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentAuthorization(fetch.mock.calls[0])).toBe('Bearer abc.def');
    expect(await api.get('/rest/auth/profile', profileSchema)).toEqual(profile);
    expect(fetch).toHaveBeenCalledTimes(1);
    await api.get('/rest/auth/profile', profileSchema);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
