import { msg } from '@snsshop/shared/common';
import type { SocialRegisterBody } from '@snsshop/shared/members';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api, errorMessage } from '../../../lib/api-client';

export const registerKakao = (body: SocialRegisterBody) => api.post(memberApiPaths.registerKakao, body);

export function useRegisterKakao() {
  return useMutation({ mutationFn: registerKakao, meta: { overlay: true } });
}

export const registerKakaoErrorMessage = (err: unknown) => errorMessage(err, msg.register.failed);
