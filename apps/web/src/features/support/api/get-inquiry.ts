import { inquiryDetailSchema } from '@snsshop/shared/support';
import { useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { inquiriesKey } from './get-inquiries';

/** The thread; opening it marks a reply as read on the server. */
export const getInquiry = (id: number, signal?: AbortSignal) => api.get(memberApiPaths.inquiry(id), inquiryDetailSchema, signal);

export function useInquiry(id: number) {
  return useQuery({ queryKey: [...inquiriesKey, 'detail', id], queryFn: ({ signal }) => getInquiry(id, signal), retry: false });
}
