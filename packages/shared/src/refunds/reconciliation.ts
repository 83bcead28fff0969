import { z } from 'zod';

/** One Korean day's money figures (won and points), as the daily reconciliation keeps them. */
export const reconciliationFiguresSchema = z.object({
  /** won received by bank transfer for the charges credited by the matcher (webhook, feed) or a person — a tax invoice's 11,000, not its 10,000 points */
  depositsCredited: z.number(),
  /** Toss payments DONE that day, won */
  tossDone: z.number(),
  /** Toss cancels that day, won: refunds cancelled through Toss and cancels made at Toss itself */
  tossCancelled: z.number(),
  /** points of every charge credited that day */
  chargesCredited: z.number(),
  /** won of refunds marked sent (bank transfers and Toss cancels) */
  refundsSent: z.number(),
  /** the ledger's net movement per kind */
  ledger: z.record(z.string(), z.number()),
});
export type ReconciliationFigures = z.infer<typeof reconciliationFiguresSchema>;

export const reconciliationRowSchema = z.object({ type: z.string(), id: z.string(), memberId: z.number().nullable(), detail: z.string() });
export const reconciliationDifferenceSchema = z.object({
  check: z.string(),
  expected: z.number(),
  actual: z.number(),
  /** won (money or points) or a count of rows; days kept before it was written are won */
  unit: z.enum(['won', 'rows']).default('won'),
  rows: z.array(reconciliationRowSchema),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

export const reconciliationDaySchema = z.object({
  day: z.string(),
  figures: reconciliationFiguresSchema,
  differences: z.array(reconciliationDifferenceSchema),
  checkedAt: z.string(),
});
export type ReconciliationDay = z.infer<typeof reconciliationDaySchema>;

/** A difference's figure as the screen and the owner's alert say it: 12,000원, or 3건. */
export const reconciliationFigure = (n: number, unit: 'won' | 'rows' = 'won') => `${n.toLocaleString('ko-KR')}${unit === 'rows' ? '건' : '원'}`;

/** What a row behind a difference is, in the owner's words. */
export const reconciliationRowTypeLabel: Record<string, string> = {
  point_ledger: '원장 기록',
  point_charge: '충전',
  member: '회원',
  unmatched_deposit: '입금',
  refund_request: '환불 신청',
  toss_cancel: '토스 취소',
};
