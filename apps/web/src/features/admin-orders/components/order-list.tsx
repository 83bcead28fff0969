import { OrderStatus, orderStatusLabel } from '@snsshop/shared/common';
import { Link } from 'react-router';
import { adminScreens } from '../../../config/admin-screens';
import { ORDERS_PAGE_SIZE, useOrders } from '../../../lib/admin/get-orders';
import { AdminPage } from '../../../components/admin/admin-page';
import { FilterForm } from '../../../components/admin/filter-form';
import { countText, PagedFooter } from '../../../components/admin/paged-footer';
import { QueryView } from '../../../components/admin/query-view';
import { idParam, useListParams } from '../../../lib/admin/use-list-params';
import { OrderTable } from '../../../components/admin/order-table';
import { Field, FieldFrame } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/admin/filter-select';

const keys = ['status', 'loginId', 'memberId', 'serviceId', 'link', 'from', 'to', 'stuck'] as const;
type Key = (typeof keys)[number];

/** The filter form; it starts again from the address whenever the address changes. */
function OrderFilters({ initial, onSearch }: { initial: Record<Key, string>; onSearch: (v: Record<Key, string>) => void }) {
  return (
    <FilterForm initial={initial} onSearch={onSearch} resettable hint={initial.memberId && `회원 번호 ${initial.memberId}의 주문만 보고 있습니다.`}>
      {(draft, set) => (
        <>
          <FilterSelect label="상태" value={draft.status} onChange={(v) => set('status', v)} choices={Object.values(OrderStatus).map((s) => [String(s), orderStatusLabel[s]] as const)} />
          <Field label="회원 아이디" value={draft.loginId} onChange={(e) => set('loginId', e.target.value)} />
          <Field label="링크 일부" value={draft.link} onChange={(e) => set('link', e.target.value)} />
          <Field label="상품 번호" inputMode="numeric" value={draft.serviceId} onChange={(e) => set('serviceId', e.target.value)} />
          <FieldFrame label="시작일">
            {({ id }) => <input id={id} type="date" className="input" value={draft.from} onChange={(e) => set('from', e.target.value)} />}
          </FieldFrame>
          <FieldFrame label="종료일">
            {({ id }) => <input id={id} type="date" className="input" value={draft.to} onChange={(e) => set('to', e.target.value)} />}
          </FieldFrame>
          <label className="checkbox">
            <input type="checkbox" checked={draft.stuck === 'true'} onChange={(e) => set('stuck', e.target.checked ? 'true' : '')} />
            멈춘 주문만
          </label>
        </>
      )}
    </FilterForm>
  );
}

/** Search and filter every order; the table links to each order's detail and actions. */
export function OrderList() {
  const { values, page, after, setFilters, setPage } = useListParams(keys);
  const status = /^[0-5]$/.test(values.status) ? Number(values.status) : undefined;
  const orders = useOrders({
    status,
    loginId: values.loginId || undefined,
    memberId: idParam(values.memberId),
    serviceId: idParam(values.serviceId),
    link: values.link || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    stuck: values.stuck === 'true',
    page,
    after,
  });

  return (
    <AdminPage
      title={adminScreens.orders.label}
      desc="주문을 찾아 상태와 공급처 처리 내용을 보고, 재전송·취소·부분 완료를 처리합니다."
      actions={
        <Link to={adminScreens.refills.path} className="btn btn--sm">
          리필(A/S) 요청
        </Link>
      }
    >
      <OrderFilters key={JSON.stringify(values)} initial={values} onSearch={setFilters} />
      <QueryView query={orders} what="주문 목록">
        {(p) => (
          <>
            <p className="adm-count">{countText(p)}</p>
            <OrderTable rows={p.items} />
            <PagedFooter page={page} size={ORDERS_PAGE_SIZE} total={p.total} cursors={p.cursors} onPage={setPage} />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
