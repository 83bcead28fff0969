import { MAX_ORDER_QUANTITY, msg, orderBodySchema } from '@snsshop/shared';
import type { AppContext } from '../context.js';
import { AppError } from '../lib/errors.js';
import { apiKeyBalance, type ApiKeyMember } from '../services/members/api-keys.js';
import { placeOrder } from '../services/orders/place-order.js';
import { listApiServices } from './api-catalog.js';
import { findOwnOrders, parseId } from './api-orders.js';
import { cancelApiOrder } from '../services/orders/cancel-api-order.js';
import { v2Errors, toV2Error } from './smm-v2-errors.js';
import { toV2Status, wonText } from './smm-v2-status.js';
import { refillAction, refillStatusAction } from './smm-v2-refill.js';

type Params = Record<string, string>;
type V2Error = { error: string };

/** The protocol's cap on ids in one `orders=` list. */
export const V2_MAX_IDS = 100;

const idList = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * An optional whole number field (runs, interval): absent, empty, or the words a careless client
 * sends for "no value" (`undefined`, `null`: a public Node SDK posts runs=undefined on a plain order) is 0.
 */
function wholeOrNull(raw: string | undefined): number | null {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'undefined' || text === 'null') return 0;
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

async function add(ctx: AppContext, member: ApiKeyMember, p: Params, idempotencyKey: string | undefined): Promise<{ order: number } | V2Error> {
  const serviceId = parseId(p.service);
  if (serviceId === null) return { error: v2Errors.serviceId };
  const quantityText = (p.quantity ?? '').trim();
  if (!/^-?\d+$/.test(quantityText)) return { error: v2Errors.quantity };
  const quantity = Number(quantityText);
  if (quantity < 1) return { error: v2Errors.belowMin };
  if (quantity > MAX_ORDER_QUANTITY) return { error: v2Errors.aboveMax };
  const runs = wholeOrNull(p.runs);
  const interval = wholeOrNull(p.interval);
  if (runs === null) return { error: toV2Error(msg.order.autoRunsInvalid) };
  if (interval === null) return { error: toV2Error(msg.order.autoIntervalInvalid) };
  // The documented API's body and the same order rules (inside placeOrder), answered in the protocol's words.
  const body = orderBodySchema.safeParse({ serviceId, link: p.link ?? '', amount: quantity, runs, interval });
  if (!body.success) return { error: toV2Error(body.error.issues[0]?.message) };
  try {
    const order = await placeOrder(ctx, member.id, body.data, idempotencyKey, { apiKeyHash: member.keyHash });
    return { order: order.id };
  } catch (err) {
    // 401: the key was renewed meanwhile; the route answers as for any bad key.
    if (err instanceof AppError && err.statusCode < 500 && err.statusCode !== 401) return { error: toV2Error(err.message) };
    throw err;
  }
}

async function status(ctx: AppContext, member: ApiKeyMember, p: Params) {
  if (p.order !== undefined && !p.order.includes(',')) {
    const id = parseId(p.order);
    const found = id === null ? undefined : (await findOwnOrders(ctx, member.id, [id])).get(id);
    return found ? toV2Status(found) : { error: v2Errors.orderId };
  }
  // A public Node SDK asks for many statuses as `order=4,1337`: a comma list in `order` is `orders`.
  const ids = idList(p.order ?? p.orders);
  if (ids.length === 0 || ids.length > V2_MAX_IDS) return { error: v2Errors.request };
  const parsed = ids.map((raw) => ({ raw, id: parseId(raw) }));
  const own = await findOwnOrders(ctx, member.id, parsed.flatMap((x) => (x.id === null ? [] : [x.id])));
  // Another member's id answers exactly like an id that does not exist.
  return Object.fromEntries(
    parsed.map(({ raw, id }) => {
      const found = id === null ? undefined : own.get(id);
      return [raw, found ? toV2Status(found) : { error: v2Errors.orderId }];
    }),
  );
}

async function cancel(ctx: AppContext, member: ApiKeyMember, p: Params) {
  const ids = idList(p.orders ?? p.order);
  if (ids.length === 0 || ids.length > V2_MAX_IDS) return { error: v2Errors.request };
  const answers = [];
  for (const raw of ids) {
    const id = parseId(raw);
    const outcome = id === null ? ({ kind: 'not-found' } as const) : await cancelApiOrder(ctx, member.id, id);
    const order = id ?? raw;
    if (outcome.kind === 'accepted') answers.push({ order, cancel: 1 });
    else answers.push({ order, cancel: { error: outcome.kind === 'not-found' ? v2Errors.orderId : toV2Error(outcome.reason) } });
  }
  return answers;
}

async function services(ctx: AppContext) {
  return (await listApiServices(ctx.db)).map((s) => ({
    service: s.id,
    name: s.text,
    type: 'Default',
    category: s.category,
    rate: wonText(s.pricePer1000),
    min: s.min,
    max: s.max,
    refill: s.refill === true,
    // Every order can be cancelled before it is sent; after that only where the provider takes cancel.
    cancel: s.cancellable,
    dripfeed: s.enableAuto,
  }));
}

/** One SMM API v2 call by an authenticated member; protocol errors are answers, not exceptions. */
export async function runV2Action(ctx: AppContext, member: ApiKeyMember, p: Params, idempotencyKey?: string): Promise<unknown> {
  switch ((p.action ?? '').trim().toLowerCase()) {
    case 'services':
      return services(ctx);
    case 'add':
      return add(ctx, member, p, idempotencyKey);
    case 'status':
      return status(ctx, member, p);
    case 'cancel':
      return cancel(ctx, member, p);
    case 'balance':
      return { balance: wonText(await apiKeyBalance(ctx, member)), currency: 'KRW' };
    case 'refill':
      return refillAction(ctx, member, p);
    case 'refill_status':
      return refillStatusAction(ctx, member, p);
    default:
      return { error: v2Errors.request };
  }
}
