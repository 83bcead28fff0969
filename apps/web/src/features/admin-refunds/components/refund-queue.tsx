import { formatWon } from '@snsshop/shared/common';
import { refundPairText, type AdminRefund } from '@snsshop/shared/refunds';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { QueuePanel } from '../../../components/admin/queue-panel';
import { useConfirm } from '../../../components/admin/use-confirm';
import type { ChipOption } from '../../../components/ui/chips';
import { adminScreens } from '../../../config/admin-screens';
import { useDecideRefund } from '../api/decide-refund';
import { useAdminRefunds, type RefundView } from '../api/get-refunds';
import { refundColumns } from './refund-columns';
import { RefundDecisionDialog, type DialogKind } from './refund-decision-dialog';

const views: ChipOption<RefundView>[] = [
  { value: 'open', label: '처리할 신청' },
  { value: 'done', label: '끝난 신청' },
];

/** The owner's refund queue: each request with its charge, the member's usage since, the account and the 3-day deadline. */
export function RefundQueue() {
  const [view, setView] = useState<RefundView>('open');
  const refunds = useAdminRefunds(view);
  const decide = useDecideRefund();
  const [dialog, setDialog] = useState<{ refund: AdminRefund; kind: DialogKind } | null>(null);
  const { ask, dialog: confirm } = useConfirm();

  const askApprove = (r: AdminRefund) =>
    ask({
      title: '환불 승인',
      message: r.toss
        ? `토스 결제 ${r.orderNumber}에서 ${formatWon(r.amount)}을 부분 취소합니다 (${refundPairText(r)}). 회원의 보류 포인트는 환불로 확정됩니다.`
        : `${r.memberLoginId} 회원의 환불을 승인합니다: ${refundPairText(r)}. 보류 포인트가 확정되고, ${formatWon(r.amount)}을 송금한 뒤 송금 완료를 눌러주세요.`,
      confirmLabel: '승인',
      onConfirm: () => decide.mutate({ id: r.id, action: 'approve' }),
    });
  const columns = refundColumns({
    pending: decide.isPending,
    onApprove: askApprove,
    onDialog: (refund, kind) => setDialog({ refund, kind }),
    onCheckToss: (r) => decide.mutate({ id: r.id, action: 'check-toss' }),
  });

  return (
    <AdminPage title={adminScreens.refunds.label} desc="결제 후 72시간 안에 들어온 환불 신청입니다. 신청일로부터 3일 안에 승인해 송금하거나, 사유와 함께 거절하세요. 토스 결제는 승인하면 토스에서 바로 부분 취소됩니다.">
      <QueuePanel
        views={views}
        view={view}
        onView={setView}
        viewsLabel="환불 신청 보기"
        query={refunds}
        what="환불 신청"
        caption="환불 신청 목록"
        columns={columns}
        rowKey={(r) => r.id}
        empty={<p>해당하는 환불 신청이 없습니다.</p>}
      />
      <RefundDecisionDialog target={dialog} onClose={() => setDialog(null)} />
      {confirm}
    </AdminPage>
  );
}
