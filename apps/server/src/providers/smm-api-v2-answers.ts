import { z } from 'zod';
import type { CancelResult, ProviderService, RefillResult, RefillStatusResult, StatusResult } from './provider.js';
import { normaliseRefillWord, normaliseStatusWord } from './status-words.js';

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

const statusEntry = z.union([
  errorAnswer,
  z.object({ status: z.string(), start_count: z.unknown(), remains: z.unknown(), charge: z.unknown() }),
]);

export function toStatusResult(raw: unknown): StatusResult {
  const parsed = statusEntry.safeParse(raw);
  if (!parsed.success) return { error: 'Unreadable status entry' };
  const entry = parsed.data;
  if ('error' in entry) return { error: entry.error };
  const status = normaliseStatusWord(entry.status);
  if (status === null) return { error: `Unknown status "${entry.status.slice(0, 40)}"` };
  const remains = intOrNull(entry.remains);
  return {
    status,
    startCount: intOrNull(entry.start_count),
    // Over-delivery shows up as negative remains on some panels: nothing is left to deliver.
    remains: remains === null ? null : Math.max(0, remains),
    charge: decimalOrNull(entry.charge),
  };
}

export function toCancelResult(cancel: unknown): CancelResult {
  if (flag(cancel)) return { ok: true };
  const err = errorAnswer.safeParse(cancel);
  return { error: err.success ? err.data.error : 'Unexpected cancel answer' };
}

const serviceEntry = z.object({
  service: id,
  name: z.string().default(''),
  type: z.string().default('Default'),
  category: z.string().default(''),
  rate: z.unknown().transform(decimalOrNull).pipe(z.string()),
  min: z.unknown().transform(intOrNull).pipe(z.number()),
  max: z.unknown().transform(intOrNull).pipe(z.number()),
  refill: z.unknown().transform(flag),
  cancel: z.unknown().transform(flag),
  dripfeed: z.unknown().transform(flag),
});

/** Entries without a usable id, rate, min or max cannot be sold, so they are left out. */
export function toServices(entries: unknown[]): ProviderService[] {
  return entries.flatMap((e) => {
    const parsed = serviceEntry.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
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
