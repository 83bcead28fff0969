import { msg, orderCost, toCenti, type OrderBody, type Service } from '@snsshop/shared';

/** What the member typed; numbers stay text until checked so a cleared field is not silently 0. */
export interface OrderDraft {
  link: string;
  amount: string;
  auto: boolean;
  runs: string;
  interval: string;
}

export const MIN_AUTO_INTERVAL_MINUTES = 60;

export const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Spec section 5: one run's amount × max(runs, 1). */
export function totalQuantity(draft: OrderDraft): number {
  const runs = draft.auto ? toNumber(draft.runs) : 0;
  return toNumber(draft.amount) * Math.max(Number.isFinite(runs) ? runs : 0, 1);
}

/** Unit price × total quantity, in whole won the way the server charges it. */
export function totalPrice(service: Service, draft: OrderDraft): number {
  const total = totalQuantity(draft);
  return Number.isInteger(total) && total >= 0 ? orderCost(toCenti(service.point), total) : Number.NaN;
}

/** The first failing check in the spec's order, or null. `balance` is the member's points. */
export function orderFormError(service: Service | undefined, draft: OrderDraft, balance: number): string | null {
  if (!service) return msg.order.selectService;
  if (draft.link.trim() === '') return msg.order.linkRequired;
  const amount = toNumber(draft.amount);
  if (!Number.isInteger(amount)) return msg.order.amountInvalid;
  if (amount < service.min) return msg.order.belowMin;
  if (amount > service.max) return msg.order.aboveMax;
  if (draft.auto) {
    const runs = toNumber(draft.runs);
    if (!Number.isInteger(runs) || runs <= 1) return msg.order.autoRunsInvalid;
    const interval = toNumber(draft.interval);
    if (!Number.isInteger(interval) || interval < MIN_AUTO_INTERVAL_MINUTES) return msg.order.autoIntervalInvalid;
    // A scheduled order pays run by run, so the balance must cover at least the first run.
    if (balance < orderCost(toCenti(service.point), amount)) return msg.order.notEnoughPoints;
  }
  return null;
}

/** The request body; without auto-order, runs and interval are sent as 0. */
export function orderBody(service: Service, draft: OrderDraft): Required<OrderBody> {
  return {
    serviceId: service.id,
    link: draft.link.trim(),
    amount: toNumber(draft.amount),
    runs: draft.auto ? toNumber(draft.runs) : 0,
    interval: draft.auto ? toNumber(draft.interval) : 0,
  };
}
