import { depositReasonLabel, type UnmatchedDepositItem } from '@snsshop/shared/charges';
import { formatWon } from '@snsshop/shared/common';
import { useState } from 'react';
import { Chips, type ChipOption } from '../../../components/ui/chips';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { useDeposits, type DepositFilter } from '../api/get-deposits';
import { Panel } from '../../../components/admin/admin-page';
import { Badge } from '../../../components/admin/badges';
import { when } from '../../../lib/admin/format';
import { QueryView } from '../../../components/admin/query-view';
import { ResolveDepositDialog } from './resolve-deposit-dialog';

const filters: ChipOption<DepositFilter>[] = [
  { value: 'waiting', label: '확인 필요' },
  { value: 'resolved', label: '처리 완료' },
];

/** Money that arrived but matched no request exactly: a person decides. */
export function DepositQueue() {
  const [filter, setFilter] = useState<DepositFilter>('waiting');
  const deposits = useDeposits(filter);
  const [resolving, setResolving] = useState<UnmatchedDepositItem | null>(null);

  const columns: Column<UnmatchedDepositItem>[] = [
    { key: 'depositedAt', header: '입금일시', align: 'center', cell: (d) => when(d.depositedAt) },
    { key: 'depositor', header: '입금자명', cell: (d) => <strong>{d.depositor}</strong> },
    { key: 'amount', header: '입금액', align: 'end', cell: (d) => <strong>{formatWon(d.amount)}</strong> },
    { key: 'reason', header: '자동 처리 안 된 이유', cell: (d) => depositReasonLabel[d.reason] ?? d.reason },
    { key: 'charge', header: '관련 신청', align: 'center', cell: (d) => (d.chargeId ? `#${d.chargeId}` : '-') },
    {
      key: 'action',
      header: '처리',
      align: 'end',
      cell: (d) =>
        d.status === 'waiting' ? (
          <button type="button" className="btn btn--primary btn--xs" onClick={() => setResolving(d)} aria-label={`${d.depositor} ${formatWon(d.amount)} 입금 처리`}>
            처리
          </button>
        ) : (
          <Badge tone="success">{`처리 ${when(d.resolvedAt)}`}</Badge>
        ),
    },
  ];

  return (
    <div id="deposits">
      <Panel title="확인이 필요한 입금">
        <p className="adm-hint">은행 입금 알림 중 이름이나 금액이 맞는 충전 신청이 없어 자동으로 충전되지 않은 입금입니다.</p>
        <Chips options={filters} value={filter} onChange={setFilter} label="입금 처리 상태 필터" />
        <QueryView query={deposits} what="입금 내역">
          {(rows) => (
            <DataTable
              caption="확인이 필요한 입금 목록"
              columns={columns}
              rows={rows}
              rowKey={(d) => d.id}
              empty={<p>{filter === 'waiting' ? '확인이 필요한 입금이 없습니다.' : '처리한 입금이 없습니다.'}</p>}
            />
          )}
        </QueryView>
        <ResolveDepositDialog deposit={resolving} onClose={() => setResolving(null)} />
      </Panel>
    </div>
  );
}
