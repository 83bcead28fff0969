import { z } from 'zod';

/** What changed for customers (the "서비스 업데이트" list). */
export const serviceUpdateKinds = ['price_up', 'price_down', 'suspended', 'resumed', 'new'] as const;
export type ServiceUpdateKind = (typeof serviceUpdateKinds)[number];

export const serviceUpdateKindText: Record<ServiceUpdateKind, string> = {
  price_up: '인상',
  price_down: '인하',
  suspended: '중지',
  resumed: '재개',
  new: '신규',
};

export const serviceUpdateSchema = z.object({
  id: z.number().int(),
  /** ISO time of the change */
  at: z.string(),
  serviceId: z.number().int(),
  serviceText: z.string(),
  platformText: z.string(),
  categoryText: z.string(),
  kind: z.enum(serviceUpdateKinds),
  /** 인상 / 인하 / 중지 / 재개 / 신규 */
  kindText: z.string(),
  /** unit prices as shown ("1개당 45원", "1,000개당 1.96원"); null where the change is not about price */
  beforeText: z.string().nullable(),
  afterText: z.string().nullable(),
  /** a price change in one unit where it can ("1개당 45원 → 50원", `priceChangeText`); absent when not a change of price */
  changeText: z.string().optional(),
});
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

/** The newest changes the list and its JSON endpoint serve. */
export const SERVICE_UPDATES_SHOWN = 100;
