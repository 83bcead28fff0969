import { auditActionLabel } from '@snsshop/shared/audit';
import { staffRoleLabel } from '@snsshop/shared/staff';
import { useState } from 'react';
import { canUse, useAdminMe } from '../../../lib/admin/get-admin-me';
import { useAuditStaff } from '../api/get-audit-staff';
import { adminScreens } from '../../../config/admin-screens';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/get-audit';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { useListParams } from '../../../lib/admin/use-list-params';
import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/admin/filter-select';
import { auditColumns, targetTypes } from './audit-columns';
import { ListView } from '../../../components/admin/list-view';
import { SearchForm } from '../../../components/admin/filter-form';

const actions = Object.entries(auditActionLabel);

type Filters = { action: string; targetType: string; targetId: string; adminId: string };

/** The filter form; it starts again from the address whenever the address changes. */
function AuditFilters({ values, onSearch }: { values: Filters; onSearch: (f: Partial<Filters>) => void }) {
  const [targetId, setTargetId] = useState(values.targetId);
  const staff = useAuditStaff(canUse(useAdminMe().data, 'staff')).data;
  return (
    <Panel>
      <SearchForm onSearch={() => onSearch({ targetId })}>
        <FilterSelect label="작업" value={values.action} onChange={(v) => onSearch({ action: v })} choices={actions} />
        <FilterSelect label="대상 종류" value={values.targetType} onChange={(v) => onSearch({ targetType: v })} choices={targetTypes} />
        <Field label="대상 번호" value={targetId} onChange={(e) => setTargetId(e.target.value)} />
        {staff && (
          <FilterSelect label="운영자" value={values.adminId} onChange={(v) => onSearch({ adminId: v })} choices={staff.map((s) => [String(s.memberId), `${s.loginId} (${staffRoleLabel[s.role]})`] as const)} />
        )}
      </SearchForm>
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
      <ListView
        query={audit}
        what="감사 기록"
        caption="감사 기록"
        columns={auditColumns}
        rowKey={(e) => e.id}
        empty={<p>기록이 없습니다.</p>}
        paging={{ page: page, size: AUDIT_PAGE_SIZE, onPage: setPage }}
      />
    </AdminPage>
  );
}
