import { msg } from '@snsshop/shared/common';
import { codeSentSchema, type SendEmailCodeBody } from '@snsshop/shared/members';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { sendCodeErrorMessage } from './send-code-error';

export const sendEmailCode = (body: SendEmailCodeBody) => api.post(memberApiPaths.sendEmailCode, body, codeSentSchema);

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}

export const sendEmailCodeErrorMessage = (err: unknown) => sendCodeErrorMessage(err, msg.code.emailTaken);
