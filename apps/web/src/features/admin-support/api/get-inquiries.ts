import { adminInquiriesPageSchema, adminInquiryDetailSchema, inquiryStaffSchema, type InquiryCategory, type InquiryStatus } from '@snsshop/shared/support';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

/** The inbox's filters as the screen's address holds them (the server checks each). */
export interface InboxQuery {
  status?: InquiryStatus | undefined;
  category?: InquiryCategory | undefined;
  /** an id, `me` or `none` */
  assignee?: string | undefined;
  waitingHours?: string | undefined;
  cursor?: string | undefined;
}

/** One page of the inbox under its filters, most recently active first. */
export function useInquiryInbox(query: InboxQuery) {
  return useQuery({
    queryKey: [adminKey, 'inquiries', query],
    queryFn: ({ signal }) => adminApi.get(withQuery(adminApiPaths.inquiries, { ...query }), adminInquiriesPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** One inquiry with its thread and the order it is about. */
export function useAdminInquiry(id: number | null) {
  return useQuery({ queryKey: [adminKey, 'inquiry', id], queryFn: ({ signal }) => adminApi.get(adminApiPaths.inquiry(id!), adminInquiryDetailSchema, signal), enabled: id !== null });
}

/** Who an inquiry may be assigned to. */
export function useInquiryStaff() {
  return useQuery({ queryKey: [adminKey, 'inquiry-staff'], queryFn: ({ signal }) => adminApi.get(adminApiPaths.inquiryStaff, z.array(inquiryStaffSchema), signal), staleTime: 5 * 60_000 });
}
