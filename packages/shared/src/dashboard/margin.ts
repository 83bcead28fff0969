import { z } from 'zod';

/** The owner's gross margin (what members paid, net of refunds, less what providers charged) and the accountant's CSV files. */
export const marginMessages = {
  daysInvalid: '기간은 30일 또는 90일 중에서 골라 주세요.',
  dateInvalid: '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.',
  rangeInvalid: '시작일은 종료일보다 늦을 수 없고, 기간은 1년을 넘을 수 없습니다.',
} as const;

export const feeTypeLabel: Record<string, string> = { NONE: '발행 안 함', FEE: '세금계산서', CASH: '현금영수증' };

export const marginQuerySchema = z.object({
  days: z.coerce
    .number(marginMessages.daysInvalid)
    .refine((d) => d === 30 || d === 90, marginMessages.daysInvalid)
    .default(30),
});

const figures = {
  /** won members paid for orders, less won refunded */
  revenue: z.number().int(),
  /** won providers charged (their reported charge, else the route's rate), orders not cancelled */
  cost: z.number().int(),
  /** revenue − cost */
  margin: z.number().int(),
  orders: z.number().int(),
};

export const marginReportSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  totals: z.object(figures),
  /** every Korean day of the period, oldest first, `yyyy-mm-dd` */
  byDay: z.array(z.object({ day: z.string(), ...figures })),
  byService: z.array(z.object({ serviceId: z.number().int(), name: z.string(), ...figures })),
  byProvider: z.array(z.object({ providerId: z.number().int().nullable(), name: z.string(), ...figures })),
  /**
   * Marketing cost of the period in won (points given away, net of what clawbacks took back): charge
   * bonuses, coupon points, referral rewards; `orderDiscounts` is what tier and coupon discounts took off
   * order prices. `total` is their sum; `marginAfter` = totals.margin − total.
   */
  marketing: z.object({
    bonuses: z.number().int(),
    coupons: z.number().int(),
    referrals: z.number().int(),
    orderDiscounts: z.number().int(),
    total: z.number().int(),
    marginAfter: z.number().int(),
  }),
});
export type MarginReport = z.infer<typeof marginReportSchema>;

const day = z.string(marginMessages.dateInvalid).regex(/^\d{4}-\d{2}-\d{2}$/, marginMessages.dateInvalid);
/** Korean days, both included; left out: from the first of this month to today. */
export const exportQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || (q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000), { message: marginMessages.rangeInvalid, path: ['to'] });
export type ExportQuery = { from: string; to: string };
