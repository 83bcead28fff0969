import { orderMessages } from './order-messages.js';

/**
 * The order checks, written once: the web order form, `placeOrder` (one-off and auto-orders) and
 * `/api/v2` `add` all answer from these, in the order of docs/storefront-rules.md §5 (section 5).
 */

/** A profile, post or video address, or a bare account handle. */
export const linkPattern = /^(https?:\/\/[^\s/?#]+\.[^\s]+|@?[A-Za-z0-9._-]{2,60})$/i;
export const MAX_LINK_LENGTH = 500;
/** No service sells more in one order; above it the quantity is refused as above the maximum. */
export const MAX_ORDER_QUANTITY = 1_000_000_000;
/** An auto-order runs at least twice ("횟수는 1보다 큰 정수"), at most 1000 times. */
export const MIN_AUTO_RUNS = 2;
export const MAX_AUTO_RUNS = 1000;
/** Minutes between two runs of an auto-order: at least an hour, at most a year. */
export const MIN_AUTO_INTERVAL_MINUTES = 60;
export const MAX_AUTO_INTERVAL_MINUTES = 60 * 24 * 365;

/** What the rules need to know of the service ordered. */
export interface OrderRuleService {
  min: number;
  max: number;
  enableAuto: boolean;
}

/** The order as asked; numbers a person typed may be NaN (an empty or unreadable field). */
export interface OrderRuleRequest {
  link: string;
  amount: number;
  runs: number;
  interval: number;
  /** Auto-order asked for; when absent, any runs or interval other than 0 asks for one. */
  auto?: boolean;
}

export function linkError(link: string): string | null {
  const text = link.trim();
  if (text === '') return orderMessages.linkRequired;
  if (text.length > MAX_LINK_LENGTH || !linkPattern.test(text)) return orderMessages.linkInvalid;
  return null;
}

/** The quantity of one order (one run of an auto-order), against the service's limits when known. */
export function quantityError(amount: number, limits?: { min: number; max: number }): string | null {
  if (!Number.isInteger(amount) || amount < 1) return orderMessages.amountInvalid;
  if (limits && amount < limits.min) return orderMessages.belowMin;
  if (amount > (limits ? Math.min(limits.max, MAX_ORDER_QUANTITY) : MAX_ORDER_QUANTITY)) return orderMessages.aboveMax;
  return null;
}

export function autoRunsError(runs: number): string | null {
  return Number.isInteger(runs) && runs >= MIN_AUTO_RUNS && runs <= MAX_AUTO_RUNS ? null : orderMessages.autoRunsInvalid;
}

export function autoIntervalError(interval: number): string | null {
  return Number.isInteger(interval) && interval >= MIN_AUTO_INTERVAL_MINUTES && interval <= MAX_AUTO_INTERVAL_MINUTES
    ? null
    : orderMessages.autoIntervalInvalid;
}

export function isAutoOrder(request: Pick<OrderRuleRequest, 'runs' | 'interval' | 'auto'>): boolean {
  return request.auto ?? (request.runs !== 0 || request.interval !== 0);
}

/** The first failing order rule's Korean message, or null when the order may be placed. */
export function orderRuleError(service: OrderRuleService, request: OrderRuleRequest): string | null {
  const error = linkError(request.link) ?? quantityError(request.amount, service);
  if (error) return error;
  if (!isAutoOrder(request)) return null;
  if (!service.enableAuto) return orderMessages.autoNotSupported;
  return autoRunsError(request.runs) ?? autoIntervalError(request.interval);
}
