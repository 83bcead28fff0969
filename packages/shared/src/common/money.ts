import { formatNumber } from './format.js';

/**
 * Points are won. Balances and charges are whole won. A price is kept per unit as an integer
 * count of 1/10,000,000 won ("e7"), which is the same integer as 1/10,000 won per 1,000 units:
 * the 4 decimals an upstream panel's rate per 1,000 carries, kept exactly. Prices travel as that
 * integer plus a display text; screens never compute money from floats.
 */

/** e7 in one won */
export const E7_PER_WON = 10_000_000;
/** e7 per unit of a price of 1/100 won per unit (how prices were kept before e7) */
export const E7_PER_CENTI = 100_000;

const plainText = (won: number | string): string => (typeof won === 'number' ? (Number.isFinite(won) ? String(won) : '') : won.trim());

/** A reader of plain decimal text (at most `wholeDigits` digits, then at most `decimals`) as an integer count of 10^-decimals; null for anything else. */
function scaledIntegerReader(wholeDigits: number, decimals: number): (won: number | string) => number | null {
  const pattern = new RegExp(`^(\\d{1,${wholeDigits}})(?:\\.(\\d{1,${decimals}}))?$`);
  return (won) => {
    const match = pattern.exec(plainText(won));
    if (!match) return null;
    const n = Number(match[1]) * 10 ** decimals + Number((match[2] ?? '').padEnd(decimals, '0'));
    return Number.isSafeInteger(n) ? n : null;
  };
}

/** The exact e7 per unit of a price per 1,000 units written with at most 4 decimals ("1.96" → 19600); null for anything else. */
export const per1000ToE7 = scaledIntegerReader(12, 4);

/** The exact e7 of a won amount per unit written with at most 7 decimals (a number or its text); null for anything else. */
export const wonToE7 = scaledIntegerReader(9, 7);

/** e7 of a won amount per unit: exact for up to 7 decimals (read from its text), otherwise rounded. */
export function toE7(won: number): number {
  return wonToE7(won) ?? Math.round(won * E7_PER_WON);
}

/** Won per unit as a number (the decimal `point` answers carry beside the exact price). */
export function fromE7(e7: number): number {
  return e7 / E7_PER_WON;
}

const validE7 = (e7: unknown): e7 is number => Number.isSafeInteger(e7) && (e7 as number) >= 0;

/** `n` ÷ 10^decimals as plain decimal text with trailing zeros dropped, at least `keep` decimals: (19600, 4) → "1.96". */
export function scaledText(n: number | bigint, decimals: number, keep = 0): string {
  const digits = String(n).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '').padEnd(keep, '0');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** Won per 1,000 units as plain text for an input field, e.g. 19600 → "1.96", 125_000_000 → "12500"; invalid → "". */
export function e7ToPer1000Text(e7: number): string {
  return validE7(e7) ? scaledText(e7, 4) : '';
}

/** Won per 1,000 units, Korean style, e.g. 19600 → "1.96원", 125_000_000 → "12,500원"; invalid → "". */
export function formatPer1000Won(e7: number): string {
  if (!validE7(e7)) return '';
  const text = e7ToPer1000Text(e7);
  const [whole = '0', fraction] = text.split('.');
  return `${formatNumber(Number(whole))}${fraction ? `.${fraction}` : ''}원`;
}

/** Whether a unit price reads well per unit: whole 1/100 won, as every price was before e7. */
export const pricedPerUnit = (e7: number): boolean => e7 % E7_PER_CENTI === 0;

/** Won per unit with 0 to 2 decimals, e.g. 125_000_000 → "12.5원" (only for a price `pricedPerUnit`); invalid → "". */
export function formatUnitWon(e7: number): string {
  if (!validE7(e7)) return '';
  const centi = Math.floor(e7 / E7_PER_CENTI);
  const cents = centi % 100;
  const fraction = cents === 0 ? '' : `.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
  return `${formatNumber((centi - cents) / 100)}${fraction}원`;
}

/**
 * A unit price as a member reads it: per unit when it is whole 1/100 won ("12.5원"), otherwise per
 * 1,000 units, as panels quote it ("1,000개당 1.96원") — a per-unit text would need 7 decimals.
 */
export function formatPrice(e7: number): string {
  if (!validE7(e7)) return '';
  return pricedPerUnit(e7) ? formatUnitWon(e7) : `1,000개당 ${formatPer1000Won(e7)}`;
}

const E7_BIG = BigInt(E7_PER_WON);

/** What an order of `quantity` units costs, rounded up to whole won (exact: BigInt once the product passes 2^53). */
export function orderCost(unitPriceE7: number, quantity: number): number {
  const product = unitPriceE7 * quantity;
  if (Number.isSafeInteger(product)) {
    // integer division with its remainder: a float quotient near 2^53 ÷ 10^7 can lose the last 1/10^7
    let whole = Math.trunc(product / E7_PER_WON);
    let rest = product - whole * E7_PER_WON;
    if (rest < 0) [whole, rest] = [whole - 1, rest + E7_PER_WON];
    return rest > 0 ? whole + 1 : whole;
  }
  return Number((BigInt(unitPriceE7) * BigInt(quantity) + E7_BIG - 1n) / E7_BIG);
}

/** A unit price with what it is for: "1개당 12.5원", or per 1,000 for a cheap one ("1,000개당 1.96원"). */
export function formatPriceEach(e7: number): string {
  if (!validE7(e7)) return '';
  return pricedPerUnit(e7) ? `1개당 ${formatUnitWon(e7)}` : formatPrice(e7);
}

/** A price change as a member reads it: "1개당 12원 → 15원", "1,000개당 1.96원 → 2.1원", or each with its own unit. */
export function priceChangeText(beforeE7: number, afterE7: number): string {
  if (pricedPerUnit(beforeE7) && pricedPerUnit(afterE7)) return `1개당 ${formatUnitWon(beforeE7)} → ${formatUnitWon(afterE7)}`;
  if (!pricedPerUnit(beforeE7) && !pricedPerUnit(afterE7)) return `1,000개당 ${formatPer1000Won(beforeE7)} → ${formatPer1000Won(afterE7)}`;
  return `${formatPriceEach(beforeE7)} → ${formatPriceEach(afterE7)}`;
}
