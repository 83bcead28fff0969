import { staffRoleLabel, staffRoles, type StaffMember, type StaffPolicy, type StaffRole } from '@snsshop/shared/staff';
import { useState } from 'react';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { useConfirm } from '../../../components/admin/use-confirm';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { when } from '../../../lib/admin/format';
import { useAdminMe } from '../../../lib/admin/get-admin-me';
import { useChangeStaffRole, useInviteStaff, useRemoveStaff, useResetStaffTwoFactor, useSaveStaffPolicy, useSetStaffSuspended } from '../api/change-staff';
import { useStaff, useStaffPolicy } from '../api/get-staff';
import { SessionTable } from './session-table';
import './staff.css';

function InviteForm() {
  const invite = useInviteStaff();
  const [loginId, setLoginId] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const done = invite.data;
  return (
    <Panel title="운영자 초대">
      <form
        className="adm-form"
        onSubmit={(e) => {
          e.preventDefault();
          invite.mutate({ loginId, role }, { onSuccess: () => setLoginId('') });
        }}
      >
        <div className="adm-inline">
          <input className="input" aria-label="새 운영자 아이디" placeholder="아이디 (영문·숫자 4~20자)" value={loginId} onChange={(e) => setLoginId(e.target.value)} />
          <select className="input" aria-label="역할" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {staffRoles.map((r) => (
              <option key={r} value={r}>
                {staffRoleLabel[r]}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn--primary" disabled={invite.isPending || !loginId.trim()}>
            초대
          </button>
        </div>
      </form>
      {done && (
        <p className="adm-hint" role="status">
          <strong>{done.staff.loginId}</strong> 임시 비밀번호: <code>{done.temporaryPassword}</code> — 지금 한 번만 보입니다. 전달한 뒤 첫 로그인에서 바꾸게 하세요.
        </p>
      )}
    </Panel>
  );
}

function StaffActions({ s, self }: { s: StaffMember; self: boolean }) {
  const suspend = useSetStaffSuspended();
  const remove = useRemoveStaff();
  const reset = useResetStaffTwoFactor();
  const { ask, dialog } = useConfirm();
  if (self) return <span className="adm-hint">나</span>;
  return (
    <div className="adm-actions">
      <button type="button" className="btn btn--soft btn--sm" onClick={() => suspend.mutate({ id: s.memberId, suspend: s.status === 'active' })}>
        {s.status === 'active' ? '정지' : '정지 해제'}
      </button>
      {s.twoFactorEnrolled && (
        <button type="button" className="btn btn--soft btn--sm" onClick={() => ask({ title: '2단계 인증 초기화', message: `${s.loginId}님의 관리자 화면 로그인이 모두 끝납니다. 다시 로그인해 인증 앱을 새로 등록합니다.`, confirmLabel: '초기화', onConfirm: () => reset.mutate(s.memberId) })}>
          2단계 인증 초기화
        </button>
      )}
      <button type="button" className="btn btn--danger btn--sm" onClick={() => ask({ title: '운영자 내보내기', message: `${s.loginId}님의 관리자 권한을 없애고 모든 세션을 끝냅니다. 회원 계정은 남습니다.`, confirmLabel: '내보내기', onConfirm: () => remove.mutate(s.memberId) })}>
        내보내기
      </button>
      {dialog}
    </div>
  );
}

function RoleSelect({ s, self }: { s: StaffMember; self: boolean }) {
  const change = useChangeStaffRole();
  return (
    <select className="input input--sm" aria-label={`${s.loginId} 역할`} value={s.role} disabled={self || change.isPending} onChange={(e) => change.mutate({ id: s.memberId, role: e.target.value as StaffRole })}>
      {staffRoles.map((r) => (
        <option key={r} value={r}>
          {staffRoleLabel[r]}
        </option>
      ))}
    </select>
  );
}

function PolicyForm({ policy }: { policy: StaffPolicy }) {
  const save = useSaveStaffPolicy();
  const [draft, setDraft] = useState(policy);
  const toggle = (r: StaffRole) => setDraft((d) => ({ ...d, twoFactorRoles: d.twoFactorRoles.includes(r) ? d.twoFactorRoles.filter((x) => x !== r) : [...d.twoFactorRoles, r] }));
  return (
    <form
      className="adm-form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <fieldset className="adm-inline">
        <legend className="field__label">2단계 인증을 꼭 써야 하는 역할</legend>
        {staffRoles.map((r) => (
          <label key={r} className="adm-check">
            <input type="checkbox" checked={draft.twoFactorRoles.includes(r)} onChange={() => toggle(r)} /> {staffRoleLabel[r]}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">중요한 작업 전 코드 재확인 간격 (분)</span>
        <input className="input" inputMode="numeric" value={draft.stepUpMinutes} onChange={(e) => setDraft({ ...draft, stepUpMinutes: Number(e.target.value.replace(/\D/g, '')) })} />
      </label>
      <label className="field">
        <span className="field__label">이 포인트를 넘는 충전 승인은 코드 재확인</span>
        <input className="input" inputMode="numeric" value={draft.chargeStepUpAbove} onChange={(e) => setDraft({ ...draft, chargeStepUpAbove: Number(e.target.value.replace(/\D/g, '')) })} />
      </label>
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        저장
      </button>
    </form>
  );
}

/** The owner's staff screen: who has which role, invite, suspend, remove, 2FA policy, every session. */
export function StaffScreen() {
  const staff = useStaff();
  const policy = useStaffPolicy();
  const me = useAdminMe().data;
  const columns: Column<StaffMember>[] = [
    { key: 'loginId', header: '아이디', cell: (s) => <strong>{s.loginId}</strong> },
    { key: 'role', header: '역할', cell: (s) => <RoleSelect s={s} self={s.memberId === me?.id} /> },
    { key: 'status', header: '상태', align: 'center', cell: (s) => (s.status === 'active' ? '사용 중' : '정지') },
    { key: '2fa', header: '2단계 인증', align: 'center', cell: (s) => (s.twoFactorEnrolled ? '등록' : s.twoFactorRequired ? '미등록 (필수)' : '미등록') },
    { key: 'sessions', header: '세션', align: 'center', cell: (s) => `${s.activeSessions}개` },
    { key: 'lastUsedAt', header: '최근 사용', align: 'center', cell: (s) => (s.lastUsedAt ? when(s.lastUsedAt) : '-') },
    { key: 'actions', header: '작업', cell: (s) => <StaffActions s={s} self={s.memberId === me?.id} /> },
  ];
  return (
    <AdminPage title="운영자" desc="역할마다 쓸 수 있는 메뉴와 작업이 정해져 있습니다. 대표는 모든 권한을 가지며, 마지막 대표는 정지하거나 내보낼 수 없습니다.">
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
