import { chargeStatusLabel, type ChargeHistoryItem, type ReceiptSummary } from '@snsshop/shared/charges';
import { formatDateTime, formatPoints, formatWon, PaymentStatus } from '@snsshop/shared/common';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { ReceiptNotes } from '../../../components/ui/receipt-notes';
import { PageSpinner } from '../../../components/ui/spinner';
import { useKeysetPages } from '../../../lib/keyset-pages';
import { useChargeHistory } from '../api/get-charge-history';
import { useRefetchProfileOnCredit } from './use-refetch-profile-on-credit';

const statusClass: Record<number, string> = {
  [PaymentStatus.PENDING]: 'charge-status--pending',
  [PaymentStatus.SUCCESS]: 'charge-status--success',
  [PaymentStatus.FAIL]: 'charge-status--fail',
};

/** The points, and beside them the amount to transfer when it differs (a tax invoice adds 10%) and the bonus it earned. */
function PointCell({ charge }: { charge: ChargeHistoryItem }) {
  if (charge.payAmount === charge.point && !charge.bonus) return <>{formatWon(charge.point)}</>;
  return (
    <span className="figure-with-note">
      {formatWon(charge.point)}
      {charge.payAmount !== charge.point && <small>입금 {formatWon(charge.payAmount)}</small>}
      {charge.bonus ? <small className="charge-bonus">+{formatPoints(charge.bonus)} 보너스</small> : null}
    </span>
  );
}

const receiptClass: Record<ReceiptSummary['status'], string> = {
  pending: 'charge-status--pending',
  sending: 'charge-status--pending',
  issued: 'charge-status--success',
  failed: 'charge-status--fail',
  withdrawn: '',
};

/** The cash receipt or tax invoice issued for the charge: its state, 국세청 승인번호, and any cancellation or amendment. */
function ReceiptCell({ receipt }: { receipt: ReceiptSummary | null }) {
  if (!receipt) return <>-</>;
  const badge = (
    <span>
      {receipt.label} <span className={`badge charge-status ${receiptClass[receipt.status]}`}>{receipt.statusText}</span>
    </span>
  );
  return <ReceiptNotes receipt={receipt} badge={badge} />;
}

const columns: Column<ChargeHistoryItem>[] = [
  { key: 'id', header: '번호', cell: (c) => c.id, align: 'center' },
  { key: 'createdAt', header: '신청일시', cell: (c) => formatDateTime(c.createdAt), align: 'center' },
  { key: 'point', header: '충전 포인트', cell: (c) => <PointCell charge={c} />, align: 'end' },
  {
    key: 'status',
    header: '상태',
    cell: (c) => <span className={`badge charge-status ${statusClass[c.status] ?? ''}`}>{chargeStatusLabel[c.status] ?? ''}</span>,
    align: 'center',
  },
  { key: 'responseAt', header: '처리일시', cell: (c) => formatDateTime(c.responseAt) || '-', align: 'center' },
  { key: 'receipt', header: '영수증', cell: (c) => <ReceiptCell receipt={c.receipt} />, align: 'center' },
];

/** Charge history for a logged-in member; a guest sees why it is empty and nothing is fetched. */
export function ChargeHistory({ isMember }: { isMember: boolean }) {
  // The server pages, 10 rows each (docs/storefront-rules.md §9); no chips on this list.
  const pages = useKeysetPages('all');
  const history = useChargeHistory(pages.cursor, { enabled: isMember });
  const loaded = history.isPlaceholderData ? undefined : history.data;
  useRefetchProfileOnCredit(loaded?.charges);
  const rows = history.data?.charges ?? [];
  const pageCount = pages.pageCount(history.data?.counts.all ?? 0, loaded);

  return (
    <section className="point-history" aria-labelledby="charge-history-title">
      <h2 id="charge-history-title" className="point-history__title">
        충전 내역
      </h2>
      {!isMember ? (
        <div className="data-table__empty" role="status">
          로그인한 회원만 충전 내역을 볼 수 있습니다.
        </div>
      ) : history.isError ? (
        <LoadError message="충전 내역을 불러오지 못했습니다." onRetry={() => void history.refetch()} />
      ) : history.isPending ? (
        <PageSpinner />
      ) : (
        <>
          <DataTable
            caption="충전 내역"
            columns={columns}
            rows={rows}
            rowKey={(c) => c.id}
            empty="아직 충전 신청 내역이 없습니다."
          />
          <Pagination page={pages.page} pageCount={pageCount} onChange={(next) => pages.go(next, loaded)} />
        </>
      )}
    </section>
  );
}
