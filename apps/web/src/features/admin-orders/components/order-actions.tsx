import { formatNumber, formatWon, msg } from '@snsshop/shared/common';
import { orderPartialBodySchema, type AdminOrder } from '@snsshop/shared/orders';
import { useState } from 'react';
import { useCan } from '../../../lib/admin/get-admin-me';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { useMarkOrderPartial } from '../api/mark-order-partial';
import { useRedispatchOrder } from '../api/redispatch-order';
import { isCostHeld, SendAtLossButton } from './send-at-loss-button';
import { Modal } from '../../../components/admin/modal';
import { useConfirm } from '../../../components/admin/use-confirm';
import { Field } from '../../../components/ui/field';
import { AdminForm, DialogActions } from '../../../components/admin/dialog-actions';

/** PENDING, INPROGRESS and PROCESSING can still end; the rest already have. */
export const isActiveOrder = (o: AdminOrder) => o.status === 0 || o.status === 1 || o.status === 4;

/** The remains ÷ quantity share of what was paid, rounded down like the server's refund. */
const partialRefund = (o: AdminOrder, remains: number) => (o.quantity > 0 ? Math.floor((o.charge * remains) / o.quantity) : 0);

/** Re-dispatch, cancel with a full refund, mark partial with a refund of the remains — each confirmed. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const redispatch = useRedispatchOrder();
  const cancel = useCancelOrder();
  const { ask, dialog } = useConfirm();
  const [partialOpen, setPartialOpen] = useState(false);
  const active = isActiveOrder(order);
  const mayAct = useCan('orders.edit');

  const runCancel = (force: boolean) =>
    cancel.mutate(
      { id: order.id, force },
      {
        onError: (err) => {
          const providerError = err instanceof ApiError && err.status === 409 ? err.data?.providerError : undefined;
          if (typeof providerError === 'string' && !force) {
            // The provider would not cancel: offer to refund anyway (the shop bears the cost).
            ask({
              title: '강제 취소',
              message: `${err.message} 공급처 작업이 계속될 수 있지만 회원에게 ${formatWon(order.charge - order.refunded)}을 환불합니다.`,
              confirmLabel: '강제 취소',
              onConfirm: () => runCancel(true),
            });
            return;
          }
          toast.error(errorMessage(err, msg.common.error));
        },
      },
    );

  if (!active) return <p className="adm-hint">이미 끝난 주문이라 처리할 수 있는 작업이 없습니다.</p>;
  if (!mayAct) return <p className="adm-hint">이 주문을 처리할 권한이 없습니다. 주문 내용만 볼 수 있습니다.</p>;

  return (
    <div className="adm-form">
      <div className="adm-inline">
        <SendAtLossButton order={order} ask={ask} />
        {order.canRedispatch && (
          <button
            type="button"
            className="btn btn--soft"
            disabled={redispatch.isPending}
            onClick={() =>
              ask({
                title: '주문 재전송',
                message: isCostHeld(order)
                  ? `주문 ${order.id}은 원가 보호로 대기 중입니다. 가격이나 공급 경로를 고쳤다면 다시 보내세요. 여전히 손해라면 다시 대기합니다.`
                  : order.held
                  ? `주문 ${order.id}은 이전 전송이 공급처에 닿았을 수 있습니다. 공급처 패널에서 주문이 없는 것을 확인했다면 다시 보내세요.`
                  : `주문 ${order.id}을 공급처로 다시 보낼까요? 다음 전송 작업 때 보내집니다.`,
                confirmLabel: '재전송',
                onConfirm: () => redispatch.mutate(order.id),
              })
            }
          >
            재전송
          </button>
        )}
        <button
          type="button"
          className="btn btn--danger"
          disabled={cancel.isPending}
          onClick={() =>
            ask({
              title: '주문 취소 (전액 환불)',
              message: `주문 ${order.id}을 취소하고 ${order.loginId} 회원에게 ${formatWon(order.charge - order.refunded)}을 환불할까요?${order.providerOrderId ? ' 공급처에 먼저 취소를 요청합니다.' : ''}`,
              confirmLabel: '취소하고 환불',
              onConfirm: () => runCancel(false),
            })
          }
        >
          취소·전액 환불
        </button>
        <button type="button" className="btn" onClick={() => setPartialOpen(true)}>
          부분 완료 처리
        </button>
      </div>
      <Modal open={partialOpen} title="부분 완료 처리" onClose={() => setPartialOpen(false)}>
        {partialOpen && <PartialForm order={order} onDone={() => setPartialOpen(false)} ask={ask} />}
      </Modal>
      {dialog}
    </div>
  );
}

function PartialForm({ order, onDone, ask }: { order: AdminOrder; onDone: () => void; ask: ReturnType<typeof useConfirm>['ask'] }) {
  const [remains, setRemains] = useState(order.remains === null ? '' : String(order.remains));
  const { error, fail, clear } = useFormError();
  const partial = useMarkOrderPartial();

  const submit = () => {
    clear();
    const n = /^\d+$/.test(remains.trim()) ? Number(remains) : Number.NaN;
    const parsed = orderPartialBodySchema.safeParse({ remains: n });
    if (!parsed.success || n > order.quantity) {
      fail(msg.admin.remainsInvalid);
      return;
    }
    ask({
      title: '부분 완료 처리',
      message: `주문 ${order.id}을 부분 완료로 바꾸고, 남은 수량 ${formatNumber(n)}개만큼 약 ${formatWon(partialRefund(order, n))}을 환불할까요?`,
      confirmLabel: '처리하기',
      onConfirm: () => partial.mutate({ id: order.id, remains: n }, { onSuccess: onDone }),
    });
  };

  return (
    <AdminForm onSubmit={submit}>
      <p className="adm-hint">
        주문 수량 {formatNumber(order.quantity)}개 중 작업되지 않은 수량을 입력하세요. 결제 금액 {formatWon(order.charge)} 중 그 비율만큼 환불됩니다.
      </p>
      <Field label="남은 수량" inputMode="numeric" value={remains} onChange={(e) => setRemains(e.target.value)} />
      <FormError message={error} />
      <DialogActions cancelLabel="닫기" onCancel={onDone} confirmLabel="다음" pending={partial.isPending} />
    </AdminForm>
  );
}
