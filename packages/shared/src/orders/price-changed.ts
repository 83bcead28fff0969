/** The `data` of the 409 when the price changed between showing and ordering. */
export interface PriceChangedData {
  code: 'PRICE_CHANGED';
  /** the price now, 1/10,000,000 won per unit */
  priceE7: number;
  priceText: string;
}
export const isPriceChanged = (data: Record<string, unknown> | undefined): data is Record<string, unknown> & PriceChangedData =>
  data?.code === 'PRICE_CHANGED' && typeof data.priceE7 === 'number' && typeof data.priceText === 'string';
