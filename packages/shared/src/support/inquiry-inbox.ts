import { z } from 'zod';
import { listPageFields } from '../common/list-page-schema.js';
import { recordIdField, recordIdText } from '../common/record-id.js';
import { inquiryCategories, inquiryMessageSchema, inquiryStatuses, inquirySummarySchema, type InquiryCategory, type InquiryStatus } from './inquiry.js';
import { inquiryMessages as m } from './inquiry-messages.js';

const statusEnum = z.enum(inquiryStatuses as [InquiryStatus, ...InquiryStatus[]], m.statusInvalid);
const categoryEnum = z.enum(inquiryCategories as [InquiryCategory, ...InquiryCategory[]], m.queryInvalid);

/** The inbox's filters: status, category, assignee (an id, `me` or `none`) and how long a member has waited. */
export const adminInquiriesQuerySchema = z.object({
  status: statusEnum.optional(),
  category: categoryEnum.optional(),
  assignee: z.union([z.literal('me'), z.literal('none'), recordIdText(m.queryInvalid)], m.queryInvalid).optional(),
  /** only inquiries waiting for staff (접수) at least this many hours */
  waitingHours: z.coerce.number(m.queryInvalid).int(m.queryInvalid).min(1, m.queryInvalid).max(24 * 90, m.queryInvalid).optional(),
  ...listPageFields(m.queryInvalid),
});
export type AdminInquiriesQuery = z.input<typeof adminInquiriesQuerySchema>;

export const adminInquirySchema = inquirySummarySchema.omit({ unread: true }).extend({
  memberId: z.number().int(),
  memberLoginId: z.string(),
  assigneeId: z.number().int().nullable(),
  assigneeLoginId: z.string().nullable(),
  /** since when the member has waited for an answer (접수 only) */
  waitingSince: z.string().nullable(),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;

export const adminInquiriesPageSchema = z.object({ inquiries: z.array(adminInquirySchema), next: z.array(z.string()) });
export type AdminInquiriesPage = z.infer<typeof adminInquiriesPageSchema>;

/** The order an inquiry is about, with what staff may do about it from the inbox. */
export const inquiryOrderSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  link: z.string(),
  quantity: z.number().int(),
  charge: z.number(),
  status: z.number().int(),
  createdAt: z.string(),
});
export type InquiryOrder = z.infer<typeof inquiryOrderSchema>;

export const adminInquiryDetailSchema = z.object({
  inquiry: adminInquirySchema,
  messages: z.array(inquiryMessageSchema.extend({ staffLoginId: z.string().nullable() })),
  order: inquiryOrderSchema.nullable(),
});
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;

export const adminInquiryReplyBodySchema = z.object({
  body: z.string(m.bodyRequired).trim().min(1, m.bodyRequired).max(5000, m.bodyTooLong),
  /** end the inquiry with this answer (종료) instead of leaving it 답변 완료 */
  close: z.boolean().optional(),
});
export type AdminInquiryReplyBody = z.input<typeof adminInquiryReplyBodySchema>;

/** Status change and assignment; `assigneeId: null` takes the inquiry off everyone. */
export const adminInquiryUpdateBodySchema = z
  .object({ status: statusEnum.optional(), assigneeId: recordIdField(m.assigneeInvalid).nullable().optional() })
  .refine((b) => b.status !== undefined || b.assigneeId !== undefined, m.nothingToChange);
export type AdminInquiryUpdateBody = z.input<typeof adminInquiryUpdateBodySchema>;

export const inquiryStaffSchema = z.object({ id: z.number().int(), loginId: z.string() });
export type InquiryStaff = z.infer<typeof inquiryStaffSchema>;

export const replyTemplateSchema = z.object({ id: z.number().int(), title: z.string(), body: z.string(), updatedAt: z.string() });
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;
export const replyTemplateBodySchema = z.object({
  title: z.string(m.templateTitleRequired).trim().min(1, m.templateTitleRequired).max(60, m.templateTitleRequired),
  body: z.string(m.bodyRequired).trim().min(1, m.bodyRequired).max(5000, m.bodyTooLong),
});
export type ReplyTemplateBody = z.input<typeof replyTemplateBodySchema>;
