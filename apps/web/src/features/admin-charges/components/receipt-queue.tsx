import type { AdminReceipt } from '@snsshop/shared/charges';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { Chips, type ChipOption } from '../../../components/ui/chips';
import { DataTable } from '../../../components/ui/data-table';
import { useDownloadPendingReceipts } from '../api/download-pending-receipts';
import { useAdminReceipts, type ReceiptFilter } from '../api/get-receipts';
import { useRetryReceipt } from '../api/retry-receipt';
import { receiptColumns } from './receipt-columns';
import { ReceiptRecordDialog } from './receipt-record-dialog';
import './receipts.css';

const filters: ChipOption<ReceiptFilter>[] = [
  { value: 'all', label: '전체' },
  { value: 'pending', label: '발급 대기' },
  { value: 'failed', label: '발급 실패' },
  { value: 'issued', label: '발급 완료' },
];

/**
 * Cash receipts and tax invoices of credited charges: issued through Popbill when it is configured
 * (a failed one can be sent again), otherwise the list the owner issues from at 홈택스 by hand, records
 * the 승인번호 of, and downloads as a CSV.
 */
export function ReceiptQueue() {
  const [filter, setFilter] = useState<ReceiptFilter>('all');
  const receipts = useAdminReceipts(filter);
  const retry = useRetryReceipt();

  const download = useDownloadPendingReceipts();
  const [recording, setRecording] = useState<AdminReceipt | null>(null);
  const columns = receiptColumns({ retrying: retry.isPending, onRetry: (r) => retry.mutate(r.id), onRecord: setRecording });

  return (
    <div id="receipts">
      <Panel title="현금영수증 · 세금계산서">
        <QueryView query={receipts} what="영수증 발급 내역">
          {(list) => (
            <>
              <p className="adm-hint">
                {list.connected
                  ? '충전이 승인되면 팝빌로 자동 발급합니다. 실패하면 간격을 늘려 다시 시도하고, 발급 기한 하루 전까지 발급되지 않으면 관리자 알림을 보냅니다.'
                  : '팝빌 연동이 설정되지 않아 자동으로 발급하지 않습니다. 아래 신청 내역(받는 분, 공급가액·부가세)을 보고 홈택스에서 직접 발급한 뒤, 홈택스 발급 기록으로 승인번호를 남겨주세요.'}
                {list.selfIssue ? ' 영수증을 신청하지 않은 10만 원 이상 충전은 자진발급합니다.' : ''}
              </p>
              <div className="adm-inline receipt-tools">
                <Chips options={filters} value={filter} onChange={setFilter} label="영수증 상태 필터" />
                <button type="button" className="btn btn--sm" disabled={download.isPending} onClick={() => download.mutate(undefined)}>
                  발급 대기 CSV 내려받기
                </button>
              </div>
              <DataTable caption="현금영수증·세금계산서 목록" columns={columns} rows={list.receipts} rowKey={(r) => r.id} empty={<p>해당하는 영수증이 없습니다.</p>} />
            </>
          )}
        </QueryView>
      </Panel>
      <ReceiptRecordDialog receipt={recording} onClose={() => setRecording(null)} />
    </div>
  );
}
