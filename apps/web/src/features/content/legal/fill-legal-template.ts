/** Values the legal documents may show; an unset setting is an empty string. */
export interface LegalCompanyValues {
  company: string;
  ceo: string;
  phone: string;
  address: string;
  email: string;
  effectiveDate: string;
}

const placeholder = /\{(company|ceo|phone|address|email|effectiveDate)\}/g;
const optional = /\[\[([\s\S]*?)(?:\|\|([\s\S]*?))?\]\]/g;

function fillPlaceholders(text: string, values: LegalCompanyValues): string {
  return text.replace(placeholder, (_, key: keyof LegalCompanyValues) => values[key].trim());
}

/**
 * Fills `{key}` placeholders, and picks each `[[with||without]]` part: `with` when every
 * placeholder in it has a value, otherwise `without` (or nothing). See `legal-document.ts`.
 */
export function fillLegalTemplate(text: string, values: LegalCompanyValues): string {
  const chosen = text.replace(optional, (_, withValues: string, without: string | undefined) => {
    const keys = [...withValues.matchAll(placeholder)].map((m) => m[1] as keyof LegalCompanyValues);
    return keys.every((key) => values[key].trim() !== '') ? withValues : (without ?? '');
  });
  return fillPlaceholders(chosen, values);
}

/** 2021-06-20 → 2021년 6월 20일 */
export function koreanDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? `${y}년 ${m}월 ${d}일` : iso;
}

const circled = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳';

/** Clause mark for the n-th clause (1-based): ①, ②, … then (21), (22). */
export function clauseMark(n: number): string {
  return circled[n - 1] ?? `(${n})`;
}

/** Anchor id of the n-th article (1-based). */
export const articleId = (n: number) => `article-${n}`;
