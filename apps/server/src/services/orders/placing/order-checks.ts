import {
  DEFAULT_MAX_SUBSCRIPTION_POSTS,
  formatPrice,
  priceChangeText,
  isAutoOrder,
  isSellableServiceType,
  linkError,
  msg,
  orderRuleError,
  quoteOrder,
  readTypeFields,
  serviceTypeRule,
  type orderBodySchema,
  type PriceChangedData,
  type StoredTypeFields,
} from '@snsshop/shared';
import type { z } from 'zod';
import { sessionStillValid, type SessionClaims } from '../../../auth/tokens.js';
import { koreanDayOf } from '../../../db/query-helpers.js';
import { AppError, badRequest, conflict, unauthorized } from '../../../lib/errors.js';
import { wholeNumberSetting } from '../../../lib/whole-number-setting.js';
import { quoteTier } from '../../growth/quote-tier.js';
import type { OrderContext } from './order-facts.js';
import type { PaidOrder } from './paid-order.js';

export type OrderInput = z.output<typeof orderBodySchema>;

/** Who places the order, checked in the order's own read: a member's session, or the lookup hash of an API key. */
export type OrderCaller = SessionClaims | { apiKeyHash: string };

/** The member behind a session is still signed in (active, same token version), or the API key still theirs: 401 otherwise. */
export function checkMember(found: OrderContext | undefined, caller: OrderCaller | undefined): OrderContext {
  if (caller && 'apiKeyHash' in caller) {
    if (!found || found.status !== 'active' || found.api_key_hash !== caller.apiKeyHash) throw unauthorized(msg.customerApi.invalidKey);
  } else if (!found || (caller && !sessionStillValid(found, caller))) throw unauthorized(msg.common.unauthorized);
  return found;
}

/**
 * The link the order is for: the one sent, or — for a type that takes no link (a subscription) —
 * the account it names, so that the link queue and the member's one-running-order rule hold per account.
 */
export function orderLink(input: Pick<OrderInput, 'link' | 'fields'>): string {
  if (input.link !== '') return input.link;
  const username = input.fields?.username;
  return typeof username === 'string' ? username.trim().replace(/^@/, '') : '';
}

/**
 * What the type's fields make of the order: its quantity (lines, 1 for a package, max × posts for a
 * subscription, the entered amount otherwise) and the fields kept with it. The same rules the order
 * form checks (serviceTypeRules); a field the type does not take, or a quantity where the type takes
 * none, is refused — never dropped.
 */
function typedOrder(found: OrderContext, input: OrderInput, at: string): { link: string; quantity: number; typeFields: string | null } {
  const type = found.service_type!;
  const rule = serviceTypeRule(type);
  if (!rule || !isSellableServiceType(type)) throw badRequest(msg.order.notOrderable);
  const limits = { min: found.min!, max: found.max! };
  if (rule.quantity === 'entered' && rule.fields.length === 0 && rule.autoOrders) {
    // Default: link + quantity (and the shop's auto-orders), as docs/storefront-rules.md §5 says
    const fieldsSent = Object.entries(input.fields ?? {}).find(([, v]) => v !== '');
    if (fieldsSent) throw badRequest(`이 상품은 '${fieldsSent[0]}' 항목을 받지 않습니다.`);
    const ruleError = orderRuleError({ ...limits, enableAuto: found.enable_auto === 1 }, { ...input, amount: input.amount ?? NaN });
    if (ruleError) throw badRequest(ruleError);
    return { link: input.link, quantity: input.amount!, typeFields: null };
  }
  if (isAutoOrder(input)) throw badRequest(msg.order.autoNotSupported);
  if (rule.takesLink) {
    const error = linkError(input.link);
    if (error) throw badRequest(error);
  } else if (input.link !== '') throw badRequest(msg.order.linkNotTaken);
  // the owner's cap, read as maxSubscriptionPosts reads it (in the order's own query here)
  const maxPosts = wholeNumberSetting(found.max_posts ?? undefined, DEFAULT_MAX_SUBSCRIPTION_POSTS, 1);
  const read = readTypeFields(rule, input.fields ?? {}, input.amount ?? null, { ...limits, maxPosts }, koreanDayOf(at));
  if (!read.ok) throw badRequest(read.error);
  if (rule.quantity === 'entered') {
    const ruleError = orderRuleError({ ...limits, enableAuto: false }, { link: rule.takesLink ? input.link : orderLink(input), amount: read.quantity, runs: 0, interval: 0 });
    if (ruleError) throw badRequest(ruleError);
  }
  const stored: StoredTypeFields = { type, fields: read.fields };
  return { link: rule.takesLink ? input.link : read.fields.username!, quantity: read.quantity, typeFields: JSON.stringify(stored) };
}

/**
 * The order's own checks on what orderContext read — the service is orderable, the quantity (or the
 * type's fields) and the auto-order runs within its rules, the price the one the member saw — and
 * what the order is then.
 */
export function orderToPay(found: OrderContext, memberId: number, input: OrderInput, at: string): PaidOrder {
  if (found.service_id === null || found.category_id === null) throw badRequest(msg.order.selectService);
  if (found.is_read_only === 1 || (found.service_check !== null && JSON.parse(found.service_check) === true)) throw badRequest(msg.order.notOrderable);
  // The left joins type every service column nullable; a found service has them all.
  const typed = typedOrder(found, input, at);
  const unitPriceE7 = Number(found.unit_price_e7);
  // Never a price the member did not see: the form sends the price it showed.
  if (input.priceE7 !== undefined && input.priceE7 !== unitPriceE7) {
    const data: PriceChangedData = { code: 'PRICE_CHANGED', priceE7: unitPriceE7, priceText: formatPrice(unitPriceE7) };
    throw new AppError(409, msg.order.priceChanged(priceChangeText(input.priceE7, unitPriceE7)), { ...data });
  }
  // Before the balance is looked at; the unique index still decides between two requests at once.
  if (!isAutoOrder(input) && found.own_running) throw conflict(msg.order.activeSameLink);
  return {
    memberId,
    serviceId: found.service_id,
    link: typed.link,
    quantity: typed.quantity,
    quote: quoteOrder({ unitPriceE7, units: typed.quantity, tier: quoteTier({ name: found.tier_name, discount_pct: found.tier_pct }) }),
    providerId: found.provider_id,
    providerServiceId: found.provider_service_id,
    at,
    typeFields: typed.typeFields,
  };
}
