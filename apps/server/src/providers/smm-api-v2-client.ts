import { serviceTypeRule, upstreamAddParams } from '@snsshop/shared';
import type { z } from 'zod';
import { callWithDeadline, OutsideSystemError, type CallAnswer } from '../lib/call-with-deadline.js';
import { ProviderError, type CancelResult, type Provider, type RefillResult, type RefillStatusResult, type StatusResult } from './provider.js';
import {
  addAnswer,
  balanceAnswer,
  cancelAnswer,
  errorAnswer,
  keyedAnswer,
  refillAnswer,
  refillListAnswer,
  refillStatusAnswer,
  refillStatusListAnswer,
  servicesAnswer,
  toCancelResult,
  toRefillResult,
  toRefillStatusResult,
  toServices,
} from './smm-api-v2-answers.js';
import { toStatusResult } from './status-entry.js';

export interface SmmApiV2Options {
  /** The panel's address, with or without the trailing `/api/v2`. */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  /** The panel refuses a second active order per link (most do); see Provider.guardsLink. */
  guardsLink?: boolean;
  fetch?: typeof globalThis.fetch;
}

/** The protocol's cap on ids in one `orders=` list. */
export const IDS_PER_CALL = 100;

export function smmApiV2Endpoint(baseUrl: string): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = /\/api\/v2$/i.test(path) ? path : `${path}/api/v2`;
  return url.toString();
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createSmmApiV2Provider(opts: SmmApiV2Options): Provider {
  const { apiKey, timeoutMs = 15_000, fetch: fetchFn = globalThis.fetch } = opts;
  const endpoint = smmApiV2Endpoint(opts.baseUrl);
  // The key travels only in the POST body; any text that could reach a log is scrubbed of it.
  const scrub = (text: string) => (apiKey ? text.split(apiKey).join('***') : text);
  const fail = (kind: ProviderError['kind'], action: string, text: string) =>
    new ProviderError(kind, scrub(text), action);

  async function call<S extends z.ZodType>(action: string, schema: S, params: Record<string, string | number | undefined> = {}) {
    const body = new URLSearchParams({ key: apiKey, action });
    for (const [k, v] of Object.entries(params)) if (v !== undefined) body.set(k, String(v));
    let answer: CallAnswer;
    try {
      answer = await callWithDeadline(
        endpoint,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: body.toString() },
        { timeoutMs, fetch: fetchFn, unavailableStatuses: [408, 429] },
      );
    } catch (err) {
      if (err instanceof OutsideSystemError) throw fail('unavailable', action, err.message);
      throw err;
    }
    // A panel's own error answer is a definite refusal; anything else that is not the expected shape may have taken effect.
    const providerError = errorAnswer.safeParse(answer.body);
    if (providerError.success) throw fail('rejected', action, providerError.data.error);
    // Any other 4xx (callWithDeadline has already thrown for 408 and 429) was refused before anything was
    // done — a WAF page, a wrong path, a bad request — even when its body is HTML or empty.
    if (!answer.ok) throw fail(answer.status >= 400 && answer.status < 500 ? 'rejected' : 'unavailable', action, `HTTP ${answer.status}`);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw fail('unavailable', action, 'unexpected answer shape');
    return parsed.data as z.output<S>;
  }

  return {
    guardsLink: opts.guardsLink ?? true,
    /** Each type's parameters as panels take them (shared upstreamAddParams); drip-feed only for Default. */
    async addOrder(input) {
      const rule = serviceTypeRule(input.type ?? 'Default');
      // Never sent as something else: a type without a rule is refused before anything leaves.
      if (!rule) throw new ProviderError('rejected', `Unsupported service type "${String(input.type).slice(0, 60)}"`, 'add');
      const params = upstreamAddParams(rule, { link: input.link, quantity: input.quantity, fields: input.fields ?? {} });
      const dripFeed = rule.quantity === 'entered' && rule.autoOrders ? { runs: input.runs, interval: input.interval } : {};
      const { order } = await call('add', addAnswer, { service: input.serviceId, ...params, ...dripFeed });
      return { providerOrderId: order };
    },

    async getStatuses(ids) {
      const out = new Map<string, StatusResult>();
      for (const page of chunks([...new Set(ids)], IDS_PER_CALL)) {
        const answer = await call('status', keyedAnswer, { orders: page.join(',') });
        // Some panels answer a one-id list in the single-order shape.
        const single = page.length === 1 && typeof answer.status === 'string' && !Object.hasOwn(answer, page[0]!);
        for (const id of page) {
          const entry = single ? answer : Object.hasOwn(answer, id) ? answer[id] : undefined;
          out.set(id, entry === undefined ? { error: 'Missing from provider answer' } : toStatusResult(entry));
        }
      }
      return out;
    },

    async cancel(ids) {
      const out = new Map<string, CancelResult>();
      for (const page of chunks([...new Set(ids)], IDS_PER_CALL)) {
        const answer = await call('cancel', cancelAnswer, { orders: page.join(',') });
        const byId = new Map(answer.map((a) => [a.order, toCancelResult(a.cancel)]));
        for (const id of page) out.set(id, byId.get(id) ?? { error: 'Missing from provider answer' });
      }
      return out;
    },

    /** One order: `order=`; several: `orders=` (at most 100 a call), each answered on its own. */
    async refill(ids) {
      const out = new Map<string, RefillResult>();
      for (const page of chunks([...new Set(ids)], IDS_PER_CALL)) {
        if (page.length === 1) {
          try {
            const answer = await call('refill', refillAnswer, { order: page[0] });
            out.set(page[0]!, toRefillResult(answer.refill));
          } catch (err) {
            if (!(err instanceof ProviderError) || err.kind !== 'rejected') throw err;
            out.set(page[0]!, { error: err.message });
          }
          continue;
        }
        const answer = await call('refill', refillListAnswer, { orders: page.join(',') });
        const byId = new Map(answer.map((a) => [a.order, toRefillResult(a.refill, a.error)]));
        // An order left out of the answer may have been taken: its outcome is unknown.
        for (const id of page) out.set(id, byId.get(id) ?? { error: 'Missing from provider answer', unknown: true });
      }
      return out;
    },

    async refillStatus(ids) {
      const out = new Map<string, RefillStatusResult>();
      for (const page of chunks([...new Set(ids)], IDS_PER_CALL)) {
        if (page.length === 1) {
          try {
            const answer = await call('refill_status', refillStatusAnswer, { refill: page[0] });
            out.set(page[0]!, toRefillStatusResult(answer.status));
          } catch (err) {
            if (!(err instanceof ProviderError) || err.kind !== 'rejected') throw err;
            out.set(page[0]!, { error: err.message });
          }
          continue;
        }
        const answer = await call('refill_status', refillStatusListAnswer, { refills: page.join(',') });
        const byId = new Map(answer.map((a) => [a.refill, toRefillStatusResult(a.status, a.error)]));
        for (const id of page) out.set(id, byId.get(id) ?? { error: 'Missing from provider answer' });
      }
      return out;
    },

    async getBalance() {
      return call('balance', balanceAnswer);
    },

    async listServices() {
      return toServices(await call('services', servicesAnswer));
    },
  };
}
