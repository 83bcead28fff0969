import { z } from 'zod';
import { msg } from '../common/messages.js';
import { adminPageQuerySchema } from '../admin/admin-common.js';
import { optionalQueryDate, optionalQueryId, optionalQueryText } from '../admin/query-fields.js';
import { ledgerEntrySchema } from '../members/admin-members.js';
import { answerProblemSchema, heldReasonSchema } from './held-reason.js';

/** The owner's order screens: the list, one order with its history, and the actions on it. */
const m = msg.admin;

export const adminOrderSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  loginId: z.string(),
  serviceId: z.number().int(),
  serviceText: z.string(),
  link: z.string(),
  quantity: z.number().int(),
  /** whole won paid */
  charge: z.number(),
  /** whole won given back */
  refunded: z.number(),
  /** OrderStatus 0..5 */
  status: z.number().int(),
  startCount: z.number().int().nullable(),
  remains: z.number().int().nullable(),
  /** null: the built-in simulated provider */
  providerId: z.number().int().nullable(),
  providerName: z.string().nullable(),
  providerServiceId: z.string().nullable(),
  providerOrderId: z.string().nullable(),
  dispatchAttempts: z.number().int(),
  nextDispatchAt: z.string().nullable(),
  dispatchedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** waiting for a person (fulfilment 'held'); heldReason says why */
  held: z.boolean(),
  /** why a held order waits (null when not held) */
  heldReason: heldReasonSchema.nullable(),
  /** why the provider's last status answer could not be acted on (null: it could), and that answer in the panel's words */
  answerProblem: answerProblemSchema.nullable(),
  answerWords: z.string().nullable(),
  /** re-dispatch is possible (pending and not sent upstream) */
  canRedispatch: z.boolean(),
  /** where the order is in fulfilment (queued, due, claimed, sending, sent, held, cancel_requested, watching, settled) */
  fulfilment: z.string(),
  /** an earlier send's outcome is unknown: the provider may have the order */
  sendUnknown: z.boolean(),
  cancelRequestedAt: z.string().nullable(),
  /** after a forced local cancel: units the provider delivered anyway, and their value at the member's price */
  lateDelivered: z.number().int().nullable(),
  lateDeliveryWon: z.number().int().nullable(),
  lateDeliveryAt: z.string().nullable(),
  autoOrderId: z.number().int().nullable(),
  runNo: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrdersQuerySchema = adminPageQuerySchema.extend({
  status: z.coerce.number(msg.common.badFormat).int(msg.common.badFormat).min(0, msg.common.badFormat).max(5, msg.common.badFormat).optional(),
  memberId: optionalQueryId,
  /** exact login id */
  loginId: optionalQueryText(40),
  serviceId: optionalQueryId,
  /** part of the link */
  link: optionalQueryText(500),
  /** created on or after (yyyy-mm-dd is a Korean day) */
  from: optionalQueryDate,
  /** created before the end of this day */
  to: optionalQueryDate,
  /** only orders that need a look (see the dashboard's stuck counts) */
  stuck: z.enum(['true', 'false', '1', '0'], msg.common.badFormat).optional().transform((v) => v === 'true' || v === '1'),
});

export const orderEventSchema = z.object({
  at: z.string(),
  /** placed | dispatched | error | refund | finished | admin */
  kind: z.string(),
  text: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema,
  /** what the order was placed with, for a service type other than Default (comments, accounts, a subscription's settings) */
  typed: z
    .object({
      type: z.string(),
      label: z.string(),
      fields: z.array(z.object({ key: z.string(), label: z.string(), value: z.string(), lines: z.boolean() })),
      /** a subscription: the provider's word, posts used of those bought, child orders */
      subscription: z.object({ state: z.string().nullable(), postsUsed: z.number().int(), posts: z.number().int(), childOrders: z.array(z.string()) }).nullable(),
    })
    .nullable()
    .optional(),
  /** status history as far as the shop knows it, oldest first */
  events: z.array(orderEventSchema),
  ledger: z.array(ledgerEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const orderCancelBodySchema = z
  .object({
    reason: z.string().trim().max(200, m.reasonTooLong).optional(),
    /** refund even though the provider would not cancel (the shop bears the cost) */
    force: z.boolean(msg.common.badFormat).optional(),
  })
  .nullish();

export const orderPartialBodySchema = z.object({
  remains: z.number(m.remainsInvalid).int(m.remainsInvalid).min(0, m.remainsInvalid),
  reason: z.string().trim().max(200, m.reasonTooLong).optional(),
});

export const orderActionResultSchema = z.object({
  order: adminOrderSchema,
  message: z.string(),
  /** what the provider said to the cancel request: ok, its error, or not asked (not sent upstream) */
  providerCancel: z.enum(['ok', 'failed', 'not-sent', 'requested']).optional(),
  providerError: z.string().optional(),
});
export type OrderActionResult = z.infer<typeof orderActionResultSchema>;
