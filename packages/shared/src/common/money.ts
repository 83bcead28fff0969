/**
 * Points are won. Balances and charges are whole won; a unit price may carry up to
 * 2 decimals, so it is kept as an integer count of 1/100 won ("centi") to stay exact.
 */
export function toCenti(point: number): number {
  return Math.round(point * 100);
}

export function fromCenti(centi: number): number {
  return centi / 100;
}

/** What an order of `quantity` units costs, rounded up to whole won. */
export function orderCost(unitPriceCenti: number, quantity: number): number {
  return Math.ceil((unitPriceCenti * quantity) / 100);
}
