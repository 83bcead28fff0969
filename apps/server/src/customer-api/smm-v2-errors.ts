import { MIN_AUTO_INTERVAL_MINUTES, msg } from '@snsshop/shared';

/** The protocol's common English wording (docs/upstream-protocol.md), which reseller panels match on. */
export const v2Errors = {
  request: 'Incorrect request',
  key: 'Invalid API key',
  orderId: 'Incorrect order ID',
  serviceId: 'Incorrect service ID',
  quantity: 'Incorrect quantity',
  belowMin: 'Quantity less than minimal',
  aboveMax: 'Quantity more than maximal',
  funds: 'Not enough funds on balance',
  activeLink: 'You have active order with this link. Please wait until order being completed.',
  tooMany: 'Too many requests',
  notCancellable: 'This order cannot be canceled',
  noRefill: 'Refill is not available for this service',
  refillId: 'Incorrect refill ID',
  cancelInProgress: 'Cancel is already requested for this order',
  cancelBusy: 'Order is being sent to the provider, try again later',
  cancelUnavailable: 'Cancel could not be requested now, try again later',
  unavailable: 'Service temporarily unavailable, try again later',
  /** a package, custom comments or a subscription: the quantity follows from the service or its fields */
  quantityNotTaken: 'This service does not take quantity',
  /** a subscription names its account in `username` */
  linkNotTaken: 'This service does not take link (send username)',
} as const;

/** The use case answers in Korean for the web and the documented API; v2 clients get the protocol's words. */
const byMessage = new Map<string, string>([
  [msg.order.selectService, v2Errors.serviceId],
  [msg.order.notOrderable, 'Service is not available'],
  [msg.order.linkRequired, 'Incorrect link'],
  [msg.order.linkInvalid, 'Incorrect link'],
  [msg.order.linkNotTaken, v2Errors.linkNotTaken],
  [msg.order.amountInvalid, v2Errors.quantity],
  [msg.order.belowMin, v2Errors.belowMin],
  [msg.order.aboveMax, v2Errors.aboveMax],
  [msg.order.notEnoughPoints, v2Errors.funds],
  [msg.order.activeSameLink, v2Errors.activeLink],
  [msg.order.autoNotSupported, 'Drip-feed is not available for this service'],
  [msg.order.autoRunsInvalid, 'Incorrect runs (a whole number above 1)'],
  [msg.order.autoIntervalInvalid, `Incorrect interval (whole minutes, at least ${MIN_AUTO_INTERVAL_MINUTES})`],
  [msg.order.cancelNotActive, v2Errors.notCancellable],
  [msg.order.cancelNotSupported, v2Errors.notCancellable],
  [msg.order.cancelRefused, v2Errors.notCancellable],
  [msg.order.cancelUnknownOutcome, v2Errors.notCancellable],
  [msg.order.cancelAlreadyRequested, v2Errors.cancelInProgress],
  [msg.order.cancelBusy, v2Errors.cancelBusy],
  [msg.order.cancelUnavailable, v2Errors.cancelUnavailable],
]);

export function toV2Error(koreanMessage: string | undefined): string {
  return (koreanMessage && byMessage.get(koreanMessage)) ?? v2Errors.request;
}
