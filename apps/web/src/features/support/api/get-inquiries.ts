import { inquiryListSchema, inquiryUnreadSchema } from '@snsshop/shared/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** Every inquiry query: a new inquiry, a message or a read reply refreshes them all. */
export const inquiriesKey = ['inquiries'] as const;

/** One page of the member's inquiries, newest first; `cursor` a `next` entry of an earlier page. */
export function getInquiries(cursor: string | undefined, signal?: AbortSignal) {
  const search = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api.get(`${memberApiPaths.inquiries}${search}`, inquiryListSchema, signal);
}

export function useInquiries(cursor: string | undefined, { enabled }: { enabled: boolean }) {
  return useQuery(queryOptions({ queryKey: [...inquiriesKey, 'list', cursor ?? null], queryFn: ({ signal }) => getInquiries(cursor, signal), placeholderData: keepPreviousData, enabled }));
}

/** How many inquiries hold a reply the member has not opened: the entry points' mark. */
export function useUnreadInquiries({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: [...inquiriesKey, 'unread'], queryFn: ({ signal }) => api.get(memberApiPaths.inquiriesUnread, inquiryUnreadSchema, signal), enabled, select: (d) => d.unread });
}
