import type { RegisterBody } from '@snsshop/shared/auth';
import { msg } from '@snsshop/shared/common';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api, errorMessage } from '../../../lib/api-client';

/** 201 with a message the screen does not need: success is the status alone. */
export const register = (body: RegisterBody) => api.post(memberApiPaths.register, body);

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { overlay: true } });
}

export const registerErrorMessage = (err: unknown) => errorMessage(err, msg.register.failed);
