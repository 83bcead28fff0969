import { replyTemplateSchema, type ReplyTemplateBody } from '@snsshop/shared/support';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, useAdminMutation } from '../../../lib/admin/admin-request';

/** The saved answers a reply starts from. */
export function useReplyTemplates() {
  return useQuery({ queryKey: [adminKey, 'inquiry-templates'], queryFn: ({ signal }) => adminApi.get(adminApiPaths.inquiryTemplates, z.array(replyTemplateSchema), signal) });
}

export function useSaveReplyTemplate() {
  return useAdminMutation({ mutationFn: (body: ReplyTemplateBody) => adminApi.post(adminApiPaths.inquiryTemplates, body, replyTemplateSchema), success: '답변 템플릿을 저장했습니다.' });
}

export function useDeleteReplyTemplate() {
  return useAdminMutation({ mutationFn: (id: number) => adminApi.delete(adminApiPaths.inquiryTemplate(id)), success: '답변 템플릿을 지웠습니다.' });
}
