import { formatDateTime, formatWon } from '@snsshop/shared/common';
import { refundArithmetic, refundPairText, refundStateLabel, type MemberRefund, type RefundableCharge } from '@snsshop/shared/refunds';
import { msg } from '@snsshop/shared/common';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { useRefunds } from '../api/get-refunds';
import { RefundForm } from './refund-form';

function RefundableRow({ charge, open, onOpen, onClose }: { charge: RefundableCharge; open: boolean; onOpen: () => void; onClose: () => void }) {
  return (
    <li className="refundable">
      <div className="refundable__head">
        <div>
          <strong className="refundable__title">충전 {charge.orderNumber}</strong>
          <span className="refundable__meta">
            결제 {formatDateTime(charge.paidAt)} · 환불 마감 {formatDateTime(charge.deadline)}
            {charge.toss ? ' · 토스 결제' : ''}
          </span>
        </div>
        <span className={`refundable__amount ${charge.blocked ? 'refundable__amount--none' : ''}`}>{formatWon(charge.blocked ? 0 : charge.refundable)}</span>
      </div>
      <p className="refundable__math">{refundArithmetic(charge)}</p>
      {charge.blocked ? (
        <p className="refundable__blocked">{charge.blocked}</p>
      ) : open ? (
        <RefundForm charge={charge} onDone={onClose} />
      ) : (
        <button type="button" className="btn btn--soft btn--sm" onClick={onOpen}>
          환불 신청
        </button>
      )}
    </li>
  );
}

const requestColumns: Column<MemberRefund>[] = [
  { key: 'requestedAt', header: '신청일시', cell: (r) => formatDateTime(r.requestedAt), align: 'center' },
  { key: 'amount', header: '환불 금액', cell: (r) => refundPairText(r), align: 'end' },
  { key: 'account', header: '받을 계좌', cell: (r) => `${r.bankName} ${r.accountMasked}` },
  {
    key: 'state',
    header: '상태',
    cell: (r) => (
      <span className="figure-with-note">
        <span className={`badge refund-state refund-state--${r.state}`}>{refundStateLabel[r.state]}</span>
        {r.rejectReason && <small>사유: {r.rejectReason}</small>}
        {r.transferDate && <small>송금일 {r.transferDate}</small>}
      </span>
    ),
    align: 'center',
  },
];

/** 환불 신청 on /point: the terms' rule, each recent charge with its arithmetic, and the member's requests. */
export function RefundPanel({ isMember }: { isMember: boolean }) {
  const refunds = useRefunds({ enabled: isMember });
  const [openCharge, setOpenCharge] = useState<number | null>(null);

  return (
    <section className="card point-refunds" aria-labelledby="refund-title">
      <h2 id="refund-title" className="point-card__title">
        환불 신청
      </h2>
      {!isMember ? (
        <p className="refundable__blocked" role="status">
          {msg.refund.guest}
        </p>
      ) : refunds.isError ? (
        <LoadError message="환불 정보를 불러오지 못했습니다." onRetry={() => void refunds.refetch()} />
      ) : refunds.isPending ? (
        <PageSpinner />
      ) : (
        <>
          <p className="point-refunds__rule">{refunds.data.rule}</p>
          {refunds.data.charges.length === 0 ? (
            <p className="refundable__blocked">최근 7일 동안 충전된 내역이 없습니다.</p>
          ) : (
            <ul className="refundables">
              {refunds.data.charges.map((c) => (
                <RefundableRow key={c.chargeId} charge={c} open={openCharge === c.chargeId} onOpen={() => setOpenCharge(c.chargeId)} onClose={() => setOpenCharge(null)} />
              ))}
            </ul>
          )}
          {refunds.data.requests.length > 0 && (
            <DataTable caption="환불 신청 내역" columns={requestColumns} rows={refunds.data.requests} rowKey={(r) => r.id} empty="환불 신청 내역이 없습니다." />
          )}
        </>
      )}
    </section>
  );
}
