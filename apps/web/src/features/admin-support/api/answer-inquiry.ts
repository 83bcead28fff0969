import { adminInquiryDetailSchema, inquiryMessages, type AdminInquiryReplyBody, type AdminInquiryUpdateBody } from '@snsshop/shared/support';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** An answer: the member is told once and sees the unread mark. */
export const replyToInquiry = ({ id, body }: { id: number; body: AdminInquiryReplyBody }) => adminApi.post(adminApiPaths.inquiryReplies(id), body, adminInquiryDetailSchema);

export function useReplyToInquiry() {
  return useAdminMutation({ mutationFn: replyToInquiry, success: inquiryMessages.replied });
}

/** Status (접수 / 답변 완료 / 종료) and assignee. */
export const updateInquiry = ({ id, body }: { id: number; body: AdminInquiryUpdateBody }) => adminApi.patch(adminApiPaths.inquiry(id), body, adminInquiryDetailSchema);

export function useUpdateInquiry() {
  return useAdminMutation({ mutationFn: updateInquiry, success: inquiryMessages.updated });
}
