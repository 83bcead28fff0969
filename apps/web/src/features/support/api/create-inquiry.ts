import { inquiryDetailSchema, type InquiryCreateBody, type InquiryMessageBody } from '@snsshop/shared/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { inquiriesKey } from './get-inquiries';

export const createInquiry = (body: InquiryCreateBody) => api.post(memberApiPaths.inquiries, body, inquiryDetailSchema);

export function useCreateInquiry() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createInquiry, onSuccess: () => qc.invalidateQueries({ queryKey: inquiriesKey }) });
}

/** A member's next message in a thread (it opens an answered or closed inquiry again). */
export const addInquiryMessage = ({ id, ...body }: InquiryMessageBody & { id: number }) => api.post(memberApiPaths.inquiryMessages(id), body, inquiryDetailSchema);

export function useAddInquiryMessage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addInquiryMessage, onSuccess: () => qc.invalidateQueries({ queryKey: inquiriesKey }) });
}
