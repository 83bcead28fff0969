import { accessTokenSchema, type LoginBody } from '@snsshop/shared/auth';
import { msg } from '@snsshop/shared/common';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api, ApiError, errorMessage, refusalMessage } from '../../../lib/api-client';

export const login = (body: LoginBody) => api.post(memberApiPaths.login, body, accessTokenSchema);

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { overlay: true } });
}

/**
 * docs/storefront-rules.md §8: 404 wrong id or password; any other refusal (400 what is malformed, 429
 * wait) in the server's words when it sends them; a failure on the way or on the server a general error.
 */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 404) return msg.login.wrong;
  if (err instanceof ApiError && err.status === 400) return errorMessage(err, msg.login.badFormat);
  if (err instanceof ApiError && err.status === 429) return errorMessage(err, msg.login.tooManyAttempts);
  return refusalMessage(err, msg.login.failed);
}
