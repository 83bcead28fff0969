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
import { useKeysetPages } from '../../../lib/keyset-pages';
import { useCancelAutoOrder } from '../api/cancel-auto-order';
import { useAutoOrderHistoryPage } from '../api/get-auto-order-history-page';
import { useServiceNames } from '../api/get-service-names';
import { AutoOrderTable } from './auto-order-table';
import { filterOptions, type AutoOrderChip } from './auto-order-view';
import { GuestNotice } from './guest-notice';
import './auto-orders.css';

// docs/storefront-rules.md §9: 10 rows per page (the server's page size), 2 page neighbours.
const PAGE_NEIGHBOURS = 2;

export function AutoOrderHistory() {
  const state = useAuthState();
  const member = state === AuthState.authorization;
  // The server pages and filters; the chips' counts come with every page.
  const pages = useKeysetPages<AutoOrderChip>('all');
  const history = useAutoOrderHistoryPage({ status: pages.filter === 'all' ? undefined : pages.filter, cursor: pages.cursor }, { enabled: member });
  const serviceNames = useServiceNames({ enabled: member });
  const cancel = useCancelAutoOrder();
  const [asking, setAsking] = useState<AutoOrder | null>(null);

  if (!member) return <GuestNotice />;
  if (history.isPending) return <PageSpinner />;
  if (history.isError)
    return <LoadError message="자동주문내역을 불러오지 못했습니다." onRetry={() => void history.refetch()} />;
  const { counts, autoOrders: rows } = history.data;
  if (counts.all === 0)
    return (
      <div className="card empty-card">
        <p>아직 자동주문 내역이 없습니다.</p>
        <Link to={paths.order.path} className="btn btn--primary">
          주문하러 가기
        </Link>
      </div>
    );

  const loaded = history.isPlaceholderData ? undefined : history.data;
  const total = pages.filter === 'all' ? counts.all : (counts.byStatus[pages.filter] ?? 0);
  const pageCount = pages.pageCount(total, loaded);

  const confirmCancel = () => {
    if (!asking) return;
    cancel.mutate(asking.id);
    setAsking(null);
  };

  return (
    <section className="auto-orders" aria-label="자동주문 목록">
      <div className="auto-orders__toolbar">
        <Chips options={filterOptions} value={pages.filter} onChange={pages.choose} label="자동주문 상태 필터" />
        <p className="auto-orders__count" aria-live="polite">
          총 {total}건
        </p>
      </div>
      {total === 0 ? (
        <p className="card empty-card">해당 상태의 자동주문이 없습니다.</p>
      ) : (
        <>
          <AutoOrderTable rows={rows} serviceNames={serviceNames} cancelDisabled={cancel.isPending} onCancel={setAsking} />
          <Pagination page={pages.page} pageCount={pageCount} onChange={(next) => pages.go(next, loaded)} neighbours={PAGE_NEIGHBOURS} />
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
