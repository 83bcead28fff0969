import { ledgerKindLabel, type LedgerEntry } from '@snsshop/shared/members';
import { DataTable, type Column } from '../ui/data-table';
import { signedWon, when, won } from '../../lib/admin/format';

const refLabel: Record<string, string> = { order: '주문', charge: '충전', auto_order: '자동주문', 'auto-order': '자동주문' };

const memoShown = new Set(['adjust', 'grant']);

const columns: Column<LedgerEntry>[] = [
  { key: 'createdAt', header: '일시', align: 'center', cell: (e) => when(e.createdAt) },
  { key: 'kind', header: '구분', align: 'center', cell: (e) => ledgerKindLabel[e.kind] ?? e.kind },
  { key: 'delta', header: '변동', align: 'end', cell: (e) => <span className={e.delta >= 0 ? 'adm-plus' : 'adm-minus'}>{signedWon(e.delta)}</span> },
  { key: 'balance', header: '변동 후 잔액', align: 'end', cell: (e) => won(e.balanceAfter) },
  {
    key: 'memo',
    header: '내용',
    // The memo is the admin's reason for adjustments and grants; other kinds keep it for the system.
    cell: (e) => [e.refType ? `${refLabel[e.refType] ?? e.refType} #${e.refId ?? ''}` : '', memoShown.has(e.kind) ? (e.memo ?? '') : ''].filter(Boolean).join(' · ') || '-',
  },
];

/** Balance changes, newest first. */
export function LedgerTable({ rows, caption = '포인트 내역' }: { rows: LedgerEntry[]; caption?: string }) {
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(e) => e.id} empty={<p>포인트 내역이 없습니다.</p>} />;
}
