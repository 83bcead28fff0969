import { answerProblemLabel, heldReasonLabel, type AdminOrder } from '@snsshop/shared/orders';
import { Badge } from './badges';

type Tone = Parameters<typeof Badge>[0]['tone'];

/** Where an order is after it was placed (AdminOrder.fulfilment), in the owner's words — the one place these are named. */
export const fulfilmentLabel: Record<string, { label: string; tone: Tone }> = {
  queued: { label: '링크 대기', tone: 'neutral' },
  due: { label: '발송 대기', tone: 'neutral' },
  claimed: { label: '발송 준비 중', tone: 'info' },
  sending: { label: '발송 중', tone: 'info' },
  sent: { label: '발송됨', tone: 'info' },
  held: { label: '확인 필요(보류)', tone: 'danger' },
  cancel_requested: { label: '취소 요청됨', tone: 'warn' },
  watching: { label: '강제 취소 후 감시', tone: 'warn' },
  settled: { label: '정산 완료', tone: 'success' },
};

export function FulfilmentBadge({ order }: { order: Pick<AdminOrder, 'fulfilment'> }) {
  const known = fulfilmentLabel[order.fulfilment];
  return <Badge tone={known?.tone ?? 'neutral'}>{known?.label ?? order.fulfilment}</Badge>;
}

/** The fulfilment step plus the warnings a person should see at once. */
export function FulfilmentBadges({ order }: { order: AdminOrder }) {
  return (
    <>
      <FulfilmentBadge order={order} />
      {order.fulfilment === 'held' && order.heldReason && <Badge tone="danger">{heldReasonLabel[order.heldReason]}</Badge>}
      {order.sendUnknown && <Badge tone="danger">전송 결과 불명</Badge>}
      {order.lateDelivered !== null && <Badge tone="danger">취소 후 작업됨</Badge>}
      {order.answerProblem && <Badge tone="danger">{answerProblemLabel[order.answerProblem]}</Badge>}
      {order.fulfilment !== 'held' && !order.sendUnknown && !order.answerProblem && order.lastError && <Badge tone="warn">오류</Badge>}
    </>
  );
}
