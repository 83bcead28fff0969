import { serviceTypeRule } from '@snsshop/shared';
import type { AppContext } from '../context.js';
import type { GateCount } from './gate.js';
import { apiKeyBalance, type ApiKeyMember } from '../services/members/api-keys.js';
import { rateTextOf, readApiServiceRows, toApiService } from './api-catalog.js';
import { findOwnOrders, parseId } from './api-orders.js';
import { cancelApiOrder } from '../services/orders/cancel-api-order.js';
import { addV2Order } from './smm-v2-add.js';
import { v2Errors, toV2Error } from './smm-v2-errors.js';
import { toV2Status, wonText } from './smm-v2-status.js';
import { refillAction, refillStatusAction } from './smm-v2-refill.js';

type Params = Record<string, string>;

/** The protocol's cap on ids in one `orders=` list. */
export const V2_MAX_IDS = 100;

const idList = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

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

/** The services with this member's prices: their tier's discount is taken off every rate. */
async function services(ctx: AppContext, member: ApiKeyMember) {
  return (await readApiServiceRows(ctx.db)).map((r) => {
    const s = toApiService(r, member.tierDiscountPct);
    return {
      service: s.id,
      name: s.text,
      // the type as panels spell it, so a reselling panel asks for the same fields
      type: s.type,
      category: s.category,
      // per 1,000 units; a package's rate is the price of the whole package
      rate: rateTextOf(r, member.tierDiscountPct),
      min: s.min,
      max: s.max,
      refill: s.refill === true,
      // Every order can be cancelled before it is sent; after that only where the provider takes cancel.
      cancel: s.cancellable,
      // drip-feed (runs, interval) is for link + quantity services only, whatever the service's switch says
      dripfeed: s.enableAuto && serviceTypeRule(s.type)?.autoOrders === true,
    };
  });
}

/** The call's action, as the protocol's clients spell it in any case. */
export const v2Action = (p: Params) => (p.action ?? '').trim().toLowerCase();

/**
 * One SMM API v2 call by an authenticated member; protocol errors are answers, not exceptions. An
 * `add` let in with its count still to take (GateCount) answers `rateLimited` when a window refused it.
 */
export async function runV2Action(ctx: AppContext, member: ApiKeyMember, p: Params, idempotencyKey?: string, count?: GateCount): Promise<unknown> {
  switch (v2Action(p)) {
    case 'services':
      return services(ctx, member);
    case 'add':
      return addV2Order(ctx, member, p, idempotencyKey, count);
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
