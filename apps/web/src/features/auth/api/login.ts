import { accessTokenSchema, type LoginBody } from '@snsshop/shared/auth';
import { msg } from '@snsshop/shared/common';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api, ApiError, errorMessage } from '../../../lib/api-client';

export const login = (body: LoginBody) => api.post(memberApiPaths.login, body, accessTokenSchema);

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { overlay: true } });
}

/**
 * docs/storefront-rules.md §8: 400 bad format, 404 wrong id or password, anything else a general error.
 * A 429 (login throttling, newer than the spec) says to wait, in the server's words.
 */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 400) return msg.login.badFormat;
  if (err instanceof ApiError && err.status === 404) return msg.login.wrong;
  if (err instanceof ApiError && err.status === 429) return errorMessage(err, msg.login.tooManyAttempts);
  return msg.login.failed;
}
