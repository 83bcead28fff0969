import { memberStatusLabel, memberStatusValues, type AdminMember, type MemberStatus } from '@snsshop/shared/members';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { adminDetailPaths, adminScreens } from '../../../config/admin-screens';
import { MEMBERS_PAGE_SIZE, useMembers } from '../api/get-members';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { Badge, MemberStatusBadge } from '../../../components/admin/badges';
import { when, won } from '../../../lib/admin/format';
import { countText, PagedFooter } from '../../../components/admin/paged-footer';
import { QueryView } from '../../../components/admin/query-view';
import { useListParams } from '../../../lib/admin/use-list-params';
import { Field, FieldFrame } from '../../../components/ui/field';

const columns: Column<AdminMember>[] = [
  { key: 'id', header: '번호', align: 'center', cell: (m) => m.id },
  {
    key: 'loginId',
    header: '아이디',
    cell: (m) => (
      <span className="adm-inline">
        <Link to={adminDetailPaths.member(m.id)} className="adm-link">
          {m.loginId}
        </Link>
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
      <form
        className="adm-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch({ q });
        }}
      >
        <Field label="아이디 또는 이메일" value={q} onChange={(e) => setQ(e.target.value)} placeholder="일부만 입력해도 찾습니다" />
        <FieldFrame label="상태">
          {({ id }) => (
            <select id={id} className="input select" value={status} onChange={(e) => onSearch({ q, status: e.target.value })}>
              <option value="">전체</option>
              {memberStatusValues.map((s) => (
                <option key={s} value={s}>
                  {memberStatusLabel[s]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <div className="adm-filters__buttons">
          <button type="submit" className="btn btn--primary">
            검색
          </button>
        </div>
      </form>
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
      <QueryView query={members} what="회원 목록">
        {(p) => (
          <>
            <p className="adm-count">{countText(p, '명')}</p>
            <DataTable caption="회원 목록" columns={columns} rows={p.items} rowKey={(m) => m.id} empty={<p>조건에 맞는 회원이 없습니다.</p>} />
            <PagedFooter page={page} size={MEMBERS_PAGE_SIZE} total={p.total} cursors={p.cursors} onPage={setPage} />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
