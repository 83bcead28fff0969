import { readTypeFields, serviceTypeRules, type ServiceTypeRule } from '@snsshop/shared';
import { v2Errors } from './smm-v2-errors.js';

type Params = Readonly<Record<string, string>>;

/**
 * Every parameter some type takes in `add` (comments, usernames, a subscription's min/max/posts …),
 * plus `old_posts`, which panels offer for subscriptions and this shop does not: one of these sent
 * for a type that does not take it is refused, never dropped.
 */
const typeParamNames: ReadonlySet<string> = new Set([...Object.values(serviceTypeRules).flatMap((r) => r.fields.map((f) => f.key)), 'old_posts']);

/** `expiry` as panels send it (d/m/Y, `11/12/2026`) in the shop's yyyy-mm-dd; null when it is not such a date. */
export function fromPanelDate(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : null;
}

/** What the service allows, as `add` needs it before the order's own checks. */
export interface V2ServiceLimits {
  min: number;
  max: number;
  maxPosts: number;
}

export type V2TypeParams = { ok: true; fields: Record<string, string> | undefined } | { ok: false; error: string };

const refuse = (error: string): V2TypeParams => ({ ok: false, error });

/**
 * The type's parameters of an `add` call, as the public PHP client's `order($data)` sends them: a
 * parameter the type does not take, a quantity or a link where the type takes none, a d/m/Y date,
 * then the shared rules (`readTypeFields`), whose refusal names the parameter and the rule that failed
 * in the protocol's English (`Missing comments`, `Incorrect comments: line 2 is longer than 300
 * characters`). A subscription's `posts` left out is the owner's cap. placeOrder checks everything
 * again and charges; an entered quantity is the caller's to read, as for a Default service.
 */
export function readV2TypeParams(rule: ServiceTypeRule, p: Params, limits: V2ServiceLimits, today: () => string): V2TypeParams {
  // (a link + quantity call, the most common, takes none: no set of its own to make)
  const own = rule.fields.length > 0 ? new Set(rule.fields.map((f) => f.key)) : null;
  for (const name of typeParamNames) {
    if (!own?.has(name) && (p[name] ?? '').trim() !== '') return refuse(`This service does not take ${name}`);
  }
  if (rule.quantity !== 'entered' && (p.quantity ?? '').trim() !== '') return refuse(v2Errors.quantityNotTaken);
  if (!rule.takesLink && (p.link ?? '').trim() !== '') return refuse(v2Errors.linkNotTaken);
  if (rule.fields.length === 0) return { ok: true, fields: undefined };

  const sent: Record<string, string> = {};
  for (const f of rule.fields) {
    const value = p[f.key];
    if (value === undefined) continue;
    if (f.kind === 'date' && value.trim() !== '') {
      const iso = fromPanelDate(value);
      if (iso === null) return refuse(`Incorrect ${f.key} (d/m/Y)`);
      sent[f.key] = iso;
    } else sent[f.key] = value;
  }
  const read = readTypeFields(rule, sent, rule.quantity === 'entered' ? 1 : null, limits, today());
  return read.ok ? { ok: true, fields: read.fields } : refuse(read.panel);
}
