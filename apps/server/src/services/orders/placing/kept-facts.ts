import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/errors.js';
import { checkMember, orderToPay, type OrderCaller, type OrderInput } from './order-checks.js';
import type { MemberFacts, OrderContext, orderContext, ServiceFacts } from './order-facts.js';
import { newOrder } from './paid-order.js';
import type { CheckArgs, PaidOrderArgs } from './paid-order-statement.js';

/**
 * The fast writer's copy of what the checks' read last found for a member and a service (PostgreSQL):
 * the next plain order is worked out from it and written by one statement that checks the copy is
 * still true (paid-order-statement.ts `checked`), instead of a read and then a write.
 */
interface KeptFacts {
  members: Map<number, { facts: MemberFacts; digest: string }>;
  services: Map<number, { facts: ServiceFacts; digest: string }>;
}
const keptFacts = new WeakMap<AppContext, KeptFacts>();
/** At most this many members' (and services') facts are kept per process; past it the map starts again. */
const MAX_KEPT_FACTS = 20_000;

/** Keeps what a PostgreSQL read of the checks found, for the member's next order (knownContext). */
export function keepFacts(ctx: AppContext, memberId: number, found: Awaited<ReturnType<typeof orderContext>>['rows'][number] | undefined): void {
  if (!found?.member_facts || !found.service_facts || found.service_id === null) return;
  let kept = keptFacts.get(ctx);
  if (!kept) keptFacts.set(ctx, (kept = { members: new Map(), services: new Map() }));
  if (kept.members.size >= MAX_KEPT_FACTS) kept.members.clear();
  if (kept.services.size >= MAX_KEPT_FACTS) kept.services.clear();
  kept.members.set(memberId, { facts: { status: found.status, token_version: found.token_version, api_key_hash: found.api_key_hash, tier_pct: found.tier_pct, tier_name: found.tier_name }, digest: found.member_facts });
  const { service_id, min, max, unit_price_e7, is_read_only, enable_auto, provider_id, provider_service_id, service_type, category_id, service_check, max_posts } = found;
  kept.services.set(service_id, { facts: { service_id, min, max, unit_price_e7, is_read_only, enable_auto, provider_id, provider_service_id, service_type, category_id, service_check, max_posts }, digest: found.service_facts });
}

/** The checks' row as this process last read it for this member and service, the link's columns unknown (taken as free); undefined when either is not kept. */
function knownContext(ctx: AppContext, memberId: number, serviceId: number): { found: OrderContext; memberFacts: string; serviceFacts: string } | undefined {
  const kept = keptFacts.get(ctx);
  const member = kept?.members.get(memberId);
  const service = kept?.services.get(serviceId);
  if (!member || !service) return undefined;
  // Object.assign, not spreads: on Node 20 each property a second spread adds costs about 1 µs
  const found: OrderContext = Object.assign({}, member.facts, service.facts, { link_held: false, own_running: false });
  return { found, memberFacts: member.digest, serviceFacts: service.digest };
}

/**
 * The order worked out from the facts this process last read for the member and the service
 * (knownContext), for a statement that checks them (paidOrderStatement `checked`); undefined when
 * they are not kept, or when the checks refuse on them (the read then words the refusal).
 */
export function orderFromKept(ctx: AppContext, memberId: number, input: OrderInput, session: OrderCaller | undefined, at: string): (PaidOrderArgs & CheckArgs) | undefined {
  const known = knownContext(ctx, memberId, input.serviceId);
  if (!known) return undefined;
  try {
    const n = newOrder(orderToPay(checkMember(known.found, session), memberId, input, at), false);
    return n.charge > 0 ? Object.assign(n, { debit: -n.charge, memberFacts: known.memberFacts, serviceFacts: known.serviceFacts }) : undefined;
  } catch (err) {
    if (err instanceof AppError) return undefined;
    throw err;
  }
}
