import { auditActionLabel, type AuditEntry } from '@snsshop/shared/audit';
import { staffRoleLabel } from '@snsshop/shared/staff';
import { useState } from 'react';
import { canUse, useAdminMe } from '../../../lib/admin/get-admin-me';
import { useAuditStaff } from '../api/get-audit-staff';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { adminScreens } from '../../../config/admin-screens';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/get-audit';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { when } from '../../../lib/admin/format';
import { countText, PagedFooter } from '../../../components/admin/paged-footer';
import { QueryView } from '../../../components/admin/query-view';
import { useListParams } from '../../../lib/admin/use-list-params';
import { Field, FieldFrame } from '../../../components/ui/field';

const targetLabel: Record<string, string> = {
  charge: '충전',
  deposit: '입금',
  member: '회원',
  order: '주문',
  'auto-order': '자동주문',
  auto_order: '자동주문',
  platform: '플랫폼',
  category: '카테고리',
  service: '상품',
  provider: '공급처',
  media: '이미지',
  notice: '공지',
  qna: 'FAQ',
  popup: '팝업',
  'register-where': '가입 경로',
  settings: '사이트 설정',
  setting: '사이트 설정',
  coupon: '쿠폰',
  staff: '운영자',
};

const json = (v: unknown) => (v === null || v === undefined ? '-' : JSON.stringify(v, null, 2));

function Change({ e }: { e: AuditEntry }) {
  if (e.before == null && e.after == null) return <>-</>;
  return (
    <details>
      <summary className="adm-link">변경 내용 보기</summary>
      <div className="adm-grid">
        <div>
          <span className="adm-hint">이전</span>
          <pre className="adm-json">{json(e.before)}</pre>
        </div>
        <div>
          <span className="adm-hint">이후</span>
          <pre className="adm-json">{json(e.after)}</pre>
        </div>
      </div>
    </details>
  );
}

const columns: Column<AuditEntry>[] = [
  { key: 'createdAt', header: '일시', align: 'center', cell: (e) => when(e.createdAt) },
  { key: 'admin', header: '운영자', cell: (e) => e.adminLoginId ?? (e.adminId === null ? '명령줄' : `#${e.adminId}`) },
  { key: 'action', header: '작업', cell: (e) => <strong>{auditActionLabel[e.action] ?? e.action}</strong> },
  { key: 'target', header: '대상', cell: (e) => `${targetLabel[e.targetType] ?? e.targetType}${e.targetId ? ` #${e.targetId}` : ''}` },
  { key: 'change', header: '변경', cell: (e) => <Change e={e} /> },
];

const actions = Object.entries(auditActionLabel);

type Filters = { action: string; targetType: string; targetId: string; adminId: string };

/** The filter form; it starts again from the address whenever the address changes. */
function AuditFilters({ values, onSearch }: { values: Filters; onSearch: (f: Partial<Filters>) => void }) {
  const [targetId, setTargetId] = useState(values.targetId);
  const staff = useAuditStaff(canUse(useAdminMe().data, 'staff')).data;
  return (
    <Panel>
      <form
        className="adm-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch({ targetId });
        }}
      >
        <FieldFrame label="작업">
          {({ id }) => (
            <select id={id} className="input select" value={values.action} onChange={(e) => onSearch({ action: e.target.value })}>
              <option value="">전체</option>
              {actions.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label="대상 종류">
          {({ id }) => (
            <select id={id} className="input select" value={values.targetType} onChange={(e) => onSearch({ targetType: e.target.value })}>
              <option value="">전체</option>
              {['charge', 'deposit', 'member', 'order', 'auto-order', 'platform', 'category', 'service', 'provider', 'notice', 'qna', 'popup', 'register-where', 'settings'].map((t) => (
                <option key={t} value={t}>
                  {targetLabel[t]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <Field label="대상 번호" value={targetId} onChange={(e) => setTargetId(e.target.value)} />
        {staff && (
          <FieldFrame label="운영자">
            {({ id }) => (
              <select id={id} className="input select" value={values.adminId} onChange={(e) => onSearch({ adminId: e.target.value })}>
                <option value="">전체</option>
                {staff.map((s) => (
                  <option key={s.memberId} value={String(s.memberId)}>
                    {s.loginId} ({staffRoleLabel[s.role]})
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        )}
        <div className="adm-filters__buttons">
          <button type="submit" className="btn btn--primary">
            검색
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** Who did what and when, with before/after — newest first. */
export function AuditList() {
  const { values, page, after, setFilters, setPage } = useListParams(['action', 'targetType', 'targetId', 'adminId'] as const);
  const audit = useAudit({ action: values.action || undefined, targetType: values.targetType || undefined, targetId: values.targetId || undefined, adminId: values.adminId || undefined, page, after });

  return (
    <AdminPage title={adminScreens.audit.label} desc="관리자가 한 모든 작업이 누가, 언제, 무엇을, 어떻게 바꿨는지와 함께 남습니다.">
      <AuditFilters key={JSON.stringify(values)} values={values} onSearch={setFilters} />
      <QueryView query={audit} what="감사 기록">
        {(p) => (
          <>
            <p className="adm-count">{countText(p)}</p>
            <DataTable caption="감사 기록" columns={columns} rows={p.items} rowKey={(e) => e.id} empty={<p>기록이 없습니다.</p>} />
            <PagedFooter page={page} size={AUDIT_PAGE_SIZE} total={p.total} cursors={p.cursors} onPage={setPage} />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
