import { readTypeFields, serviceTypeRules, typeLines, type ServiceTypeRule } from '@snsshop/shared';
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
 * The type's parameters of an `add` call, as the public PHP client's `order($data)` sends them, checked
 * field by field with the shared rules (`readTypeFields`) so that the answer names the parameter in
 * the protocol's English: a parameter the type does not take, a quantity where the type takes none,
 * a missing one (`Missing comments`), a malformed one (`Incorrect expiry`), and the service's limits
 * on lines and per-post likes. placeOrder checks everything again; these only pick the words. An
 * entered quantity is the caller's to read, as for a Default service.
 */
export function readV2TypeParams(rule: ServiceTypeRule, p: Params, limits: V2ServiceLimits, today: () => string): V2TypeParams {
  // (a link + quantity call, the most common, takes none: no set of its own to make)
  const own = rule.fields.length > 0 ? new Set(rule.fields.map((f) => f.key)) : null;
  for (const name of typeParamNames) {
    if (!own?.has(name) && (p[name] ?? '').trim() !== '') return refuse(`This service does not take ${name}`);
  }
  const quantitySent = (p.quantity ?? '').trim() !== '';
  if (rule.quantity !== 'entered' && quantitySent) return refuse(v2Errors.quantityNotTaken);
  if (!rule.takesLink && (p.link ?? '').trim() !== '') return refuse(v2Errors.linkNotTaken);

  const fields: Record<string, string> = {};
  for (const f of rule.fields) {
    const sent = (p[f.key] ?? '').trim();
    if (sent === '') {
      if (f.required) return refuse(`Missing ${f.key}`);
      continue;
    }
    let value = p[f.key]!;
    if (f.kind === 'date') {
      const iso = fromPanelDate(value);
      if (iso === null) return refuse(`Incorrect ${f.key} (d/m/Y)`);
      value = iso;
    }
    // the field's own checks, alone: a one-field rule whose quantity is entered (limits come below)
    const alone: ServiceTypeRule = { ...rule, fields: [f], quantity: 'entered', check: undefined };
    const read = readTypeFields(alone, { [f.key]: value }, 1, { min: 1, max: 1 }, today());
    if (!read.ok) return refuse(`Incorrect ${f.key}`);
    fields[f.key] = value;
  }
  const cross = rule.check?.(fields);
  // the cross-field rule's Korean message names the field (Web Traffic: the keyword or referrer its traffic type needs)
  if (cross) return refuse(cross);

  if (rule.quantity === 'lines' && rule.linesField) {
    const count = typeLines(fields[rule.linesField] ?? '').length;
    if (count < limits.min) return refuse(v2Errors.belowMin);
    if (count > limits.max) return refuse(v2Errors.aboveMax);
  }
  if (rule.quantity === 'per-post') {
    const [min, max, posts] = [Number(fields.min), Number(fields.max), Number(fields.posts)];
    if (min < limits.min) return refuse(v2Errors.belowMin);
    if (max > limits.max) return refuse(v2Errors.aboveMax);
    if (min > max) return refuse('Incorrect min (more than max)');
    if (posts > limits.maxPosts) return refuse(`Incorrect posts (at most ${limits.maxPosts})`);
  }
  return { ok: true, fields: rule.fields.length > 0 ? fields : undefined };
}
