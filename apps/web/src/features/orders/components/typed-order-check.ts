import { DEFAULT_MAX_SUBSCRIPTION_POSTS, rateUnitsOf, readTypeFields, serviceTypeRule, typeLines, type ServiceTypeRule, type TypeField } from '@snsshop/shared/catalog';
import type { Service } from '@snsshop/shared/catalog';
import { formatNumber, formatPer1000Won, formatWon, pricedPerUnit } from '@snsshop/shared/common';
import { linkError, orderMessages, orderRuleError, quoteOrder } from '@snsshop/shared/orders';
import type { SentOrderBody } from '../api/create-order';
import type { OrderDraft } from './order-form-check';

/**
 * The order form's rules for a service of a type other than Default (comments, a package, a
 * subscription …), read from the shared `serviceTypeRules`: the same checks the server runs, the
 * live quantity and price. Loaded only when such a service is picked (typed-order-parts.tsx).
 */

/** As order-form-check's: a cleared field is not 0 (kept apart so this chunk imports nothing from the order route's). */
export const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The date in Korea (the server refuses an expiry that is not after it). */
export const koreanToday = (now = Date.now()) => new Date(now + 9 * 3_600_000).toISOString().slice(0, 10);

export const ruleOf = (service: Service): ServiceTypeRule | null => (service.serviceType ? serviceTypeRule(service.serviceType) : null);

/** What one line of a lines field is called in a count ("댓글 12개"). */
export function lineNoun(field: TypeField): string {
  if (field.key === 'usernames') return '계정';
  if (field.key === 'groups') return '그룹';
  if (field.key === 'keywords') return '키워드';
  if (field.key === 'hashtags') return '해시태그';
  return field.label.replace(/ 내용$/, '');
}

/** A new pick of this type starts from these: a subscription at the service's minimum per post, sent at once. */
export function initialTypedFields(service: Service): Record<string, string> {
  const rule = ruleOf(service);
  if (rule?.quantity !== 'per-post') return {};
  return { min: String(service.min), max: String(service.min), posts: '', delay: '0' };
}

/** A subscription's new posts as typed; left blank, the owner's cap, as the server takes it (readTypeFields). */
export function typedPosts(service: Service, draft: OrderDraft): number {
  const typed = (draft.fields.posts ?? '').trim();
  return typed === '' ? (service.maxPosts ?? DEFAULT_MAX_SUBSCRIPTION_POSTS) : toNumber(typed);
}

/** The units the price is for, as typed so far (NaN while it cannot be told). */
export function typedUnits(service: Service, rule: ServiceTypeRule, draft: OrderDraft): number {
  switch (rule.quantity) {
    case 'entered':
      return toNumber(draft.amount);
    case 'flat':
      return 1;
    case 'lines':
      return typeLines(draft.fields[rule.linesField!] ?? '').length;
    case 'per-post':
      return toNumber(draft.fields.max ?? '') * typedPosts(service, draft);
  }
}

/** The list price of what was typed so far (quoteOrder's, before any discount); NaN while it cannot be told. */
export function typedPrice(service: Service, rule: ServiceTypeRule, draft: OrderDraft): number {
  const units = typedUnits(service, rule, draft);
  return Number.isInteger(units) && units >= 0 ? quoteOrder({ unitPriceE7: service.priceE7, units }).listPrice : Number.NaN;
}

/** The service's price in the words of its type: "패키지 1개 9,900원", "댓글 1,000개당 450,000원 (1개당 450원)". */
export function typedPriceLabel(service: Service, rule: ServiceTypeRule): string {
  const units = rateUnitsOf(rule.type);
  if (units === 1) return `${rule.priceUnit} ${formatWon(quoteOrder({ unitPriceE7: service.priceE7, units }).listPrice)}`;
  // per 1,000 exactly as kept (a cheap service's is not whole won); per unit only when that reads well
  const per = `${rule.priceUnit} ${formatPer1000Won(service.priceE7)}`;
  return pricedPerUnit(service.priceE7) ? `${per} (1개당 ${service.priceText})` : per;
}

/** The summary's quantity line: "댓글 12개", "패키지 1개", "게시물 10개 × 최대 100개". */
export function typedQuantityText(service: Service, rule: ServiceTypeRule, draft: OrderDraft): string {
  const n = typedUnits(service, rule, draft);
  switch (rule.quantity) {
    case 'flat':
      return '패키지 1개';
    case 'lines': {
      const field = rule.fields.find((f) => f.key === rule.linesField)!;
      return `${lineNoun(field)} ${formatNumber(n)}개`;
    }
    case 'per-post': {
      const posts = typedPosts(service, draft);
      const max = toNumber(draft.fields.max ?? '');
      return Number.isInteger(posts) && Number.isInteger(max) ? `게시물 ${formatNumber(posts)}개 × 최대 ${formatNumber(max)}개` : '-';
    }
    case 'entered':
      return formatNumber(n) ? `${formatNumber(n)}개` : '-';
  }
}

export type TypedCheck = { ok: true; body: SentOrderBody } | { ok: false; error: string };

/** The server's checks for the type, in its order (link, fields, quantity), then the body as the schema takes it. */
export function typedOrderCheck(service: Service, draft: OrderDraft, today = koreanToday()): TypedCheck {
  const rule = ruleOf(service);
  if (!rule) return { ok: false, error: orderMessages.notOrderable };
  const link = rule.takesLink ? draft.link.trim() : '';
  if (rule.takesLink) {
    const error = linkError(link);
    if (error) return { ok: false, error };
  }
  const amount = toNumber(draft.amount);
  const entered = rule.quantity === 'entered';
  const read = readTypeFields(rule, draft.fields, entered && Number.isFinite(amount) ? amount : null, { min: service.min, max: service.max, maxPosts: service.maxPosts }, today);
  if (!read.ok) return read;
  if (entered) {
    const error = orderRuleError({ min: service.min, max: service.max, enableAuto: false }, { link, amount, runs: 0, interval: 0, auto: false });
    if (error) return { ok: false, error };
  }
  return {
    ok: true,
    body: { serviceId: service.id, link, ...(entered ? { amount } : {}), fields: read.fields, priceE7: service.priceE7, runs: 0, interval: 0 },
  };
}
