import { z } from 'zod';
import { listPageFields } from '../common/list-page-schema.js';
import { recordIdField, recordIdParams } from '../common/record-id.js';
import { inquiryMessages as m } from './inquiry-messages.js';

/** What a member asks about; the keys are stored, the labels shown. */
export const inquiryCategoryLabel = { order: '주문', charge: '충전·환불', as: 'A/S', account: '계정', etc: '기타' } as const;
export type InquiryCategory = keyof typeof inquiryCategoryLabel;
export const inquiryCategories = Object.keys(inquiryCategoryLabel) as InquiryCategory[];

/** 접수 → 답변 완료 → 종료; a member's new message opens it again. */
export const inquiryStatusLabel = { open: '접수', answered: '답변 완료', closed: '종료' } as const;
export type InquiryStatus = keyof typeof inquiryStatusLabel;
export const inquiryStatuses = Object.keys(inquiryStatusLabel) as InquiryStatus[];

export const MAX_INQUIRY_IMAGES = 3;
export const MAX_INQUIRY_TITLE = 100;
export const MAX_INQUIRY_BODY = 5000;
/**
 * The console's upload limit (catalog MAX_IMAGE_BYTES, checked equal in inquiry.test.ts), written here
 * so a member's inquiry screen does not load the console's schemas to know it.
 */
export const MAX_INQUIRY_IMAGE_BYTES = 2 * 1024 * 1024;

const body = z.string(m.bodyRequired).trim().min(1, m.bodyRequired).max(MAX_INQUIRY_BODY, m.bodyTooLong);
/** Images travel as base64 data URLs; the server checks their first bytes, not the name or the claimed type. */
const dataUrl = z.string(m.imageInvalid).max(Math.ceil((MAX_INQUIRY_IMAGE_BYTES * 4) / 3) + 100, m.imageTooLarge);
const images = z.array(dataUrl, m.tooManyImages).max(MAX_INQUIRY_IMAGES, m.tooManyImages).default([]);

export const inquiryCreateBodySchema = z.object({
  category: z.enum(inquiryCategories as [InquiryCategory, ...InquiryCategory[]], m.categoryInvalid),
  title: z.string(m.titleRequired).trim().min(1, m.titleRequired).max(MAX_INQUIRY_TITLE, m.titleTooLong),
  body,
  orderId: recordIdField(m.orderNotFound).optional(),
  images,
});
export type InquiryCreateBody = z.input<typeof inquiryCreateBodySchema>;

export const inquiryMessageBodySchema = z.object({ body, images });
export type InquiryMessageBody = z.input<typeof inquiryMessageBodySchema>;

export const inquiryIdParamsSchema = recordIdParams(m.notFound);
export const inquiryImageParamsSchema = inquiryIdParamsSchema.extend({ name: z.string().regex(/^[a-f0-9]{24}\.(png|jpg|webp|gif)$/, m.notFound) });

export const inquiryImageSchema = z.object({ name: z.string(), contentType: z.string(), size: z.number().int() });
export const inquiryMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['member', 'staff']),
  /** plain text: shown as text, never as HTML, and links are not made clickable for staff */
  body: z.string(),
  createdAt: z.string(),
  images: z.array(inquiryImageSchema),
});
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>;

export const inquirySummarySchema = z.object({
  id: z.number().int(),
  category: z.enum(inquiryCategories as [InquiryCategory, ...InquiryCategory[]]),
  title: z.string(),
  status: z.enum(inquiryStatuses as [InquiryStatus, ...InquiryStatus[]]),
  orderId: z.number().int().nullable(),
  /** a staff reply the member has not opened yet */
  unread: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const inquiryDetailSchema = z.object({ inquiry: inquirySummarySchema, messages: z.array(inquiryMessageSchema) });
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

export const inquiryListQuerySchema = z.object(listPageFields(m.queryInvalid));
export const inquiryListSchema = z.object({ inquiries: z.array(inquirySummarySchema), unread: z.number().int(), next: z.array(z.string()) });
export type InquiryList = z.infer<typeof inquiryListSchema>;

/** The entry points' mark: how many of the member's inquiries hold a reply not yet read. */
export const inquiryUnreadSchema = z.object({ unread: z.number().int() });
