import type { Service } from '@snsshop/shared/catalog';
import { orderMessages, orderRuleError, type Quote } from '@snsshop/shared/orders';
import type { SentOrderBody } from '../api/create-order';

/** What the member typed; numbers stay text until checked so a cleared field is not silently 0. */
export interface OrderDraft {
  link: string;
  amount: string;
  auto: boolean;
  runs: string;
  interval: string;
  /** a typed service's fields (comments, a subscription's settings …) as typed, by key */
  fields: Record<string, string>;
}

export const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The first failing check in the order of docs/storefront-rules.md §5 (the shared order rules, then the balance), or null. */
export function orderFormError(service: Service | undefined, draft: OrderDraft, balance: number, runQuote: Quote | null): string | null {
  if (!service) return orderMessages.selectService;
  const amount = toNumber(draft.amount);
  const runs = toNumber(draft.runs);
  const interval = toNumber(draft.interval);
  const ruleError = orderRuleError(service, { link: draft.link, amount, runs, interval, auto: draft.auto });
  if (ruleError) return ruleError;
  // A scheduled order pays run by run, so the balance must cover at least the first run, at the member's price.
  if (draft.auto && runQuote !== null && balance < runQuote.charge) return orderMessages.notEnoughPoints;
  return null;
}

/** The request body; without auto-order, runs and interval are sent as 0. */
export function orderBody(service: Service, draft: OrderDraft): SentOrderBody {
  return {
    serviceId: service.id,
    link: draft.link.trim(),
    amount: toNumber(draft.amount),
    runs: draft.auto ? toNumber(draft.runs) : 0,
    interval: draft.auto ? toNumber(draft.interval) : 0,
    // the price on screen: the server refuses (409) rather than charge a price the member did not see
    priceE7: service.priceE7,
  };
}
