import { formatNumber } from '@snsshop/shared/common';
import type { MassOrderLine } from '@snsshop/shared/orders';

interface MassOrderLinesProps {
  lines: readonly MassOrderLine[];
  /** the lines of a placed submission: each says the order it became, or why it was not placed */
  placed?: boolean;
}

/** Each line as the server judged it: product, link, quantity and price — or its Korean error. */
export function MassOrderLines({ lines, placed = false }: MassOrderLinesProps) {
  return (
    <ol className="mass-lines" aria-label={placed ? '줄별 주문 결과' : '줄별 미리보기'}>
      {lines.map((l) => (
        <li key={l.lineNo} className={`mass-lines__item${l.error ? ' mass-lines__item--error' : ''}`}>
          <span className="mass-lines__no">{l.lineNo}번째 줄</span>
          <span className="mass-lines__product">{l.serviceName ?? (l.serviceId !== null ? `상품번호 ${l.serviceId}` : l.text)}</span>
          {l.link !== '' && <span className="mass-lines__link">{l.link}</span>}
          <span className="mass-lines__figures">
            {l.quantity !== null && <span>{formatNumber(l.quantity)}개</span>}
            {l.chargeText && !l.error && <strong>{l.chargeText}</strong>}
            {placed && l.orderId !== null && <span className="mass-lines__done">주문번호 {l.orderId}</span>}
          </span>
          {l.error && (
            <span className="mass-lines__error" role="note">
              {l.error}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
