import { quoteLines, type Quote } from '@snsshop/shared/orders';
import './price-lines.css';

/**
 * A price as its lines — 정가, 등급 할인, 쿠폰 할인, 결제 금액 — each with why (quoteLines): the order
 * form's summary, the success card and the order's detail all show the same lines of the same quote.
 */
export function PriceLines({ quote, label = '결제 내역' }: { quote: Quote; label?: string }) {
  return (
    <dl className="price-lines" aria-label={label}>
      {quoteLines(quote).map((l) => (
        <div key={l.kind} className={`price-lines__row price-lines__row--${l.kind}`}>
          <dt>
            {l.label}
            {l.detail && <small className="price-lines__why"> {l.detail}</small>}
          </dt>
          <dd>{l.text}</dd>
        </div>
      ))}
    </dl>
  );
}
