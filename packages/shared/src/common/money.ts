import { formatNumber } from './format.js';

/**
 * Points are won. Balances and charges are whole won; a unit price may carry up to
 * 2 decimals, so it is kept as an integer count of 1/100 won ("centi") to stay exact.
 * Prices travel as that integer plus a display text; screens never compute money from floats.
 */

/** The exact centi of a won amount written with at most 2 decimals (a number or its text); null for anything else. */
export function wonToCenti(won: number | string): number | null {
  const text = typeof won === 'number' ? (Number.isFinite(won) ? String(won) : '') : won.trim();
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Centi of a won amount: exact for up to 2 decimals (read from its text), otherwise rounded. */
export function toCenti(point: number): number {
  return wonToCenti(point) ?? Math.round(point * 100);
}

export function fromCenti(centi: number): number {
  return centi / 100;
}

const validCenti = (centi: unknown): centi is number => Number.isSafeInteger(centi) && (centi as number) >= 0;

/** The won amount of `centi` as plain decimal text for an input field, e.g. 1250 → "12.5"; invalid → "". */
export function centiToDecimalText(centi: number): string {
  if (!validCenti(centi)) return '';
  const cents = centi % 100;
  const whole = String((centi - cents) / 100);
  return cents === 0 ? whole : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** Won with 0 to 2 decimals from centi, Korean style, e.g. 123450 → "1,234.5원"; invalid → "". */
export function formatCentiWon(centi: number): string {
  if (!validCenti(centi)) return '';
  const cents = centi % 100;
  const decimals = centiToDecimalText(cents + 100).slice(1);
  return `${formatNumber((centi - cents) / 100)}${decimals}원`;
}

/** What an order of `quantity` units costs, rounded up to whole won. */
export function orderCost(unitPriceCenti: number, quantity: number): number {
  return Math.ceil((unitPriceCenti * quantity) / 100);
}
