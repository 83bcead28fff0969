import { z } from 'zod';
import { msg } from '../common/messages.js';
import { orderRefillSchema } from '../refills/refill.js';
import { MAX_TYPE_TEXT_LENGTH } from '../catalog/service-types.js';
import { couponCodeSchema } from '../coupons/coupons.js';
import { recordIdField } from '../common/record-id.js';
import { linkPattern, MAX_AUTO_INTERVAL_MINUTES, MAX_AUTO_RUNS, MAX_LINK_LENGTH } from './order-rules.js';
import type { Quote } from './quote.js';

const whole = (message: string, max: number) =>
  z.number(message).int(message).min(0, message).max(max, message);

/** The wire format of an order (web and documented API); the service's own limits follow in `orderRuleError`. */
export const orderBodySchema = z.object({
  serviceId: recordIdField(msg.order.selectService),
  /** Left out only for a type that takes no link (a subscription names its account in `fields.username`). */
  link: z
    .string(msg.order.linkRequired)
    .trim()
    .max(MAX_LINK_LENGTH, msg.order.linkInvalid)
    .refine((l) => l === '' || linkPattern.test(l), msg.order.linkInvalid)
    .default(''),
  /**
   * Left out where the type's quantity follows from its fields (comments, a package, a subscription).
   * Its checks (whole, at least 1, within the service's limits and MAX_ORDER_QUANTITY) are the type's
   * and orderRuleError's, after the link's: the order of docs/storefront-rules.md §5 is product, link, quantity.
   */
  amount: z.number(msg.order.amountInvalid).optional(),
  runs: whole(msg.order.autoRunsInvalid, MAX_AUTO_RUNS).default(0),
  interval: whole(msg.order.autoIntervalInvalid, MAX_AUTO_INTERVAL_MINUTES).default(0),
  /**
   * The unit price (1/10,000,000 won per unit) the form showed. When it no longer matches, the server
   * answers 409 with the new price (`PriceChangedData`) and charges nothing; without it (older
   * clients, the customer API) the current price applies.
   */
  priceE7: z.number(msg.order.priceInvalid).int(msg.order.priceInvalid).min(0, msg.order.priceInvalid).optional(),
  /**
   * The fields of the service's type (`serviceTypeRules`: comments, usernames, a subscription's
   * settings …), checked against the type by the server. A text over MAX_TYPE_TEXT_LENGTH is refused
   * here, before anything reads it.
   */
  fields: z
    .record(z.string().max(40, msg.order.fieldsInvalid), z.union([z.string().max(MAX_TYPE_TEXT_LENGTH, msg.order.fieldTooLong), z.number()]), msg.order.fieldsInvalid)
    .refine((f) => Object.keys(f).length <= 20, msg.order.fieldsInvalid)
    .optional(),
  /** An order-discount coupon's code (the web form only; /api/v2 takes none): the order pays the price after it. */
  couponCode: couponCodeSchema.optional(),
});
export type OrderBody = z.input<typeof orderBodySchema>;

/** An order's price as quoteOrder worked it out (quote.ts), on the wire. */
export const quoteSchema = z.object({
  units: z.number().int(),
  unitPriceE7: z.number().int(),
  listPrice: z.number().int(),
  tierDiscount: z.number().int(),
  couponDiscount: z.number().int(),
  charge: z.number().int(),
  tierText: z.string().optional(),
  couponText: z.string().optional(),
}) satisfies z.ZodType<Quote>;

export const orderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  serviceId: z.number().int(),
  link: z.string(),
  /** whole won charged when it was placed (price.charge) */
  point: z.number(),
  /** how that was worked out (quoteOrder): list price, each discount, what was paid — shown as its lines (quoteLines) */
  price: quoteSchema,
  /** whole won given back (a cancel or a partial delivery); what the order finally cost is point − refunded */
  refunded: z.number().int(),
  amount: z.number().int(),
  status: z.number().int(),
  startCount: z.number().int().nullable(),
  remains: z.number().int().nullable(),
  /** the member may ask to cancel it now (history shows 취소 요청) */
  canCancel: z.boolean(),
  /** a cancel was forwarded to the provider and its answer is awaited; the refund follows it (취소 요청됨) */
  cancelRequested: z.boolean(),
  /** the service's type when it is not Default, and the fields the order was placed with */
  serviceType: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  /** a subscription's progress (자동 좋아요 구독): the panel's word, posts used of those bought, child orders */
  subscription: z
    .object({
      state: z.string().nullable(),
      postsUsed: z.number().int(),
      posts: z.number().int(),
      childOrders: z.array(z.string()),
      expiry: z.string().nullable(),
    })
    .optional(),
  /** refill (A/S): whether one may be asked for now, and the latest one (order history only) */
  refill: orderRefillSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** The answer to a member's cancel: the order as it is now and what happened, in Korean. */
export const orderCancelResultSchema = z.object({ order: orderSchema, message: z.string() });
export type OrderCancelResult = z.infer<typeof orderCancelResultSchema>;
