import { normaliseProviderServiceType, providerCatalogMessages, type UnreadableProviderService } from '@snsshop/shared';
import { z } from 'zod';
import type { CancelResult, ProviderCatalog, ProviderService, RefillResult, RefillStatusResult } from './provider.js';
import { normaliseRefillWord } from './status-words.js';

// Panels send numbers as numbers, numeric strings, "" or null: every field is read leniently.
const numeric = /^-?\d+(\.\d+)?$/;

export function intOrNull(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && numeric.test(v.trim()) ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

export function decimalOrNull(v: unknown): string | null {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return null;
    const s = String(v);
    return /e/i.test(s) ? v.toFixed(20).replace(/\.?0+$/, '') : s;
  }
  return typeof v === 'string' && numeric.test(v.trim()) ? v.trim() : null;
}

/** true, 1, "1", "true", "yes" (any case); anything else, or nothing, is false. */
const flag = (v: unknown) => v === true || v === 1 || (typeof v === 'string' && ['1', 'true', 'yes'].includes(v.trim().toLowerCase()));

const id = z.union([z.number(), z.string()]).transform((v) => String(v).trim()).pipe(z.string().min(1));

export const errorAnswer = z.object({ error: z.string().min(1) });
export const addAnswer = z.object({ order: id });
export const keyedAnswer = z.record(z.string(), z.unknown());
export const cancelAnswer = z.array(z.object({ order: id, cancel: z.unknown() }));
export const balanceAnswer = z.object({
  balance: z.unknown().transform(decimalOrNull).pipe(z.string()),
  currency: z.string().default(''),
});
export const servicesAnswer = z.array(z.unknown());

export function toCancelResult(cancel: unknown): CancelResult {
  if (flag(cancel)) return { ok: true };
  const err = errorAnswer.safeParse(cancel);
  return { error: err.success ? err.data.error : 'Unexpected cancel answer' };
}

/** An entry's keys read without regard to case (one panel sends `Service`, `Rate`); the lower-case spelling wins. */
export function keysFolded(entry: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(entry)) {
    const key = k.trim().toLowerCase();
    if (!(key in out) || k === key) out[key] = v;
  }
  return out;
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : typeof v === 'number' ? String(v) : '');

/**
 * Reads a `services` answer the way panels really send it (docs/upstream-protocol.md): only
 * `service`, `rate`, `min` and `max` are needed; `name`, `type`, `category`, `refill`, `cancel`,
 * `dripfeed` and `desc`/`description` may be missing; keys may be capitalised, numbers strings,
 * booleans 1/0 or words, the type in any case. An entry that still cannot be used is never dropped in
 * silence: it is listed in `unreadable` with the reason, for the console and the sync's result.
 */
export function toServices(entries: unknown[]): ProviderCatalog {
  const m = providerCatalogMessages;
  const services: ProviderService[] = [];
  const unreadable: UnreadableProviderService[] = [];
  const seen = new Set<string>();
  entries.forEach((raw, i) => {
    const position = i + 1;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return unreadable.push({ position, service: null, reason: m.notAnObject });
    const e = keysFolded(raw as Record<string, unknown>);
    const idParsed = id.safeParse(e.service);
    const service = idParsed.success ? idParsed.data.slice(0, 100) : null;
    const refuse = (reason: string) => unreadable.push({ position, service, reason });
    if (service === null) return refuse(m.noId);
    const rate = decimalOrNull(e.rate);
    if (rate === null || rate.startsWith('-')) return refuse(m.badRate(m.shown(e.rate)));
    const min = intOrNull(e.min);
    if (min === null) return refuse(m.badMin(m.shown(e.min)));
    const max = intOrNull(e.max);
    if (max === null) return refuse(m.badMax(m.shown(e.max)));
    if (seen.has(service)) return refuse(m.duplicate);
    seen.add(service);
    services.push({
      service,
      name: text(e.name, 500),
      type: normaliseProviderServiceType(e.type),
      category: text(e.category, 200),
      rate,
      min,
      max,
      refill: flag(e.refill),
      cancel: flag(e.cancel),
      dripfeed: flag(e.dripfeed),
      description: text(e.desc ?? e.description, 5000),
    });
  });
  return { services, unreadable };
}

// Refill: `{"refill": id}` for one order; `[{"order": 1, "refill": 55}, {"order": 2, "refill": {"error": "…"}}]` for many.
export const refillAnswer = z.object({ refill: z.unknown() });
export const refillListAnswer = z.array(z.object({ order: id, refill: z.unknown().optional(), error: z.unknown().optional() }));
// Refill status: `{"status": "Completed"}` for one; `[{"refill": 1, "status": "Completed"}, {"refill": 2, "status": {"error": "…"}}]` for many.
export const refillStatusAnswer = z.object({ status: z.unknown() });
export const refillStatusListAnswer = z.array(z.object({ refill: id, status: z.unknown().optional(), error: z.unknown().optional() }));

const errorText = (v: unknown): string | null => {
  const parsed = errorAnswer.safeParse(v);
  if (parsed.success) return parsed.data.error;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
};

/** One entry of a refill answer: the refill id, or the provider's refusal of this order. */
export function toRefillResult(refill: unknown, error?: unknown): RefillResult {
  const refusal = errorText(error) ?? (typeof refill === 'object' && refill !== null ? errorText(refill) : null);
  if (refusal) return { error: refusal };
  const parsed = id.safeParse(refill);
  // No id and no refusal: the provider may have taken it, so the outcome is unknown.
  return parsed.success ? { refillId: parsed.data } : { error: 'Unreadable refill answer', unknown: true };
}

export function toRefillStatusResult(status: unknown, error?: unknown): RefillStatusResult {
  const refusal = errorText(error) ?? (typeof status === 'object' && status !== null ? errorText(status) : null);
  if (refusal) return { error: refusal };
  const word = normaliseRefillWord(status);
  return word ? { status: word } : { error: `Unknown refill status "${String(status).slice(0, 40)}"` };
}
