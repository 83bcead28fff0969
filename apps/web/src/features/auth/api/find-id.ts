import { msg } from '@snsshop/shared/common';
import { findIdResponseSchema, type FindIdBody } from '@snsshop/shared/members';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api, errorMessage } from '../../../lib/api-client';

/** Answers the id masked (e.g. ab***12); the full id goes to the e-mail address. */
export const findId = (body: FindIdBody) => api.post(memberApiPaths.findId, body, findIdResponseSchema);

export function useFindId() {
  return useMutation({ mutationFn: findId, meta: { overlay: true } });
}

export const findIdErrorMessage = (err: unknown) => errorMessage(err, msg.common.error);
