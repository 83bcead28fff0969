import { memberStatusLabel, memberStatusValues, type AdminMember, type MemberStatus } from '@snsshop/shared/members';
import { useState } from 'react';
import type { Column } from '../../../components/ui/data-table';
import { adminScreens } from '../../../config/admin-screens';
import { MEMBERS_PAGE_SIZE, useMembers } from '../api/get-members';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { Badge, MemberStatusBadge } from '../../../components/admin/badges';
import { when, won } from '../../../lib/admin/format';
import { useListParams } from '../../../lib/admin/use-list-params';
import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/admin/filter-select';
import { ListView } from '../../../components/admin/list-view';
import { SearchForm } from '../../../components/admin/filter-form';
import { MemberLink } from '../../../components/admin/record-links';

const columns: Column<AdminMember>[] = [
  { key: 'id', header: '번호', align: 'center', cell: (m) => m.id },
  {
    key: 'loginId',
    header: '아이디',
    cell: (m) => (
      <span className="adm-inline">
        <MemberLink id={m.id}>
          {m.loginId}
        </MemberLink>
        {m.role === 'admin' && <Badge tone="info">관리자</Badge>}
      </span>
    ),
  },
  { key: 'email', header: '이메일', cell: (m) => <span className="adm-ellipsis">{m.email ?? '-'}</span> },
  { key: 'point', header: '보유 포인트', align: 'end', cell: (m) => won(m.point) },
  { key: 'status', header: '상태', align: 'center', cell: (m) => <MemberStatusBadge status={m.status} /> },
  { key: 'createdAt', header: '가입일', align: 'center', cell: (m) => when(m.createdAt) },
  { key: 'registerWhere', header: '가입 경로', cell: (m) => m.registerWhere ?? '-' },
];

/** The search form; it starts again from the address whenever the address changes. */
function MemberSearch({ q: initial, status, onSearch }: { q: string; status: string; onSearch: (f: { q?: string; status?: string }) => void }) {
  const [q, setQ] = useState(initial);
  return (
    <Panel>
      <SearchForm onSearch={() => onSearch({ q })}>
        <Field label="아이디 또는 이메일" value={q} onChange={(e) => setQ(e.target.value)} placeholder="일부만 입력해도 찾습니다" />
        <FilterSelect label="상태" value={status} onChange={(v) => onSearch({ q, status: v })} choices={memberStatusValues.map((s) => [s, memberStatusLabel[s]] as const)} />
      </SearchForm>
    </Panel>
  );
}

/** Search by part of the id or e-mail, filter by status. */
export function MemberList() {
  const { values, page, after, setFilters, setPage } = useListParams(['q', 'status'] as const);
  const status = (memberStatusValues as readonly string[]).includes(values.status) ? (values.status as MemberStatus) : '';
  const members = useMembers({ q: values.q, status, page, after });

  return (
    <AdminPage title={adminScreens.members.label} desc="회원을 찾아 포인트와 주문을 확인하고, 포인트 조정·정지·비밀번호 재설정을 합니다.">
      <MemberSearch key={`${values.q}|${status}`} q={values.q} status={status} onSearch={setFilters} />
      <ListView
        query={members}
        what="회원 목록"
        caption="회원 목록"
        columns={columns}
        rowKey={(m) => m.id}
        empty={<p>조건에 맞는 회원이 없습니다.</p>}
        paging={{ page: page, size: MEMBERS_PAGE_SIZE, onPage: setPage }}
        unit="명"
      />
    </AdminPage>
  );
}
