import { accessTokenSchema } from '@snsshop/shared/auth';
import type { KakaoLoginBody } from '@snsshop/shared/members';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** 404 with `data.token` means "no member yet": the token opens /register/kakao. */
export const loginKakao = (body: KakaoLoginBody) => api.post(memberApiPaths.loginKakao, body, accessTokenSchema);

export function useLoginKakao() {
  return useMutation({ mutationFn: loginKakao, meta: { overlay: true } });
}
