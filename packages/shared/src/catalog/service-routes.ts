import { z } from 'zod';
import { msg } from '../common/messages.js';

/** A service's routes (providers tried in order), the provider health table and the routing settings. */
const m = msg.admin;

export const routeMessages = {
  routesInvalid: '공급 경로는 1~10개까지 정할 수 있습니다.',
  routeServiceIdInvalid: '공급처 상품 번호를 입력해 주세요 (100자 이내).',
  routeDuplicate: '같은 공급처의 같은 상품이 두 번 들어 있습니다.',
  marginFloorInvalid: '최소 마진은 0~99% 사이 정수로 입력해 주세요.',
  lowBalanceInvalid: '잔액 경고 기준은 0원 이상 정수로 입력해 주세요.',
  routesSaved: '공급 경로를 저장했습니다.',
  sentAtLoss: '원가 보호를 풀고 다음 전송 때 보냅니다.',
  notCostHeld: '원가 보호로 대기 중인 주문이 아닙니다.',
} as const;

/** How the cost guard's message to people begins; which orders it held is orders.held_reason, never this text. */
export const COST_GUARD_HELD_PREFIX = 'held: 원가 보호';

const providerId = z.number(m.providerNotFound).int(m.providerNotFound).positive(m.providerNotFound).max(2 ** 31 - 1, m.providerNotFound);

export const adminServiceRouteSchema = z.object({
  /** null: the service has no route rows yet; this is its provider mapping, shown as route 1 */
  id: z.number().int().nullable(),
  position: z.number().int(),
  /** null: the built-in simulated provider */
  providerId: z.number().int().nullable(),
  providerName: z.string(),
  providerServiceId: z.string().nullable(),
  enabled: z.boolean(),
  /** the provider's rate per 1000 in its currency, as last read */
  rate: z.string().nullable(),
  /** per unit in 1/10,000,000 won; null: unknown */
  costE7: z.number().int().nullable(),
  /** the cost guard skips it: cost at or above the price, or under the margin floor */
  guarded: z.boolean(),
  circuit: z.enum(['closed', 'open', 'trial']),
});
export type AdminServiceRoute = z.infer<typeof adminServiceRouteSchema>;

export const serviceRoutesSchema = z.object({
  serviceId: z.number().int(),
  priceE7: z.number().int(),
  marginFloorPct: z.number(),
  /** a Partial ending places the undelivered rest with the next route instead of refunding it */
  rerouteRemainder: z.boolean(),
  routes: z.array(adminServiceRouteSchema),
});
export type ServiceRoutes = z.infer<typeof serviceRoutesSchema>;

export const serviceRouteInputSchema = z.object({
  providerId: providerId.nullable(),
  providerServiceId: z.string(routeMessages.routeServiceIdInvalid).trim().min(1, routeMessages.routeServiceIdInvalid).max(100, routeMessages.routeServiceIdInvalid).nullable(),
  enabled: z.boolean(msg.common.badFormat),
});
export type ServiceRouteInput = z.infer<typeof serviceRouteInputSchema>;

export const serviceRoutesBodySchema = z
  .object({
    routes: z.array(serviceRouteInputSchema, routeMessages.routesInvalid).min(1, routeMessages.routesInvalid).max(10, routeMessages.routesInvalid),
    /** left out: unchanged */
    rerouteRemainder: z.boolean(msg.common.badFormat).optional(),
  })
  .refine((b) => new Set(b.routes.map((r) => `${r.providerId ?? 'sim'} ${r.providerServiceId ?? ''}`)).size === b.routes.length, { message: routeMessages.routeDuplicate, path: ['routes'] });
export type ServiceRoutesBody = z.infer<typeof serviceRoutesBodySchema>;

export const routingSettingsSchema = z.object({
  marginFloorPct: z.number(routeMessages.marginFloorInvalid).int(routeMessages.marginFloorInvalid).min(0, routeMessages.marginFloorInvalid).max(99, routeMessages.marginFloorInvalid),
  lowBalanceWon: z.number(routeMessages.lowBalanceInvalid).int(routeMessages.lowBalanceInvalid).min(0, routeMessages.lowBalanceInvalid).max(1_000_000_000_000, routeMessages.lowBalanceInvalid),
});
export type RoutingSettings = z.infer<typeof routingSettingsSchema>;

export const providerHealthSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  /** sends in the window (the last 7 days) */
  sends: z.number().int(),
  /** accepted ÷ sends, 0–1; null without sends */
  successRate: z.number().nullable(),
  medianLatencyMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  circuit: z.object({ state: z.enum(['closed', 'open', 'trial']), failures: z.number().int(), openUntil: z.string().nullable() }),
  balance: z.string().nullable(),
  currency: z.string().nullable(),
  /** balance × exchange rate, whole won */
  balanceWon: z.number().int().nullable(),
  balanceError: z.string().nullable(),
  /** under the low-balance threshold */
  lowBalance: z.boolean(),
});
export type ProviderHealth = z.infer<typeof providerHealthSchema>;

export const providerHealthReportSchema = z.object({ settings: routingSettingsSchema, providers: z.array(providerHealthSchema) });
export type ProviderHealthReport = z.infer<typeof providerHealthReportSchema>;
