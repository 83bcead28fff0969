import { msg } from '@snsshop/shared/common';
import type { Order } from '@snsshop/shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { orderHistoryQueryKey } from '../api/get-order-history';
import { useRequestRefill } from '../api/request-refill';
import './order-refill.css';

/** While a refill runs, the history is asked again this often, so 대기 turns into 진행 중 and 완료 on its own. */
const REFRESH_MS = 5_000;

/** The refill part of an order history row: its latest refill (리필 대기 / 진행 중 / 완료 / 거절 and why), and 리필 요청 where allowed. */
export function OrderRefill({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const request = useRequestRefill();
  const [asking, setAsking] = useState(false);
  const last = order.refill?.last ?? null;
  const running = last?.status === 'waiting' || last?.status === 'in_progress';

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: orderHistoryQueryKey }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, queryClient]);

  if (!order.refill) return null;
  return (
    <>
      {last && (
        <span className={`order-refill order-refill--${last.status}`} title={last.reason ?? undefined}>
          리필 {last.statusText}
        </span>
      )}
      {last?.reason && <small className="order-refill__reason">{last.reason}</small>}
      {order.refill.canRequest && (
        <button type="button" className="btn btn--sm order-refill__request" disabled={request.isPending} aria-label={`${order.id}번 주문 ${msg.refill.button}`} onClick={() => setAsking(true)}>
          {msg.refill.button}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={`${msg.refill.title} (주문번호 ${order.id})`}
        message={msg.refill.confirm}
        confirmLabel={msg.refill.button}
        cancelLabel="닫기"
        onConfirm={() => {
          setAsking(false);
          request.mutate(order.id);
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
