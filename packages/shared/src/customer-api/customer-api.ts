import { z } from 'zod';

/**
 * The documented customer API (docs/storefront-rules.md §2 (/api) and §7): its own listener, authenticated by the
 * `api-key` header. Orders take the web's body (`orderBodySchema`) and answer with the same messages.
 */
export const API_KEY_HEADER = 'api-key';

export const apiServiceSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** Korean category name, e.g. "인스타그램 팔로워". */
  category: z.string(),
  /**
   * The service's type (Default, Package, Custom Comments, Subscriptions …): which fields an order
   * takes besides the link, and whether it takes a quantity (`serviceTypeRules`). For a package
   * (`Package`, `Custom Comments Package`) `point` is the price of the whole package.
   */
  type: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  /** Unit price in won, up to 2 decimals. */
  point: z.number(),
  /** Won per 1000 units (whole won: unit prices carry at most 2 decimals). */
  pricePer1000: z.number().int(),
  /** Whether `runs` and `interval` (auto-order) are accepted. */
  enableAuto: z.boolean(),
  /** Whether an order already sent to the provider can still be cancelled (before that, every order can). */
  cancellable: z.boolean(),
  /** Whether a completed order can be refilled (A/S); the SMM v2 listing's `refill`. */
  refill: z.boolean().optional(),
});
export type ApiService = z.infer<typeof apiServiceSchema>;

export const apiOrderResponseSchema = z.object({ wId: z.number().int() });
export type ApiOrderResponse = z.infer<typeof apiOrderResponseSchema>;

export const apiStatusParamsSchema = z.object({ wId: z.string() });

export const apiStatusSchema = z.object({
  wId: z.number().int(),
  /** Order status code of docs/storefront-rules.md §4 (0 접수, 1 진행 중, 2 완료, 3 부분 완료, 4 대기 중, 5 취소). */
  status: z.number().int(),
  statusText: z.string(),
  /** Count before the work started; null until the provider reports it. */
  startCount: z.number().int().nullable(),
  /** Units still to deliver; null until the provider reports it. */
  remains: z.number().int().nullable(),
  /** Whole won paid for this order. */
  point: z.number().int(),
  /** Present when the order is a run of an auto-order. */
  autoOrder: z
    .object({ id: z.number().int(), completed: z.number().int(), runs: z.number().int(), interval: z.number().int(), status: z.number().int() })
    .nullable(),
});
export type ApiStatus = z.infer<typeof apiStatusSchema>;

export const apiBalanceSchema = z.object({ balance: z.number().int(), currency: z.literal('KRW') });
export type ApiBalance = z.infer<typeof apiBalanceSchema>;

/** What the /api screen needs from the server: where the API listens and its limits. */
export const apiInfoSchema = z.object({
  baseUrl: z.string(),
  header: z.string(),
  /** The SMM panel API v2 endpoint, for panels that resell this shop. */
  v2Url: z.string(),
  rateLimit: z.object({ perKey: z.number().int(), perIp: z.number().int(), windowSeconds: z.number().int() }),
});
export type ApiInfo = z.infer<typeof apiInfoSchema>;
