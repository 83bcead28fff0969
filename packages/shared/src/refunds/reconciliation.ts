import { z } from 'zod';

/** One Korean day's money figures (won and points), as the daily reconciliation keeps them. */
export const reconciliationFiguresSchema = z.object({
  /** points of charges credited by the bank matcher (webhook, feed) or a person */
  depositsCredited: z.number(),
  /** Toss payments DONE that day, won */
  tossDone: z.number(),
  /** Toss cancels that day, won */
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
