import { REFILL_OVERDUE_HOURS, type AdminRefill } from '@snsshop/shared/refills';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { QueuePanel } from '../../../components/admin/queue-panel';
import { useConfirm } from '../../../components/admin/use-confirm';
import type { ChipOption } from '../../../components/ui/chips';
import { adminScreens } from '../../../config/admin-screens';
import { useCan } from '../../../lib/admin/get-admin-me';
import { useApproveRefill } from '../api/approve-refill';
import { useAdminRefills, type RefillView } from '../api/get-refills';
import { refillColumns } from './refill-columns';
import { RefillRates } from './refill-rates';
import { RefillRejectDialog } from './refill-reject-dialog';

const views: ChipOption<RefillView>[] = [
  { value: 'waiting', label: '처리 중' },
  { value: 'overdue', label: `${REFILL_OVERDUE_HOURS}시간 넘게 처리 중` },
  { value: 'rejected', label: '거절됨' },
];

/** The refill (A/S) queue: what waits for the owner or the provider, what is overdue, what was refused; and each service's refill rate. */
export function RefillQueue() {
  const [view, setView] = useState<RefillView>('waiting');
  const refills = useAdminRefills(view);
  const approve = useApproveRefill();
  const mayDecide = useCan('refills.decide');
  const [rejecting, setRejecting] = useState<AdminRefill | null>(null);
  const { ask, dialog } = useConfirm();

  const askApprove = (r: AdminRefill) =>
    ask(
      r.mode === 'manual'
        ? { title: '리필 완료 처리', message: `주문 #${r.orderId}의 리필을 직접 처리했나요? 완료로 표시하면 회원에게 리필 완료로 보입니다.`, confirmLabel: '완료 처리', onConfirm: () => approve.mutate(r.id) }
        : {
            title: '공급처에 다시 보내기',
            message: `주문 #${r.orderId}의 리필은 공급처 접수 여부를 알 수 없습니다. 공급처 관리 화면에서 이 리필이 없는 것을 확인했을 때만 다시 보내세요.`,
            confirmLabel: '다시 보내기',
            onConfirm: () => approve.mutate(r.id),
          },
    );
  const columns = refillColumns({ mayDecide, pending: approve.isPending, onApprove: askApprove, onReject: setRejecting });

  return (
    <AdminPage title={adminScreens.refills.label} desc="회원의 리필 요청을 봅니다. 직접 처리 상품은 완료하거나 사유와 함께 거절하고, 공급처 접수를 알 수 없는 요청은 확인 후 다시 보냅니다.">
      <QueuePanel
        views={views}
        view={view}
        onView={setView}
        viewsLabel="리필 요청 보기"
        query={refills}
        what="리필 요청"
        caption="리필 요청 목록"
        columns={columns}
        rowKey={(r) => r.id}
        empty={<p>해당하는 리필 요청이 없습니다.</p>}
      />
      <RefillRates />
      <RefillRejectDialog refill={rejecting} onClose={() => setRejecting(null)} />
      {dialog}
    </AdminPage>
  );
}
