import type { AdminOrder } from '@snsshop/shared/orders';
import type { useConfirm } from '../../../components/admin/use-confirm';
import { useSendOrderAtLoss } from '../api/send-at-loss';

/** Held by the cost guard before any send (not an order whose send may have reached a provider). */
export const isCostHeld = (o: AdminOrder) => o.held && o.heldReason === 'cost_guard';

/** The owner's say on a cost-held order: send it anyway, accepting the loss. */
export function SendAtLossButton({ order, ask }: { order: AdminOrder; ask: ReturnType<typeof useConfirm>['ask'] }) {
  const send = useSendOrderAtLoss();
  if (!isCostHeld(order)) return null;
  return (
    <button
      type="button"
      className="btn btn--soft"
      disabled={send.isPending}
      onClick={() =>
        ask({
          title: '손해를 감수하고 보내기',
          message: `주문 ${order.id}은 원가가 판매가 이상이거나 최소 마진에 못 미쳐 대기 중입니다. 원가 보호를 풀고 공급 경로 순서대로 보낼까요?`,
          confirmLabel: '보내기',
          onConfirm: () => send.mutate(order.id),
        })
      }
    >
      손해 감수하고 보내기
    </button>
  );
}
