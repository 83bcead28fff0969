import { MAX_ORDER_QUANTITY, msg, orderBodySchema, serviceTypeRule } from '@snsshop/shared';
import type { AppContext } from '../context.js';
import { koreanDayOf } from '../db/query-helpers.js';
import { isoNow } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';
import { maxSubscriptionPosts } from '../services/catalog/catalog-queries.js';
import { API_KEY_CACHE_MS, forgetApiKeys, type ApiKeyMember } from '../services/members/api-keys.js';
import { placeCountedOrder } from '../services/orders/place-order.js';
import { rateLimited, type GateCount } from './gate.js';
import { parseId } from './api-orders.js';
import { toV2Error, v2Errors } from './smm-v2-errors.js';
import { readV2TypeParams } from './smm-v2-type-params.js';

type Params = Readonly<Record<string, string>>;
type V2Error = { error: string };

/**
 * An optional whole number field (runs, interval): absent, empty, or the words a careless client
 * sends for "no value" (`undefined`, `null`: a public Node SDK posts runs=undefined on a plain order) is 0.
 */
function wholeOrNull(raw: string | undefined): number | null {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'undefined' || text === 'null') return 0;
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** The entered quantity of a link + quantity call, or the protocol's error for it. */
function readQuantity(raw: string | undefined): number | V2Error {
  const text = (raw ?? '').trim();
  if (!/^-?\d+$/.test(text)) return { error: v2Errors.quantity };
  const quantity = Number(text);
  if (quantity < 1) return { error: v2Errors.belowMin };
  if (quantity > MAX_ORDER_QUANTITY) return { error: v2Errors.aboveMax };
  return quantity;
}

interface ServiceFacts {
  service_type: string;
  min: number;
  max: number;
}
const factsCache = new WeakMap<AppContext, Map<number, { at: number; facts: ServiceFacts | undefined }>>();

/**
 * The service's type and limits, which decide which parameters a call carries; kept per process for
 * API_KEY_CACHE_MS, so a busy reseller's calls cost no read more than the web order. placeOrder reads
 * the service again in its own query and decides: a type changed within that time only words a
 * refusal differently, never places an order its rules refuse.
 */
async function serviceFacts(ctx: AppContext, serviceId: number): Promise<ServiceFacts | undefined> {
  let cache = factsCache.get(ctx);
  if (!cache) factsCache.set(ctx, (cache = new Map()));
  const now = ctx.clock.now().getTime();
  const hit = cache.get(serviceId);
  if (hit && now - hit.at < API_KEY_CACHE_MS) return hit.facts;
  const facts = await ctx.db.selectFrom('services').select(['service_type', 'min', 'max']).where('id', '=', serviceId).executeTakeFirst();
  if (cache.size > 10_000) cache.clear();
  cache.set(serviceId, { at: now, facts });
  return facts;
}

/**
 * `add`: the service's type decides what the call carries (`serviceTypeRules`): link and quantity
 * for Default, the type's own parameters (comments, usernames, a subscription's username, min, max,
 * posts, delay, expiry …) for the others, checked in the protocol's words before placeOrder checks
 * them again and charges. A refusal is an answer, never an exception, and charges nothing.
 * With `count` the call's rate windows are taken by the order's first statement, or before a refusal
 * answered sooner; `rateLimited` when a window refused the call.
 */
export async function addV2Order(ctx: AppContext, member: ApiKeyMember, p: Params, idempotencyKey: string | undefined, count?: GateCount): Promise<{ order: number } | V2Error | typeof rateLimited> {
  const counted = async <T>(answer: T) => (!count || (await count.take()) ? answer : rateLimited);
  const serviceId = parseId(p.service);
  if (serviceId === null) return counted({ error: v2Errors.serviceId });
  const service = await serviceFacts(ctx, serviceId);
  // an unknown service, or one whose type the shop does not know, is placeOrder's to refuse
  const rule = service ? serviceTypeRule(service.service_type) : null;
  let fields: Record<string, string> | undefined;
  if (service && rule) {
    const maxPosts = rule.quantity === 'per-post' ? await maxSubscriptionPosts(ctx.db) : 0;
    const read = readV2TypeParams(rule, p, { min: service.min, max: service.max, maxPosts }, () => koreanDayOf(isoNow(ctx.clock)));
    if (!read.ok) return counted({ error: read.error });
    fields = read.fields;
  }
  const entered = !rule || rule.quantity === 'entered';
  const quantity = entered ? readQuantity(p.quantity) : undefined;
  if (typeof quantity === 'object') return counted(quantity);
  const runs = wholeOrNull(p.runs);
  const interval = wholeOrNull(p.interval);
  if (runs === null) return counted({ error: toV2Error(msg.order.autoRunsInvalid) });
  if (interval === null) return counted({ error: toV2Error(msg.order.autoIntervalInvalid) });
  // The documented API's body and the same order rules (inside placeOrder), answered in the protocol's words.
  const body = orderBodySchema.safeParse({ serviceId, link: rule?.takesLink === false ? '' : (p.link ?? ''), amount: quantity, runs, interval, fields });
  if (!body.success) return counted({ error: toV2Error(body.error.issues[0]?.message) });
  try {
    const order = await placeCountedOrder(ctx, member.id, body.data, idempotencyKey, { apiKeyHash: member.keyHash }, count ?? null);
    return order ? { order: order.id } : rateLimited;
  } catch (err) {
    // 401: the key was renewed or its member stopped (in another process) since this one read it: it
    // is forgotten here too, and the route answers as for any bad key.
    if (err instanceof AppError && err.statusCode === 401) forgetApiKeys(ctx, member.id);
    else if (err instanceof AppError && err.statusCode < 500) {
      const english = toV2Error(err.message);
      // a type's own check has no protocol wording: its Korean message names the field
      return { error: english === v2Errors.request && fields ? err.message : english };
    }
    throw err;
  }
}
