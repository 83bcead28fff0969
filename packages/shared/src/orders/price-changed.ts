/** The `data` of the 409 when the price changed between showing and ordering. */
export interface PriceChangedData {
  code: 'PRICE_CHANGED';
  /** the price now, 1/100 won per unit */
  priceCenti: number;
  priceText: string;
}
export const isPriceChanged = (data: Record<string, unknown> | undefined): data is Record<string, unknown> & PriceChangedData =>
  data?.code === 'PRICE_CHANGED' && typeof data.priceCenti === 'number' && typeof data.priceText === 'string';
