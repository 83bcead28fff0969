import type { AdminOrderDetail } from '@snsshop/shared/orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/admin/admin-page';
import { FulfilmentBadge } from '../../../components/admin/fulfilment-badge';
import { adminDetailPaths } from '../../../config/admin-screens';
import { count, when, won } from '../../../lib/admin/format';
import { MemberLink } from '../../../components/admin/record-links';
import { FactList } from '../../../components/admin/fact-list';

/** The order's facts: who, what, how much, which provider, and when each step happened. */
export function OrderFacts({ d }: { d: AdminOrderDetail }) {
  const o = d.order;
  const facts: [string, ReactNode][] = [
    ['회원', <MemberLink key="m" id={o.memberId}>{o.loginId}</MemberLink>],
    ['상품', `${o.serviceText} (#${o.serviceId})`],
    ['링크', o.link],
    ['수량', count(o.quantity)],
    ['결제 금액', won(o.charge)],
    ['환불 금액', won(o.refunded)],
    ['시작 수량', count(o.startCount)],
    ['남은 수량', count(o.remains)],
    ['공급처', o.providerName ?? '기본(시뮬레이션)'],
    ['공급처 상품 번호', o.providerServiceId ?? '-'],
    ['공급처 주문번호', o.providerOrderId ?? '미전송'],
    ['처리 단계', <FulfilmentBadge key="f" order={o} />],
    ['전송 시도', `${o.dispatchAttempts}회${o.nextDispatchAt ? ` · 다음 ${when(o.nextDispatchAt)}` : ''}`],
    ['전송 시각', when(o.dispatchedAt)],
    ['전송 결과', o.sendUnknown ? '전송 결과 불명 (공급처에 주문이 있을 수 있음)' : o.providerOrderId ? '공급처 접수 확인' : '-'],
    ['취소 요청 시각', when(o.cancelRequestedAt)],
    ['주문 시각', when(o.createdAt)],
    ['마지막 변경', when(o.updatedAt)],
    ['종료 시각', when(o.finishedAt)],
  ];
  if (o.autoOrderId) facts.push(['자동주문', <Link key="a" to={adminDetailPaths.autoOrder(o.autoOrderId)} className="adm-link">{`#${o.autoOrderId} (${o.runNo ?? '-'}회차)`}</Link>]);
  return <FactList facts={facts} />;
}

/** A provider worked the order after the owner forced a local cancel: the member kept the refund, the shop bears this. */
export function LateDelivery({ order: o }: { order: AdminOrderDetail['order'] }) {
  return (
    <Panel title="강제 취소 후 공급처 작업">
      <p className="adm-hint">강제 취소하고 전액 환불한 뒤에 공급처가 작업을 진행했습니다. 회원에게 다시 청구하거나 환불을 되돌리지 않으며, 아래 금액은 쇼핑몰이 부담합니다.</p>
      <dl className="adm-facts">
        <div>
          <dt>작업된 수량</dt>
          <dd>{count(o.lateDelivered)}</dd>
        </div>
        <div>
          <dt>금액(회원 가격 기준)</dt>
          <dd>{won(o.lateDeliveryWon)}</dd>
        </div>
        <div>
          <dt>확인 시각</dt>
          <dd>{when(o.lateDeliveryAt)}</dd>
        </div>
      </dl>
    </Panel>
  );
}
