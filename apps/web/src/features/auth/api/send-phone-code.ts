import { msg } from '@snsshop/shared/common';
import { codeSentSchema, type SendPhoneCodeBody } from '@snsshop/shared/members';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { sendCodeErrorMessage } from './send-code-error';

export const sendPhoneCode = (body: SendPhoneCodeBody) => api.post(memberApiPaths.sendPhoneCode, body, codeSentSchema);

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

export const sendPhoneCodeErrorMessage = (err: unknown) => sendCodeErrorMessage(err, msg.code.phoneTaken);
