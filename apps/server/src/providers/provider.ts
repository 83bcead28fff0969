import type { OrderStatus, UnreadableProviderService } from '@snsshop/shared';

/** An upstream fulfilment provider in our own terms; the SMM panel wire format stays in its client. */
export interface Provider {
  /**
   * The provider refuses a second active order for one link, so a resend after an unknown outcome
   * cannot make a second order: it is refused instead (and the first one is then most likely ours).
   */
  readonly guardsLink: boolean;
  addOrder(input: AddOrderInput): Promise<{ providerOrderId: string }>;
  /** Any number of ids; every id asked for gets an entry in the answer. */
  getStatuses(providerOrderIds: string[]): Promise<Map<string, StatusResult>>;
  cancel(providerOrderIds: string[]): Promise<Map<string, CancelResult>>;
  /**
   * Asks for a refill of each order; every id asked for gets an entry (the refill id or the
   * provider's refusal). Throws ProviderError for the whole call: `unavailable` means the outcome
   * is unknown (the provider may have taken the refill), never a reason to ask again blindly.
   */
  refill(providerOrderIds: string[]): Promise<Map<string, RefillResult>>;
  /** Any number of refill ids; every id asked for gets an entry. */
  refillStatus(refillIds: string[]): Promise<Map<string, RefillStatusResult>>;
  getBalance(): Promise<ProviderBalance>;
  /** The panel's catalog; entries it sent that cannot be read are listed apart, never dropped in silence. */
  listServices(): Promise<ProviderCatalog>;
}

export interface AddOrderInput {
  /** The provider's own service id. */
  serviceId: string;
  link: string;
  /** Per run when `runs` is given (drip-feed). */
  quantity: number;
  runs?: number;
  /** Minutes between runs. */
  interval?: number;
  /** The service's type (shared catalog/service-types); Default when absent. */
  type?: string;
  /** The order's type fields (comments, usernames, a subscription's settings), as the shared rules kept them. */
  fields?: Readonly<Record<string, string>>;
}

export interface ProviderOrderStatus {
  status: OrderStatus;
  startCount: number | null;
  remains: number | null;
  /** Decimal string in the provider's currency, as the provider reported it. */
  charge: string | null;
  /** A subscription's answer (`status` Active/Paused/Completed/Expired/Canceled, `posts`, `orders`). */
  subscription?: SubscriptionReport;
  /** The panel's entry as it came (JSON, cut short): shown to the owner when the shop cannot act on it. */
  words?: string;
}

export type SubscriptionState = 'Active' | 'Paused' | 'Completed' | 'Expired' | 'Canceled';

export interface SubscriptionReport {
  state: SubscriptionState;
  /** new posts used so far; null when the answer did not say */
  posts: number | null;
  /** the child orders the provider made for the posts; null when the answer did not say */
  orders: string[] | null;
}

/**
 * `unreadable`: the entry itself could not be read (no status, or a word no panel documents): the
 * panel's words, for the owner to see. Without it the panel refused (`Incorrect order ID`) or said nothing.
 */
export type StatusResult = ProviderOrderStatus | { error: string; unreadable?: string };
export type CancelResult = { ok: true } | { error: string };

/** `unknown`: no readable answer for this order, so the provider may have taken the refill. */
export type RefillResult = { refillId: string } | { error: string; unknown?: true };
/** A refill at the provider, in our words: waiting, running, done, or refused. */
export type UpstreamRefillStatus = 'pending' | 'in_progress' | 'completed' | 'rejected';
export type RefillStatusResult = { status: UpstreamRefillStatus } | { error: string };

export interface ProviderBalance {
  balance: string;
  currency: string;
}

export interface ProviderService {
  service: string;
  name: string;
  type: string;
  category: string;
  /** Decimal string: the price per 1000. */
  rate: string;
  min: number;
  max: number;
  refill: boolean;
  cancel: boolean;
  dripfeed: boolean;
  /** the panel's `desc` / `description`, '' when it sends none */
  description: string;
}

/** A provider's catalog as read: the services the shop can use, and the entries it could not read (with why). */
export interface ProviderCatalog {
  services: ProviderService[];
  unreadable: UnreadableProviderService[];
}

/**
 * `rejected`: the provider answered with an error; the same call will fail again.
 * `unavailable`: no usable answer (timeout, network, 5xx, not JSON); try again later.
 */
export type ProviderErrorKind = 'rejected' | 'unavailable';

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly kind: ProviderErrorKind,
    /** For `rejected`, exactly the provider's words (e.g. "Not enough funds on balance"). */
    message: string,
    /** The protocol action that failed (`add`, `status`, …), when known. */
    readonly action?: string,
  ) {
    super(message);
  }
}

export const isStatusError = (r: StatusResult): r is { error: string; unreadable?: string } => 'error' in r;
