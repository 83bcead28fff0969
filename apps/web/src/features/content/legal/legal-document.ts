/**
 * Shape of a legal document (이용약관, 개인정보처리방침) kept as plain data, so a later admin console
 * can store and replace it as JSON. The article number (제N조), the clause marks (①②…) and the item
 * numbers (1. 2. …) come from the position in the arrays, never from the text.
 *
 * Text may use the site settings through a small template syntax (see `fillLegalTemplate`):
 * - `{company}`, `{ceo}`, `{phone}`, `{address}`, `{email}` — FOOTER_COMPANY, FOOTER_CEO,
 *   FOOTER_CEO_PHONE_NUMBER, FOOTER_ADDRESS, FOOTER_EMAIL; an unset setting reads as an empty string.
 * - `[[with {company}||without]]` — the first part when every setting it names is set, otherwise the
 *   part after `||` (which may be left out).
 */
export interface LegalTable {
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

/** One labelled line (e.g. the privacy officer's contact); a line whose value comes out empty is left out. */
export interface LegalFact {
  label: string;
  value: string;
}

/** A clause (항); shown with ①, ② … when its article has more than one. */
export interface LegalClause {
  text: string;
  /** Numbered items (호) under the clause. */
  items?: readonly string[];
  table?: LegalTable;
  facts?: readonly LegalFact[];
  /** A closing sentence after the items or table. */
  note?: string;
}

/** An article (조): shown as "제N조 (title)". */
export interface LegalArticle {
  title: string;
  clauses: readonly LegalClause[];
}

export interface LegalDocument {
  title: string;
  /** ISO date, yyyy-MM-dd. */
  effectiveDate: string;
  /** Text before the first article. */
  preamble?: string;
  articles: readonly LegalArticle[];
  /** 부칙 lines; `{effectiveDate}` is replaced with the effective date in Korean. */
  addenda: readonly string[];
}
