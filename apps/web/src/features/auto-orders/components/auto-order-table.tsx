import type { AutoOrder } from '@snsshop/shared/auto-orders';
import { AutoOrderStatus, formatDateTime, formatWon } from '@snsshop/shared/common';
import { intervalLabel, isWebLink, quantityLabel, statusLabel } from './auto-order-view';

interface AutoOrderTableProps {
  rows: readonly AutoOrder[];
  serviceNames: ReadonlyMap<number, string>;
  cancelDisabled: boolean;
  onCancel: (order: AutoOrder) => void;
}

const columns = ['주문번호', '주문일시', '주문 링크', '최종 사용 금액', '회당 수량', '주문 상품', '자동주문 횟수', '자동주문 간격', '최종 수량', '주문 상태', '관리'] as const;

const statusTone: Record<number, string> = {
  [AutoOrderStatus.ACTIVE]: 'active',
  [AutoOrderStatus.COMPLETED]: 'done',
  [AutoOrderStatus.PARTIAL]: 'done',
  [AutoOrderStatus.CANCLED]: 'cancelled',
};

/** The ten-column history; below 880px each row becomes a card labelled through data-label. */
export function AutoOrderTable({ rows, serviceNames, cancelDisabled, onCancel }: AutoOrderTableProps) {
  return (
    <div className="auto-orders__scroll">
      <table className="auto-orders__table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id}>
              <th scope="row" data-label="주문번호">
                {o.id}
              </th>
              <td data-label="주문일시">
                <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
              </td>
              <td data-label="주문 링크" className="auto-orders__link">
                {isWebLink(o.link) ? (
                  <a href={o.link} target="_blank" rel="noopener noreferrer" title={o.link}>
                    {o.link}
                  </a>
                ) : (
                  <span title={o.link}>{o.link}</span>
                )}
              </td>
              <td data-label="최종 사용 금액" className="num">
                {formatWon(o.point)}
              </td>
              <td data-label="회당 수량" className="num">
                {quantityLabel(o.amount)}
              </td>
              <td data-label="주문 상품" className="auto-orders__product">{serviceNames.get(o.serviceId) ?? `상품 #${o.serviceId}`}</td>
              <td data-label="자동주문 횟수" className="num">
                {o.completed}/{o.runs}
              </td>
              <td data-label="자동주문 간격">{intervalLabel(o.interval)}</td>
              <td data-label="최종 수량" className="num">
                {quantityLabel(o.amount * o.completed)}
              </td>
              <td data-label="주문 상태">
                <span className={`auto-orders__status auto-orders__status--${statusTone[o.status] ?? 'done'}`}>{statusLabel(o.status)}</span>
              </td>
              <td data-label="관리" className="auto-orders__action">
                {o.status === AutoOrderStatus.ACTIVE ? (
                  <button type="button" className="btn btn--sm auto-orders__cancel" disabled={cancelDisabled} aria-label={`${o.id}번 자동주문 취소하기`} onClick={() => onCancel(o)}>
                    취소하기
                  </button>
                ) : (
                  <span className="muted">-</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
