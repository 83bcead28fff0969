import { OrderStatus } from '@snsshop/shared';
import type { Clock } from '../lib/clock.js';
import { type CancelResult, type Provider, type ProviderOrderStatus, type RefillResult, type RefillStatusResult, type StatusResult } from './provider.js';
import { readSimulatedAdd } from './simulated-add.js';
import { decodeSimulatedOrderId, decodeSimulatedSubscriptionId, durationFor, encodeSimulatedOrderId, encodeSimulatedSubscriptionId, seededUniform, type SimulatedOrder } from './simulated-order-id.js';
import { simulatedSubscriptionStatus } from './simulated-subscription.js';

export interface SimulatedProviderOptions {
  clock: Clock;
  random?: () => number;
  /** Share of orders that stop early and end Partial. */
  partialShare?: number;
  /** Share of orders that never start and end Canceled. */
  cancelShare?: number;
  /** How long a refill waits, and then runs (SIMULATED_REFILL_SECONDS). */
  refillStepMs?: number;
  /** How long after a cancel the order reports Canceled or Partial (SIMULATED_CANCEL_SECONDS). */
  cancelMs?: number;
  /** Where accepted cancels are kept; without it the provider cannot cancel. */
  cancels?: SimulatedCancelStore;
}

/** The cancels the simulated provider accepted (provider order id → when), kept by the shop. */
export interface SimulatedCancelStore {
  record(providerOrderId: string, at: string): Promise<void>;
  find(providerOrderIds: string[]): Promise<Map<string, string>>;
}

/** A cancelled order stops where it was; by default this long after the cancel it reports Canceled or Partial. */
export const SIMULATED_CANCEL_MS = 20_000;

export const SIMULATED_PENDING_MS = 30_000;
/** By default a simulated refill waits this long, then runs as long again, then is Completed. */
export const SIMULATED_REFILL_STEP_MS = 60_000;
/** A subscription's expiry date (yyyy-mm-dd) is over at the end of that day in Korea. */
const endOfKoreanDay = (iso: string) => Date.parse(`${iso}T00:00:00+09:00`) + 86_400_000;

/**
 * The built-in provider the demo runs on, for every service type. Orders move by time alone:
 * Pending for 30 s, then In progress with remains falling linearly, then Completed; a seeded few end
 * Partial or Canceled. A custom-comments order is an order of its lines, a package one of 1. A
 * subscription delivers its account's new posts over time (simulated-subscription.ts).
 */
export function createSimulatedProvider(opts: SimulatedProviderOptions): Provider {
  const { clock, random = Math.random, partialShare = 0.05, cancelShare = 0.02, cancels, refillStepMs = SIMULATED_REFILL_STEP_MS, cancelMs = SIMULATED_CANCEL_MS } = opts;
  let seq = 0;

  function statusOf(o: SimulatedOrder, nowMs: number): ProviderOrderStatus {
    const startCount = 100 + Math.floor(seededUniform(o.seed, 1) * 20_000);
    // The seed is the injected random draw itself, so a test can pick the outcome.
    const outcome = o.seed / 2 ** 32;
    const elapsed = nowMs - o.createdMs;
    if (elapsed < SIMULATED_PENDING_MS) return { status: OrderStatus.PENDING, startCount: null, remains: o.total, charge: null };
    if (outcome >= partialShare && outcome < partialShare + cancelShare) {
      return { status: OrderStatus.CANCELED, startCount: null, remains: o.total, charge: null };
    }
    const durationMs = o.durationS * 1000;
    // A Partial order stops somewhere between 30% and 90% of the way.
    const stopAt = outcome < partialShare ? 0.3 + 0.6 * seededUniform(o.seed, 2) : 1;
    const progress = Math.min((elapsed - SIMULATED_PENDING_MS) / durationMs, stopAt);
    const remains = Math.min(o.total, Math.max(0, o.total - Math.floor(o.total * progress)));
    if (progress < stopAt) return { status: OrderStatus.INPROGRESS, startCount, remains, charge: null };
    if (stopAt === 1) return { status: OrderStatus.COMPLETED, startCount, remains: 0, charge: null };
    if (remains === o.total) return { status: OrderStatus.CANCELED, startCount, remains, charge: null };
    return { status: OrderStatus.PARTIAL, startCount, remains, charge: null };
  }

  /** After a cancel at `cancelledMs`: frozen where it was, then Canceled (nothing delivered) or Partial. */
  function cancelledStatus(o: SimulatedOrder, cancelledMs: number, nowMs: number): ProviderOrderStatus {
    const at = statusOf(o, cancelledMs);
    if (nowMs - cancelledMs < cancelMs) return at;
    const remains = at.remains ?? o.total;
    if (remains >= o.total) return { status: OrderStatus.CANCELED, startCount: at.startCount, remains: o.total, charge: null };
    return { status: OrderStatus.PARTIAL, startCount: at.startCount, remains, charge: null };
  }

  /**
   * Whether the order can still be stopped (null: no such id). A subscription can be cancelled while
   * it is Active; its outcome (Canceled, with the posts used) comes through status.
   */
  function runningAt(id: string, nowMs: number): boolean | null {
    const sub = decodeSimulatedSubscriptionId(id);
    if (sub) return simulatedSubscriptionStatus(sub, nowMs, null, cancelMs).subscription!.state === 'Active';
    const order = decodeSimulatedOrderId(id);
    return order ? [OrderStatus.PENDING, OrderStatus.INPROGRESS].includes(statusOf(order, nowMs).status as 0 | 1) : null;
  }

  return {
    // Nothing exists upstream until a send is recorded, so a resend can never make a second order.
    guardsLink: true,
    async addOrder(input) {
      const add = readSimulatedAdd(input);
      const createdMs = clock.now().getTime();
      const seed = Math.floor(random() * 2 ** 32) >>> 0;
      if (add.kind === 'subscription') {
        const { posts, min, max, delayMin, expiry } = add;
        return { providerOrderId: encodeSimulatedSubscriptionId({ createdMs, posts, min, max, delayMin, endsMs: expiry ? endOfKoreanDay(expiry) : 0, seed, seq: seq++ }) };
      }
      const order: SimulatedOrder = { createdMs, total: add.total, durationS: durationFor(add.total, add.runs, add.interval), seed, seq: seq++ };
      return { providerOrderId: encodeSimulatedOrderId(order) };
    },

    async getStatuses(ids) {
      const nowMs = clock.now().getTime();
      const out = new Map<string, StatusResult>();
      const cancelled = cancels ? await cancels.find(ids) : new Map<string, string>();
      for (const id of ids) {
        const cancelledAt = cancelled.get(id);
        const sub = decodeSimulatedSubscriptionId(id);
        const order = sub ? null : decodeSimulatedOrderId(id);
        if (sub) out.set(id, simulatedSubscriptionStatus(sub, nowMs, cancelledAt ? Date.parse(cancelledAt) : null, cancelMs));
        else if (!order) out.set(id, { error: 'Incorrect order ID' });
        else out.set(id, cancelledAt ? cancelledStatus(order, Date.parse(cancelledAt), nowMs) : statusOf(order, nowMs));
      }
      return out;
    },

    async cancel(ids) {
      const out = new Map<string, CancelResult>();
      const nowMs = clock.now().getTime();
      const already = cancels ? await cancels.find(ids) : new Map<string, string>();
      for (const id of ids) {
        const running = runningAt(id, nowMs);
        if (running === null) out.set(id, { error: 'Incorrect order ID' });
        else if (!cancels) out.set(id, { error: 'Cancel is not available for this service' });
        else if (already.has(id)) out.set(id, { ok: true });
        else if (!running) out.set(id, { error: 'This order cannot be canceled' });
        else {
          await cancels.record(id, new Date(nowMs).toISOString());
          out.set(id, { ok: true });
        }
      }
      return out;
    },

    // A refill's id carries when it was asked for, so its progress needs no stored state either.
    async refill(ids) {
      const nowMs = clock.now().getTime();
      const out = new Map<string, RefillResult>();
      for (const id of ids) {
        const order = decodeSimulatedOrderId(id);
        if (decodeSimulatedSubscriptionId(id)) out.set(id, { error: 'Refill is not available for this order' });
        else if (!order) out.set(id, { error: 'Incorrect order ID' });
        else if (![OrderStatus.COMPLETED, OrderStatus.PARTIAL].includes(statusOf(order, nowMs).status as 2 | 3)) out.set(id, { error: 'Refill is not available for this order' });
        else out.set(id, { refillId: `simr-${nowMs.toString(36)}-${(seq++).toString(36)}` });
      }
      return out;
    },

    async refillStatus(ids) {
      const nowMs = clock.now().getTime();
      const out = new Map<string, RefillStatusResult>();
      for (const id of ids) {
        const m = /^simr-([0-9a-z]+)-[0-9a-z]+$/.exec(id);
        const elapsed = m ? nowMs - parseInt(m[1]!, 36) : NaN;
        if (!Number.isFinite(elapsed)) out.set(id, { error: 'Refill not found' });
        else out.set(id, { status: elapsed < refillStepMs ? 'pending' : elapsed < 2 * refillStepMs ? 'in_progress' : 'completed' });
      }
      return out;
    },

    async getBalance() {
      return { balance: '100000000', currency: 'KRW' };
    },

    async listServices() {
      return { services: [], unreadable: [] };
    },
  };
}
