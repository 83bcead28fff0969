import { z } from 'zod';
import { LedgerKind } from '../common/enums.js';
import { listPageFields } from '../common/list-page-schema.js';

export const pointStatementMessages = {
  queryInvalid: '포인트 내역 조건이 올바르지 않습니다.',
  periodInvalid: '기간을 올바르게 입력해주세요. (최근 3개월)',
} as const;
const m = pointStatementMessages;

/** The statement shows 20 rows a page. */
export const POINT_STATEMENT_PAGE_SIZE = 20;

const day = z.string(m.periodInvalid).regex(/^\d{4}-\d{2}-\d{2}$/, m.periodInvalid).refine((v) => !Number.isNaN(Date.parse(v)), m.periodInvalid);

/** Kind and period (Korean days, both ends included, within the 3-month window) of the member's statement. */
export const pointStatementFilterSchema = z.object({
  kind: z.enum(LedgerKind, m.queryInvalid).optional(),
  from: day.optional(),
  to: day.optional(),
});
export const pointStatementQuerySchema = pointStatementFilterSchema.extend({
  ...listPageFields(m.queryInvalid),
  size: listPageFields(m.queryInvalid).size.default(POINT_STATEMENT_PAGE_SIZE),
});
export type PointStatementQuery = z.input<typeof pointStatementQuerySchema>;

export const pointStatementRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** a LedgerKind; its Korean name is ledgerKindLabel[kind] */
  kind: z.string(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  /** what the row refers to: an order (주문번호) or a charge request (충전 번호) */
  orderId: z.number().int().nullable(),
  chargeId: z.number().int().nullable(),
});
export type PointStatementRow = z.infer<typeof pointStatementRowSchema>;

/**
 * The period in one line, over every kind: balance before it + increases + decreases = balance at its
 * end (the current balance when the period reaches today). `kindTotal` is the filtered kind's sum.
 */
export const pointStatementSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  opening: z.number().int(),
  increase: z.number().int(),
  decrease: z.number().int(),
  closing: z.number().int(),
  balance: z.number().int(),
  kindTotal: z.number().int().nullable(),
});
export type PointStatementSummary = z.infer<typeof pointStatementSummarySchema>;

export const pointStatementPageSchema = z.object({ rows: z.array(pointStatementRowSchema), summary: pointStatementSummarySchema, next: z.array(z.string()) });
export type PointStatementPage = z.infer<typeof pointStatementPageSchema>;
