import { autoOrderStatusLabel, type AdminAutoOrder } from '@snsshop/shared/auto-orders';
import { AutoOrderStatus, formatNumber } from '@snsshop/shared/common';
import { Link } from 'react-router';
import { type Column } from '../../../components/ui/data-table';
import { adminDetailPaths, adminScreens } from '../../../config/admin-screens';
import { AUTO_ORDERS_PAGE_SIZE, useAutoOrders } from '../api/get-auto-orders';
import { AdminPage } from '../../../components/admin/admin-page';
import { AutoOrderStatusBadge } from '../../../components/admin/badges';
import { FilterForm } from '../../../components/admin/filter-form';
import { when, won } from '../../../lib/admin/format';
import { idParam, useListParams } from '../../../lib/admin/use-list-params';
import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/admin/filter-select';
import { ListView } from '../../../components/admin/list-view';
import { MemberLink } from '../../../components/admin/record-links';

const keys = ['status', 'loginId', 'memberId', 'serviceId', 'link'] as const;
type Key = (typeof keys)[number];

const columns: Column<AdminAutoOrder>[] = [
  {
    key: 'id',
    header: '번호',
    align: 'center',
    cell: (a) => (
      <Link to={adminDetailPaths.autoOrder(a.id)} className="adm-link" aria-label={`자동주문 ${a.id} 상세`}>
        {a.id}
      </Link>
    ),
  },
  { key: 'createdAt', header: '주문일시', align: 'center', cell: (a) => when(a.createdAt) },
  {
    key: 'member',
    header: '회원',
    cell: (a) => (
      <MemberLink id={a.memberId}>
        {a.loginId}
      </MemberLink>
    ),
  },
  { key: 'service', header: '상품', cell: (a) => <span className="adm-ellipsis">{a.serviceText}</span> },
  { key: 'link', header: '링크', cell: (a) => <span className="adm-ellipsis" title={a.link}>{a.link}</span> },
  { key: 'quantity', header: '회당 수량', align: 'end', cell: (a) => formatNumber(a.quantity) },
  { key: 'runs', header: '실행', align: 'center', cell: (a) => `${a.completed}/${a.runs}회` },
  { key: 'interval', header: '간격', align: 'center', cell: (a) => `${formatNumber(a.interval)}분` },
  { key: 'point', header: '사용 금액', align: 'end', cell: (a) => won(a.point) },
  { key: 'status', header: '상태', align: 'center', cell: (a) => <AutoOrderStatusBadge status={a.status} /> },
];

const statusOptions = [AutoOrderStatus.ACTIVE, AutoOrderStatus.COMPLETED, AutoOrderStatus.CANCLED, AutoOrderStatus.PARTIAL];

function Filters({ initial, onSearch }: { initial: Record<Key, string>; onSearch: (v: Record<Key, string>) => void }) {
  return (
    <FilterForm initial={initial} onSearch={onSearch} hint={initial.memberId && `회원 번호 ${initial.memberId}의 자동주문만 보고 있습니다.`}>
      {(draft, set) => (
        <>
          <FilterSelect label="상태" value={draft.status} onChange={(v) => set('status', v)} choices={statusOptions.map((s) => [String(s), s === AutoOrderStatus.PARTIAL ? '부분 완료' : autoOrderStatusLabel[s]] as const)} />
          <Field label="회원 아이디" value={draft.loginId} onChange={(e) => set('loginId', e.target.value)} />
          <Field label="링크 일부" value={draft.link} onChange={(e) => set('link', e.target.value)} />
        </>
      )}
    </FilterForm>
  );
}

/** Every auto-order (scheduled repeats), searchable. */
export function AutoOrderList() {
  const { values, page, after, setFilters, setPage } = useListParams(keys);
  const list = useAutoOrders({
    status: /^[0-3]$/.test(values.status) ? Number(values.status) : undefined,
    loginId: values.loginId || undefined,
    memberId: idParam(values.memberId),
    serviceId: idParam(values.serviceId),
    link: values.link || undefined,
    page,
    after,
  });
  return (
    <AdminPage title={adminScreens.autoOrders.label} desc="정해진 간격으로 반복되는 자동주문을 보고, 더 실행되지 않도록 취소합니다.">
      <Filters key={JSON.stringify(values)} initial={values} onSearch={setFilters} />
      <ListView
        query={list}
        what="자동주문 목록"
        caption="자동주문 목록"
        columns={columns}
        rowKey={(a) => a.id}
        empty={<p>조건에 맞는 자동주문이 없습니다.</p>}
        paging={{ page: page, size: AUTO_ORDERS_PAGE_SIZE, onPage: setPage }}
      />
    </AdminPage>
  );
}
