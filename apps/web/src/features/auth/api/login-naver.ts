import { accessTokenSchema } from '@snsshop/shared/auth';
import type { NaverLoginBody } from '@snsshop/shared/members';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** 404 with `data.token` means "no member yet": the token opens /register/naver. */
export const loginNaver = (body: NaverLoginBody) => api.post(memberApiPaths.loginNaver, body, accessTokenSchema);

export function useLoginNaver() {
  return useMutation({ mutationFn: loginNaver, meta: { overlay: true } });
}
