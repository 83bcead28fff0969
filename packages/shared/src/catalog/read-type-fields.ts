import { DEFAULT_MAX_SUBSCRIPTION_POSTS, MAX_LINE_LENGTH, MAX_TYPE_TEXT_LENGTH, typeLines, type ServiceTypeRule, type TypeField, type TypeFieldRefusal } from './service-types.js';

/** A handle or tag without the @ or # people type before it. */
const unmarked = (value: string, mark: '@' | '#' | undefined) => (mark && value.startsWith(mark) ? value.slice(1).trim() : value);

/** What String.prototype.trim removes (ECMAScript white space and line terminators). */
const isTrimmed = (c: number) =>
  c <= 32 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

/**
 * One pass over a lines field, so a 500-comment order is not split, trimmed and joined again when it
 * is already as it is kept: 'control' for a control character; null when some line needs trimming, a
 * line is empty or a \r is there (then typeLines does the work); otherwise its line count and the first
 * line longer than `maxLength` (-1: none).
 */
function scanLines(value: string, maxLength: number): { count: number; firstLong: number } | 'control' | null {
  let count = 0;
  let firstLong = -1;
  let start = 0;
  let clean = true;
  for (let i = 0; i <= value.length; i++) {
    const c = i < value.length ? value.charCodeAt(i) : 10;
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return 'control';
    if (c !== 10 || !clean) continue;
    if (i === start || isTrimmed(value.charCodeAt(start)) || isTrimmed(value.charCodeAt(i - 1))) clean = false;
    else if (i - start > maxLength && firstLong < 0) firstLong = count;
    count++;
    start = i + 1;
  }
  return clean ? { count, firstLong } : null;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What the service allows beyond its type: its min/max per unit, and the owner's cap on subscription posts. */
export interface TypeLimits {
  min: number;
  max: number;
  maxPosts?: number;
}

export type TypeFieldsResult =
  | {
      ok: true;
      /** the fields as kept with the order (trimmed; lines joined with \n; only the type's own keys; a subscription's posts always set) */
      fields: Record<string, string>;
      /** the units the price is for: lines, 1 for a package, max × posts for a subscription, the entered quantity otherwise */
      quantity: number;
    }
  | ({ ok: false } & TypeFieldRefusal);

const fail = (error: string, panel: string): TypeFieldsResult => ({ ok: false, error, panel });
const n = (v: number) => v.toLocaleString('ko-KR');

/** The protocol's words for a field's own check, named as panels name it: `Incorrect comments: …`. */
const incorrect = (f: TypeField, why: string) => `Incorrect ${f.key}: ${why}`;
const missing = (f: TypeField) => fail(`${f.label}을(를) 입력해주세요.`, `Missing ${f.key}`);

/** One field as sent: its kept value, or why it is refused. `lines` fields also answer their count. */
function readField(f: TypeField, value: unknown, today: string | undefined): { value: string; count?: number } | TypeFieldsResult | null {
  const given = value === undefined || value === null ? '' : typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  if (given === null) return fail(`${f.label}의 형식이 올바르지 않습니다.`, incorrect(f, 'not text'));
  if (given.length > MAX_TYPE_TEXT_LENGTH) return fail(`${f.label}이(가) 너무 깁니다 (${n(MAX_TYPE_TEXT_LENGTH)}자까지).`, incorrect(f, `longer than ${MAX_TYPE_TEXT_LENGTH} characters`));
  const trimmed = given.trim();
  if (trimmed === '') return f.required ? missing(f) : null;
  const control = fail(`${f.label}에 쓸 수 없는 문자가 있습니다.`, incorrect(f, 'control characters'));
  // a lines field is checked for them in its own pass (scanLines)
  if (f.kind !== 'lines' && controlChars.test(given)) return control;
  switch (f.kind) {
    case 'lines': {
      const max = f.maxLength ?? MAX_LINE_LENGTH;
      const scan = scanLines(given, max);
      if (scan === 'control') return control;
      // already as kept (the usual paste): taken as it is; otherwise (or with an @ or # to leave out) split, trimmed and joined again
      const fast = scan && !(f.mark && (given.startsWith(f.mark) || given.includes(`\n${f.mark}`))) ? scan : null;
      const ls = fast
        ? null
        : typeLines(given)
            .map((l) => unmarked(l, f.mark))
            .filter((l) => l !== '');
      const count = fast ? fast.count : ls!.length;
      if (count === 0) return missing(f);
      const long = fast ? fast.firstLong : ls!.findIndex((l) => l.length > max);
      if (long >= 0) return fail(`${f.label} ${long + 1}번째 줄이 너무 깁니다 (한 줄에 ${max}자까지).`, incorrect(f, `line ${long + 1} is longer than ${max} characters`));
      return { value: fast ? given : ls!.join('\n'), count };
    }
    case 'text': {
      const max = f.maxLength ?? MAX_LINE_LENGTH;
      if (/[\r\n]/.test(trimmed)) return fail(`${f.label}은(는) 한 줄로 입력해주세요.`, incorrect(f, 'one line only'));
      if (trimmed.length > max) return fail(`${f.label}이(가) 너무 깁니다 (${max}자까지).`, incorrect(f, `longer than ${max} characters`));
      const value = unmarked(trimmed, f.mark);
      return value === '' ? missing(f) : { value };
    }
    case 'integer': {
      const v = /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : NaN;
      if (Number.isInteger(v) && (f.min === undefined || v >= f.min) && (f.max === undefined || v <= f.max)) return { value: String(v) };
      return f.max !== undefined
        ? fail(`${f.label}은(는) ${f.min ?? 0}~${f.max} 사이의 정수로 입력해주세요.`, incorrect(f, `a whole number from ${f.min ?? 0} to ${f.max}`))
        : fail(`${f.label}은(는) ${f.min ?? 0} 이상의 정수로 입력해주세요.`, incorrect(f, `a whole number of at least ${f.min ?? 0}`));
    }
    case 'choice':
      if (f.options?.some((o) => o.value === trimmed)) return { value: trimmed };
      return fail(`${f.label}을(를) 목록에서 골라주세요.`, incorrect(f, `one of ${(f.options ?? []).map((o) => o.value).join(', ')}`));
    case 'date': {
      const m = isoDate.exec(trimmed);
      const d = m ? new Date(`${trimmed}T00:00:00Z`) : null;
      if (!m || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== trimmed) return fail(`${f.label}은(는) 날짜로 입력해주세요.`, incorrect(f, 'not a date'));
      if (today && trimmed <= today) return fail(`${f.label}은(는) 내일 이후 날짜여야 합니다.`, incorrect(f, 'must be a day after today'));
      return { value: trimmed };
    }
  }
}

/**
 * Checks the type's fields as sent (by the web form, the documented API or `/api/v2` `add`) and works
 * out the order's quantity. `entered` is the quantity the member typed; only `entered` types may carry
 * one, and a field the type does not take is refused, never dropped in silence. The server recounts
 * lines itself: a count sent by the browser is never trusted. A refusal says why in Korean and in the
 * protocol's English (TypeFieldRefusal).
 */
export function readTypeFields(rule: ServiceTypeRule, raw: Readonly<Record<string, unknown>>, entered: number | null, limits: TypeLimits, today?: string): TypeFieldsResult {
  const known = new Set(rule.fields.map((f) => f.key));
  for (const [key, value] of Object.entries(raw)) {
    if (!known.has(key) && value !== undefined && value !== null && value !== '') return fail(`이 상품은 '${key}' 항목을 받지 않습니다.`, `This service does not take ${key}`);
  }
  if (rule.quantity !== 'entered' && entered !== null) return fail(`${rule.label} 상품은 수량을 따로 입력하지 않습니다.`, 'This service does not take quantity');
  const fields: Record<string, string> = {};
  const lineCounts: Record<string, number> = {};
  for (const f of rule.fields) {
    const read = readField(f, raw[f.key], today);
    if (read === null) continue;
    if ('ok' in read) return read;
    fields[f.key] = read.value;
    if (read.count !== undefined) lineCounts[f.key] = read.count;
  }
  const cross = rule.check?.(fields);
  if (cross) return { ok: false, ...cross };

  switch (rule.quantity) {
    case 'entered':
      if (entered === null) return fail('주문 수량을 입력해주세요.', 'Incorrect quantity');
      return { ok: true, fields, quantity: entered };
    case 'flat':
      return { ok: true, fields, quantity: 1 };
    case 'lines': {
      const count = lineCounts[rule.linesField!] ?? 0;
      const label = rule.fields.find((f) => f.key === rule.linesField)?.label ?? '';
      if (count < limits.min || count > limits.max) {
        return fail(`${label}은(는) ${n(limits.min)}~${n(limits.max)}줄이어야 합니다 (지금 ${n(count)}줄).`, count < limits.min ? 'Quantity less than minimal' : 'Quantity more than maximal');
      }
      return { ok: true, fields, quantity: count };
    }
    case 'per-post':
      return perPost(fields, limits);
  }
}

/**
 * A subscription's likes per post and posts. Posts left out take the owner's cap (panels read "no
 * posts" as unlimited, which prepaid money cannot be): charged for, and sent upstream, as that many.
 */
function perPost(fields: Record<string, string>, limits: TypeLimits): TypeFieldsResult {
  const cap = limits.maxPosts ?? DEFAULT_MAX_SUBSCRIPTION_POSTS;
  fields.posts ??= String(cap);
  const [min, max, posts] = [Number(fields.min), Number(fields.max), Number(fields.posts)];
  const perPostRange = `게시물당 수량은 ${n(limits.min)}~${n(limits.max)} 사이여야 합니다.`;
  if (min < limits.min) return fail(perPostRange, 'Quantity less than minimal');
  if (max > limits.max) return fail(perPostRange, 'Quantity more than maximal');
  if (min > max) return fail('게시물당 최소 수량은 최대 수량보다 클 수 없습니다.', 'Incorrect min (more than max)');
  if (posts > cap) return fail(`새 게시물 수는 ${n(cap)}개까지 정할 수 있습니다.`, `Incorrect posts (at most ${cap})`);
  return { ok: true, fields, quantity: max * posts };
}
