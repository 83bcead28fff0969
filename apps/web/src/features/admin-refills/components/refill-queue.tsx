import { useCan } from '../../../lib/admin/get-admin-me';
import { REFILL_OVERDUE_HOURS, type AdminRefill } from '@snsshop/shared/refills';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { useConfirm } from '../../../components/admin/use-confirm';
import { Chips, type ChipOption } from '../../../components/ui/chips';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { adminDetailPaths } from '../../../config/admin-screens';
import { when } from '../../../lib/admin/format';
import { useApproveRefill } from '../api/approve-refill';
import { useAdminRefills, type RefillView } from '../api/get-refills';
import { RefillRates } from './refill-rates';
import { RefillRejectDialog } from './refill-reject-dialog';

const views: ChipOption<RefillView>[] = [
  { value: 'waiting', label: '처리 중' },
  { value: 'overdue', label: `${REFILL_OVERDUE_HOURS}시간 넘게 처리 중` },
  { value: 'rejected', label: '거절됨' },
];
const modeLabel = { provider: '공급처', manual: '직접 처리' } as const;

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

  const columns: Column<AdminRefill>[] = [
    { key: 'id', header: '번호', align: 'center', cell: (r) => r.id },
    { key: 'requestedAt', header: '요청일시', align: 'center', cell: (r) => when(r.requestedAt) },
    {
      key: 'order',
      header: '주문',
      align: 'center',
      cell: (r) => (
        <Link to={adminDetailPaths.order(r.orderId)} className="adm-link">
          #{r.orderId}
        </Link>
      ),
    },
    {
      key: 'member',
      header: '회원',
      cell: (r) => (
        <Link to={adminDetailPaths.member(r.memberId)} className="adm-link">
          {r.loginId}
        </Link>
      ),
    },
    { key: 'service', header: '상품', cell: (r) => <span className="adm-ellipsis">{r.serviceText}</span> },
    { key: 'mode', header: '방식', align: 'center', cell: (r) => modeLabel[r.mode] },
    {
      key: 'status',
      header: '상태',
      align: 'center',
      cell: (r) => (
        <span className="adm-hint" title={r.lastError ?? undefined}>
          <strong>{r.statusText}</strong>
          {r.overdue ? ' · 지연' : ''}
          {r.reason ? ` · ${r.reason}` : ''}
        </span>
      ),
    },
    {
      key: 'action',
      header: '처리',
      align: 'end',
      cell: (r) =>
        r.needsOwner && mayDecide ? (
          <span className="adm-actions">
            <button type="button" className="btn btn--primary btn--xs" disabled={approve.isPending} onClick={() => askApprove(r)} aria-label={`리필 ${r.id} ${r.mode === 'manual' ? '완료 처리' : '다시 보내기'}`}>
              {r.mode === 'manual' ? '완료' : '다시 보내기'}
            </button>
            <button type="button" className="btn btn--danger btn--xs" onClick={() => setRejecting(r)} aria-label={`리필 ${r.id} 거절`}>
              거절
            </button>
          </span>
        ) : (
          <span className="adm-hint">{r.finishedAt ? when(r.finishedAt) : r.needsOwner ? '처리 권한 없음' : '공급처 처리 중'}</span>
        ),
    },
  ];

  return (
    <AdminPage title="리필(A/S) 요청" desc="회원의 리필 요청을 봅니다. 직접 처리 상품은 완료하거나 사유와 함께 거절하고, 공급처 접수를 알 수 없는 요청은 확인 후 다시 보냅니다.">
      <Panel>
        <Chips options={views} value={view} onChange={setView} label="리필 요청 보기" />
        <QueryView query={refills} what="리필 요청">
          {(rows) => (
            <>
              <p className="adm-count">총 {rows.length}건</p>
              <DataTable caption="리필 요청 목록" columns={columns} rows={rows} rowKey={(r) => r.id} empty={<p>해당하는 리필 요청이 없습니다.</p>} />
            </>
          )}
        </QueryView>
      </Panel>
      <RefillRates />
      <RefillRejectDialog refill={rejecting} onClose={() => setRejecting(null)} />
      {dialog}
    </AdminPage>
  );
}
