import { orderStatusLabel, type OrderStatus } from '@snsshop/shared/common';
import type { AdminInquiryDetail } from '@snsshop/shared/support';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/admin/admin-page';
import { adminScreens } from '../../../config/admin-screens';
import { count, won } from '../../../lib/admin/format';
import { OrderLink } from '../../../components/admin/record-links';

/** The order the member asked about, with the order screen's actions beside the way to its refills. */
export function LinkedOrder({ d, actions }: { d: AdminInquiryDetail; actions: ReactNode }) {
  const o = d.order;
  if (!o) return null;
  return (
    <Panel title={`연결된 주문 ${o.id}`} actions={<OrderLink id={o.id}>주문 상세</OrderLink>}>
      <dl className="adm-inq-order">
        <div>
          <dt>상품</dt>
          <dd>{o.service}</dd>
        </div>
        <div>
          <dt>링크</dt>
          <dd className="adm-inq-order__link">{o.link}</dd>
        </div>
        <div>
          <dt>수량 · 결제</dt>
          <dd>
            {count(o.quantity)} · {won(o.charge)}
          </dd>
        </div>
        <div>
          <dt>상태</dt>
          <dd>{orderStatusLabel[o.status as OrderStatus] ?? String(o.status)}</dd>
        </div>
      </dl>
      <div className="adm-inq-order__actions">
        {actions}
        <Link to={adminScreens.refills.path} className="btn btn--soft btn--sm">
          리필(A/S) 요청 보기
        </Link>
      </div>
    </Panel>
  );
}
