import type { ConsoleSession } from '@snsshop/shared/staff';
import { QueryView } from '../../../components/admin/query-view';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { when } from '../../../lib/admin/format';
import { useEndSession, useSessions } from '../api/sessions';

/** Signed-in console sessions (device, IP, last use) with a sign-out each: mine, or every staff member's for the owner. */
export function SessionTable({ scope }: { scope: 'mine' | 'all' }) {
  const sessions = useSessions(scope);
  const end = useEndSession();
  const columns: Column<ConsoleSession>[] = [
    ...(scope === 'all' ? [{ key: 'who', header: '운영자', cell: (s: ConsoleSession) => s.loginId }] : []),
    { key: 'device', header: '기기', cell: (s) => <span className="adm-clip">{s.device}</span> },
    { key: 'ip', header: 'IP', align: 'center', cell: (s) => s.ip || '-' },
    { key: 'lastUsedAt', header: '마지막 사용', align: 'center', cell: (s) => when(s.lastUsedAt) },
    {
      key: 'end',
      header: '로그아웃',
      align: 'center',
      cell: (s) =>
        s.current ? (
          <span className="adm-hint">지금 이 기기</span>
        ) : (
          <button type="button" className="btn btn--soft btn--sm" onClick={() => end.mutate({ sid: s.id, scope })}>
            로그아웃
          </button>
        ),
    },
  ];
  return <QueryView query={sessions} what="로그인 세션">{(rows) => <DataTable caption="로그인 세션" columns={columns} rows={rows} rowKey={(s) => s.id} empty="로그인한 세션이 없습니다." />}</QueryView>;
}
