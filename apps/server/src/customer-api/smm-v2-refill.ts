import type { AppContext } from '../context.js';
import { AppError } from '../lib/errors.js';
import type { ApiKeyMember } from '../services/members/api-keys.js';
import type { RefillRefusalCode } from '../services/refills/refill-policy.js';
import { requestRefill } from '../services/refills/request-refill.js';
import { memberStatusOf } from '../services/refills/refill-states.js';
import { parseId } from './api-orders.js';
import { v2Errors } from './smm-v2-errors.js';

type Params = Record<string, string>;
type V2Error = { error: string };

/** The protocol's cap on ids in one `orders=` / `refills=` list. */
const MAX_IDS = 100;

/** Why a refill was refused, in the words v2 clients and reseller panels expect. */
const refusalWords: Record<RefillRefusalCode, string> = {
  'not-supported': v2Errors.noRefill,
  cancelled: 'This order is not eligible for refill',
  partial: 'This order is not eligible for refill',
  'not-completed': 'This order is not eligible for refill',
  window: 'Refill period has expired',
  'in-flight': 'Refill request already exists',
  cap: 'Refill limit reached for this order',
  'cool-down': 'Refill was requested recently, try again later',
};
const statusWords = { waiting: 'Pending', in_progress: 'In progress', completed: 'Completed', rejected: 'Rejected' } as const;

const idList = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

async function refillOne(ctx: AppContext, member: ApiKeyMember, raw: string): Promise<{ refill: string } | V2Error> {
  const id = parseId(raw);
  if (id === null) return { error: v2Errors.orderId };
  try {
    const refill = await requestRefill(ctx, member.id, id);
    return { refill: String(refill.id) };
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
    // Another member's order is a 404 inside, exactly like an id that does not exist.
    if (err.statusCode === 404) return { error: v2Errors.orderId };
    const code = err.data?.refusal as RefillRefusalCode | undefined;
    return { error: (code && refusalWords[code]) ?? v2Errors.request };
  }
}

/** `refill`: `order=` → `{"refill":"55"}`; `orders=` (≤100) → `[{"order":1,"refill":55},{"order":2,"refill":{"error":…}}]`. */
export async function refillAction(ctx: AppContext, member: ApiKeyMember, p: Params): Promise<unknown> {
  if (p.order !== undefined) return refillOne(ctx, member, p.order);
  const ids = idList(p.orders);
  if (ids.length === 0 || ids.length > MAX_IDS) return { error: v2Errors.request };
  const out = [];
  for (const raw of ids) {
    const one = await refillOne(ctx, member, raw);
    out.push({ order: parseId(raw) ?? raw, refill: 'error' in one ? one : Number(one.refill) });
  }
  return out;
}

async function ownRefills(ctx: AppContext, memberId: number, raws: string[]) {
  const ids = raws.flatMap((r) => {
    const id = parseId(r);
    return id === null ? [] : [id];
  });
  const rows = ids.length ? await ctx.db.selectFrom('refills').select(['id', 'state']).where('member_id', '=', memberId).where('id', 'in', ids).execute() : [];
  return new Map(rows.map((r) => [r.id, statusWords[memberStatusOf(r.state)]]));
}

/** `refill_status`: `refill=` → `{"status":"Completed"}`; `refills=` (≤100) → `[{"refill":1,"status":"Completed"},{"refill":2,"status":{"error":…}}]`. */
export async function refillStatusAction(ctx: AppContext, member: ApiKeyMember, p: Params): Promise<unknown> {
  if (p.refill !== undefined) {
    const status = (await ownRefills(ctx, member.id, [p.refill])).get(parseId(p.refill) ?? 0);
    return status ? { status } : { error: v2Errors.refillId };
  }
  const raws = idList(p.refills);
  if (raws.length === 0 || raws.length > MAX_IDS) return { error: v2Errors.request };
  const own = await ownRefills(ctx, member.id, raws);
  // Another member's refill answers exactly like one that does not exist.
  return raws.map((raw) => {
    const id = parseId(raw);
    const status = id === null ? undefined : own.get(id);
    return { refill: id ?? raw, status: status ?? { error: v2Errors.refillId } };
  });
}
