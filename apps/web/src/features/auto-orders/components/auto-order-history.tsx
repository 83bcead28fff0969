import type { AutoOrder } from '@snsshop/shared/auto-orders';
import { AuthState, msg } from '@snsshop/shared/common';
import { useState } from 'react';
import { Link } from 'react-router';
import { Chips } from '../../../components/ui/chips';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuthState } from '../../../lib/auth-state';
import { useCancelAutoOrder } from '../api/cancel-auto-order';
import { useAutoOrders } from '../api/get-auto-orders';
import { useServiceNames } from '../api/get-service-names';
import { AutoOrderTable } from './auto-order-table';
import { filterOptions, matchesFilter, type AutoOrderFilter } from './auto-order-view';
import { GuestNotice } from './guest-notice';
import './auto-orders.css';

// Spec section 9: 10 rows per page, 2 page neighbours.
const PAGE_SIZE = 10;
const PAGE_NEIGHBOURS = 2;

export function AutoOrderHistory() {
  const state = useAuthState();
  const member = state === AuthState.authorization;
  const { data, isPending, isError, refetch } = useAutoOrders({ enabled: member });
  const serviceNames = useServiceNames({ enabled: member });
  const cancel = useCancelAutoOrder();
  const [filter, setFilter] = useState<AutoOrderFilter>('all');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<AutoOrder | null>(null);

  if (!member) return <GuestNotice />;
  if (isPending) return <PageSpinner />;
  if (isError)
    return <LoadError message="자동주문내역을 불러오지 못했습니다." onRetry={() => void refetch()} />;
  if (data.length === 0)
    return (
      <div className="card empty-card">
        <p>아직 자동주문 내역이 없습니다.</p>
        <Link to={paths.order.path} className="btn btn--primary">
          주문하러 가기
        </Link>
      </div>
    );

  const rows = data.filter((o) => matchesFilter(o, filter));
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  // A cancel or a refetch can shrink the list under the current page.
  const current = Math.min(page, pageCount);
  const pageRows = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const choose = (next: AutoOrderFilter) => {
    setFilter(next);
    setPage(1);
  };
  const confirmCancel = () => {
    if (!asking) return;
    cancel.mutate(asking.id);
    setAsking(null);
  };

  return (
    <section className="auto-orders" aria-label="자동주문 목록">
      <div className="auto-orders__toolbar">
        <Chips options={filterOptions} value={filter} onChange={choose} label="자동주문 상태 필터" />
        <p className="auto-orders__count" aria-live="polite">
          총 {rows.length}건
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="card empty-card">해당 상태의 자동주문이 없습니다.</p>
      ) : (
        <>
          <AutoOrderTable rows={pageRows} serviceNames={serviceNames} cancelDisabled={cancel.isPending} onCancel={setAsking} />
          <Pagination page={current} pageCount={pageCount} onChange={setPage} neighbours={PAGE_NEIGHBOURS} />
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `${msg.autoOrder.cancelTitle} (주문번호 ${asking.id})` : msg.autoOrder.cancelTitle}
        message={msg.autoOrder.cancelConfirm}
        onConfirm={confirmCancel}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
