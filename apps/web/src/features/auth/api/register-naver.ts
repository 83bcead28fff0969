import { msg } from '@snsshop/shared/common';
import type { SocialRegisterBody } from '@snsshop/shared/members';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api, errorMessage } from '../../../lib/api-client';

export const registerNaver = (body: SocialRegisterBody) => api.post(memberApiPaths.registerNaver, body);

export function useRegisterNaver() {
  return useMutation({ mutationFn: registerNaver, meta: { overlay: true } });
}

export const registerNaverErrorMessage = (err: unknown) => errorMessage(err, msg.register.failed);
