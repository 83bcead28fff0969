// An order's price, worked out once — no zod here: the order screen's first paint reads it.
import { formatNumber, formatWon } from '../common/format.js';
import { formatPer1000Won, formatUnitWon, orderCost, pricedPerUnit } from '../common/money.js';
import { couponBenefitText, couponValueOn, type CouponTerms } from '../coupons/coupon-kinds.js';

/**
 * What an order's price is worked out from. Every price shown or charged — the order form and its
 * balance check, the success card, the order's detail, the coupon quote, placeOrder (web, documented
 * API, /api/v2 add), an auto-order's runs, subscriptions and packages — comes from quoteOrder.
 */
export interface QuoteInput {
  /** the service's price per unit (1/10,000,000 won); a package's is the whole package's */
  unitPriceE7: number;
  /** the units the price is for: the quantity (one run of an auto-order), the lines, 1 for a package, max × posts for a subscription */
  units: number;
  /** the member's tier, when it takes something off */
  tier?: { name: string; discountPct: number } | null;
  /** an order-discount coupon the order uses (its scope, minimum and first-order rule are checked where it is claimed) */
  coupon?: { name: string; terms: CouponTerms } | null;
}

/**
 * An order's price. The list price is rounded up to whole won once; the tier discount is rounded
 * down (the member never pays a fraction); a coupon applies to the price after the tier discount and
 * never passes it. `charge` is what the balance pays.
 */
export interface Quote {
  units: number;
  unitPriceE7: number;
  listPrice: number;
  tierDiscount: number;
  couponDiscount: number;
  charge: number;
  /** why each discount, in the member's words ("VIP 5%", "첫 주문 10% (최대 5,000원)"); absent when not known (an order read back) */
  tierText?: string;
  couponText?: string;
}

export function quoteOrder(i: QuoteInput): Quote {
  const listPrice = orderCost(i.unitPriceE7, i.units);
  const pct = i.tier?.discountPct ?? 0;
  const tierDiscount = pct > 0 ? Math.floor((listPrice * pct) / 100) : 0;
  const couponDiscount = i.coupon ? couponValueOn(i.coupon.terms, listPrice - tierDiscount) : 0;
  return {
    units: i.units,
    unitPriceE7: i.unitPriceE7,
    listPrice,
    tierDiscount,
    couponDiscount,
    charge: listPrice - tierDiscount - couponDiscount,
    ...(tierDiscount > 0 && i.tier ? { tierText: `${i.tier.name} ${pct}%` } : {}),
    ...(couponDiscount > 0 && i.coupon ? { couponText: `${i.coupon.name} ${couponBenefitText(i.coupon.terms)}` } : {}),
  };
}

export type QuoteLineKind = 'list' | 'tier' | 'coupon' | 'charge';

/** One line of a price as people read it: 정가, 등급 할인, 쿠폰 할인, 결제 금액. */
export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  /** whole won; a discount is negative */
  won: number;
  /** "1,000개 × 4.5원", "VIP 5%" — empty when there is nothing to say */
  detail: string;
  /** the won as shown: "4,500원", "-225원" */
  text: string;
}

/** "1,000개 × 4.5원"; a price finer than 1/100 won per unit is read per 1,000: "5,000개 × 1,000개당 1.96원". */
const listDetail = (q: Quote): string =>
  `${formatNumber(q.units)}개 × ${pricedPerUnit(q.unitPriceE7) ? formatUnitWon(q.unitPriceE7) : `1,000개당 ${formatPer1000Won(q.unitPriceE7)}`}`;

/** The lines that explain a quote: the list price, each discount that took something off, what is paid. */
export function quoteLines(q: Quote): QuoteLine[] {
  const line = (kind: QuoteLineKind, label: string, won: number, detail: string): QuoteLine => ({ kind, label, won, detail, text: won < 0 ? `-${formatWon(-won)}` : formatWon(won) });
  return [
    line('list', '정가', q.listPrice, listDetail(q)),
    ...(q.tierDiscount > 0 ? [line('tier', '등급 할인', -q.tierDiscount, q.tierText ?? '')] : []),
    ...(q.couponDiscount > 0 ? [line('coupon', '쿠폰 할인', -q.couponDiscount, q.couponText ?? '')] : []),
    line('charge', '결제 금액', q.charge, ''),
  ];
}

/** A quote read back from what an order kept (orders.list_price, tier_discount, coupon_discount, charge). */
export function keptQuote(o: { units: number; unitPriceE7: number; charge: number; listPrice: number | null; tierDiscount: number; couponDiscount: number }): Quote {
  // placed before discounts were kept: what was paid was the list price
  const listPrice = o.listPrice ?? o.charge + o.tierDiscount + o.couponDiscount;
  return { units: o.units, unitPriceE7: o.unitPriceE7, listPrice, tierDiscount: o.tierDiscount, couponDiscount: o.couponDiscount, charge: o.charge };
}
