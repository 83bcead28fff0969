import type { QuoteInput } from './quote.js';

/**
 * The prices every surface must agree on, run by quote.test.ts (the function), the web order form's
 * test (what the summary shows) and the server's (what an order is charged and answers): one table,
 * so the browser and the server cannot drift. `order` says how a member orders those units: a link
 * and a quantity, a package, or a subscription's max likes × posts.
 */
export interface PriceCase {
  name: string;
  input: QuoteInput;
  order: { kind: 'Default'; amount: number } | { kind: 'Package' } | { kind: 'Subscriptions'; max: number; posts: number };
  charge: number;
  /** what the member reads: [label, won] */
  lines: [string, string][];
}

const vip = { name: 'VIP', discountPct: 5 };
const firstOrder = { name: '첫 주문', terms: { kind: 'order_discount' as const, valueType: 'percent' as const, value: 10, maxDiscount: null } };
const threeThousand = { name: '3천원', terms: { kind: 'order_discount' as const, valueType: 'fixed' as const, value: 3_000, maxDiscount: null } };

export const priceCases: PriceCase[] = [
  { name: 'list price, rounded up to whole won', input: { unitPriceE7: 45_000_000, units: 1_000 }, order: { kind: 'Default', amount: 1_000 }, charge: 4_500, lines: [['정가', '4,500원'], ['결제 금액', '4,500원']] },
  { name: 'a fraction of a won rounds up once', input: { unitPriceE7: 1_500_000, units: 1_001 }, order: { kind: 'Default', amount: 1_001 }, charge: 151, lines: [['정가', '151원'], ['결제 금액', '151원']] },
  { name: 'tier discount rounds down', input: { unitPriceE7: 45_000_000, units: 1_000, tier: vip }, order: { kind: 'Default', amount: 1_000 }, charge: 4_275, lines: [['정가', '4,500원'], ['등급 할인', '-225원'], ['결제 금액', '4,275원']] },
  {
    name: 'tier and coupon: the coupon applies to the tier price',
    input: { unitPriceE7: 45_000_000, units: 1_000, tier: vip, coupon: firstOrder },
    order: { kind: 'Default', amount: 1_000 },
    charge: 3_848,
    lines: [['정가', '4,500원'], ['등급 할인', '-225원'], ['쿠폰 할인', '-427원'], ['결제 금액', '3,848원']],
  },
  { name: 'a fixed coupon never passes the price', input: { unitPriceE7: 10_000_000, units: 20, coupon: threeThousand }, order: { kind: 'Default', amount: 20 }, charge: 0, lines: [['정가', '20원'], ['쿠폰 할인', '-20원'], ['결제 금액', '0원']] },
  { name: 'a package at its flat price, with the tier', input: { unitPriceE7: 99_000_000_000, units: 1, tier: vip }, order: { kind: 'Package' }, charge: 9_405, lines: [['정가', '9,900원'], ['등급 할인', '-495원'], ['결제 금액', '9,405원']] },
  { name: 'a subscription: max likes × posts', input: { unitPriceE7: 30_000_000, units: 100 * 10, tier: vip }, order: { kind: 'Subscriptions', max: 100, posts: 10 }, charge: 2_850, lines: [['정가', '3,000원'], ['등급 할인', '-150원'], ['결제 금액', '2,850원']] },
];
