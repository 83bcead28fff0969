import { AuthState, msg, OrderStatus, orderStatusLabel } from '@snsshop/shared/common';
import { LIST_PAGE_SIZE, LIST_PAGES_AHEAD } from '@snsshop/shared/common';
import type { Order } from '@snsshop/shared/orders';
import { useState } from 'react';
import { Link } from 'react-router';
import { Chips, type ChipOption } from '../../../components/ui/chips';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuthState } from '../../../lib/auth-state';
import { useCancelOrder } from '../api/cancel-order';
import { useOrderHistoryPage } from '../api/get-order-history';
import { useServices } from '../api/get-services';
import { OrderHistoryTable } from './order-history-table';
import './order-history.css';

// docs/storefront-rules.md §9: 10 rows per page, 2 page neighbours.
const PAGE_NEIGHBOURS = 2;

type StatusFilter = 'all' | OrderStatus;
/** Per chip, the cursor each page starts after (page 1 needs none), as the server handed them over. */
type Cursors = Partial<Record<StatusFilter, Record<number, string>>>;

const filterOptions: ChipOption<StatusFilter>[] = [
  { value: 'all', label: '전체' },
  ...Object.values(OrderStatus).map((s) => ({ value: s, label: orderStatusLabel[s] })),
];

export function OrderHistory() {
  const member = useAuthState() === AuthState.authorization;
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [cursors, setCursors] = useState<Cursors>({});
  // The server pages by keyset: page n is read after the cursor an earlier page handed over for it.
  const history = useOrderHistoryPage({ status: filter === 'all' ? undefined : filter, cursor: page === 1 ? undefined : cursors[filter]?.[page] });
  const services = useServices();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState<Order | null>(null);
  const loaded = history.data && !history.isPlaceholderData ? history.data : undefined;

  if (!member) {
    return (
      <div className="card empty-card">
        <p>둘러보기 상태에서는 주문내역이 없습니다. 로그인 후 주문하면 이곳에서 확인할 수 있습니다.</p>
      </div>
    );
  }
  if (history.isPending) return <PageSpinner />;
  if (history.isError) return <LoadError message="주문내역을 불러오지 못했습니다." onRetry={() => void history.refetch()} />;
  const { counts } = history.data;
  if (counts.all === 0) {
    return (
      <div className="card empty-card">
        <p>아직 주문내역이 없습니다.</p>
        <Link to={paths.order.path} className="btn btn--primary">
          주문하러 가기
        </Link>
      </div>
    );
  }

  const names = new Map(services.data?.map((s) => [s.id, s.text]));
  const serviceName = (id: number) => names.get(id) ?? `상품 #${id}`;
  const total = filter === 'all' ? counts.all : (counts.byStatus[filter] ?? 0);
  // Once a page shows the end is near, the page buttons stop where the rows do.
  const pageCount = loaded && loaded.next.length < LIST_PAGES_AHEAD ? page + loaded.next.length : Math.max(page, Math.ceil(total / LIST_PAGE_SIZE));
  // What this page handed over joins what earlier pages did; a page whose cursor has not come yet waits.
  const go = (next: number) => {
    const known = { ...cursors[filter] };
    loaded?.next.forEach((cursor, i) => (known[page + 1 + i] = cursor));
    if (next !== 1 && !known[next]) return;
    setCursors({ ...cursors, [filter]: known });
    setPage(next);
  };
  const choose = (next: StatusFilter) => {
    setFilter(next);
    setPage(1);
  };
  const confirmCancel = () => {
    if (!asking) return;
    cancel.mutate(asking.id);
    setAsking(null);
  };

  return (
    <section className="order-history" aria-label="주문 목록">
      <div className="order-history__toolbar">
        <Chips options={filterOptions} value={filter} onChange={choose} label="주문 상태 필터" />
        <p className="order-history__count" aria-live="polite">
          총 {total}건
        </p>
      </div>
      <OrderHistoryTable
        rows={history.data.orders}
        serviceName={serviceName}
        onCancel={setAsking}
        cancelDisabled={cancel.isPending}
      />
      <Pagination page={page} pageCount={pageCount} onChange={go} neighbours={PAGE_NEIGHBOURS} />
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `${msg.order.cancelTitle} (주문번호 ${asking.id})` : msg.order.cancelTitle}
        message={msg.order.cancelConfirm}
        confirmLabel="취소 요청"
        cancelLabel="닫기"
        onConfirm={confirmCancel}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
