import type { Service } from '@snsshop/shared/catalog';
import { formatNumber } from '@snsshop/shared/common';
import type { MemberTier } from '@snsshop/shared/growth';
import { quoteOrder, type Quote } from '@snsshop/shared/orders';
import type { AppliedCoupon } from './order-coupon';
import { toNumber, type OrderDraft } from './order-form-check';
import type { TypedPartsModule } from './use-typed-parts';

/** What the order summary shows of the draft, worked out by the same quoteOrder the server charges with. */
export interface OrderPrice {
  /** the units the price is for, as the server counts them (a typed order's lines, max × posts …; an auto-order's runs × quantity) */
  units: number;
  /** the summary's 총 수량, in the type's words; null while a typed service's parts load */
  quantityText: string | null;
  /** the price of what is ordered (null while it cannot be told) */
  quote: Quote | null;
  /** one run of an auto-order at the member's price: what each run charges, and what the balance must cover first */
  runQuote: Quote | null;
}

const known = (units: number) => Number.isInteger(units) && units >= 0;

/** The order's price as typed so far: units from the draft (a typed service through its parts), then one quote. */
export function orderPrice(service: Service | undefined, draft: OrderDraft, parts: TypedPartsModule | null, tier: MemberTier['tier'], coupon: AppliedCoupon | null): OrderPrice {
  const typed = service?.serviceType !== undefined && service.serviceType !== 'Default';
  const rule = typed && parts && service ? parts.ruleOf(service) : null;
  const perRun = toNumber(draft.amount);
  const runs = draft.auto ? toNumber(draft.runs) : 0;
  const units = typed ? (rule ? parts!.typedUnits(service!, rule, draft) : Number.NaN) : perRun * Math.max(Number.isFinite(runs) ? runs : 0, 1);
  const quantityText = rule ? parts!.typedQuantityText(service!, rule, draft) : typed ? null : formatNumber(units) ? `${formatNumber(units)}개` : '-';
  if (!service || !known(units)) return { units, quantityText, quote: null, runQuote: null };
  const unitPriceE7 = service.priceE7;
  const quote = quoteOrder({ unitPriceE7, units, tier, coupon: coupon && !draft.auto ? { name: coupon.quote.name, terms: coupon.quote.terms } : null });
  const runQuote = draft.auto && known(perRun) ? quoteOrder({ unitPriceE7, units: perRun, tier }) : null;
  return { units, quantityText, quote, runQuote };
}
