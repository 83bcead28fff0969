import type { StaffMember } from '@snsshop/shared/staff';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { adminScreens } from '../../../config/admin-screens';
import { when } from '../../../lib/admin/format';
import { useAdminMe } from '../../../lib/admin/get-admin-me';
import { useStaff, useStaffPolicy } from '../api/get-staff';
import { SessionTable } from './session-table';
import { InviteForm } from './staff-invite-form';
import { PolicyForm } from './staff-policy-form';
import { RoleSelect, StaffActions } from './staff-row-actions';
import { TwoFactorCell } from './two-factor-cell';
import './staff.css';

/** The owner's staff screen: who has which role, invite, suspend, remove, 2FA policy, every session. */
export function StaffScreen() {
  const staff = useStaff();
  const policy = useStaffPolicy();
  const me = useAdminMe().data;
  const columns: Column<StaffMember>[] = [
    { key: 'loginId', header: '아이디', cell: (s) => <strong>{s.loginId}</strong> },
    { key: 'role', header: '역할', cell: (s) => <RoleSelect s={s} self={s.memberId === me?.id} /> },
    { key: 'status', header: '상태', align: 'center', cell: (s) => (s.status === 'active' ? '사용 중' : '정지') },
    { key: '2fa', header: '2단계 인증', align: 'center', cell: (s) => <TwoFactorCell s={s} /> },
    { key: 'sessions', header: '세션', align: 'center', cell: (s) => `${s.activeSessions}개` },
    { key: 'lastUsedAt', header: '최근 사용', align: 'center', cell: (s) => (s.lastUsedAt ? when(s.lastUsedAt) : '-') },
    { key: 'actions', header: '작업', cell: (s) => <StaffActions s={s} self={s.memberId === me?.id} /> },
  ];
  return (
    <AdminPage title={adminScreens.staff.label} desc="역할마다 쓸 수 있는 메뉴와 작업이 정해져 있습니다. 대표는 모든 권한을 가지며, 마지막 대표는 정지하거나 내보낼 수 없습니다.">
      <Panel title="운영자 목록">
        <QueryView query={staff} what="운영자 목록">
          {(rows) => <DataTable caption="운영자 목록" columns={columns} rows={rows} rowKey={(s) => s.memberId} empty="운영자가 없습니다." />}
        </QueryView>
      </Panel>
      <InviteForm />
      <Panel title="보안 설정">
        <QueryView query={policy} what="보안 설정">{(p) => <PolicyForm policy={p} />}</QueryView>
      </Panel>
      <Panel title="모든 운영자의 로그인 세션">
        <SessionTable scope="all" />
      </Panel>
    </AdminPage>
  );
}
