/**
 * Exact arithmetic on the decimal texts providers send (rates, charges, exchange rates): floats
 * would drift by a won here and there, and the cost guard compares against whole prices.
 */
interface Decimal {
  n: bigint;
  scale: bigint;
}

const DECIMAL = /^\d+(\.\d+)?$/;

function parse(text: string): Decimal | null {
  const s = text.trim();
  if (!DECIMAL.test(s)) return null;
  const [int = '0', frac = ''] = s.split('.');
  return { n: BigInt(int + frac), scale: 10n ** BigInt(frac.length) };
}

/** a × b × multiplier ÷ divisor, rounded up; null when either text is not a plain non-negative decimal. */
function productCeil(a: string, b: string, divisor: bigint, multiplier = 1n): number | null {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return null;
  const num = x.n * y.n * multiplier;
  const den = x.scale * y.scale * divisor;
  return Number((num + den - 1n) / den);
}

/**
 * A route's cost per unit in 1/10,000,000 won, as prices are kept (`unit_price_e7`): the provider's rate
 * per 1000 × won per unit of its currency × 10^7 ÷ 1000. Rounded up, so a guard never sees a loss as a margin.
 */
export function routeCostE7(ratePer1000: string, exchangeRate: string, rateUnits: 1 | 1000 = 1000): number | null {
  // a package's rate is the price of the whole package (rateUnitsOf): cost per unit = rate × exchange rate × 10^7
  return rateUnits === 1 ? productCeil(ratePer1000, exchangeRate, 1n, 10_000_000n) : productCeil(ratePer1000, exchangeRate, 1n, 10_000n);
}

/** A provider's charge (its currency) in whole won at `exchangeRate`, rounded up. */
export function chargeInWon(charge: string, exchangeRate: string): number | null {
  return productCeil(charge, exchangeRate, 1n);
}
