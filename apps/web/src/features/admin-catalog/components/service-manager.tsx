import { useCan } from '../../../lib/admin/get-admin-me';
import { providerServiceTypeLabel, type AdminService } from '@snsshop/shared/catalog';
import { formatNumber } from '@snsshop/shared/common';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { categoriesApi } from '../api/categories';
import { useDeleteService } from '../api/delete-service';
import { SERVICES_PAGE_SIZE, useServices } from '../api/get-services';
import { platformsApi } from '../api/platforms';
import { providersApi } from '../api/providers';
import { useUpdateService } from '../api/update-service';
import { Panel } from '../../../components/admin/admin-page';
import { Badge } from '../../../components/admin/badges';
import { Modal } from '../../../components/admin/modal';
import { PagedFooter } from '../../../components/admin/paged-footer';
import { QueryView } from '../../../components/admin/query-view';
import { Toggle } from '../../../components/admin/toggle';
import { useConfirm } from '../../../components/admin/use-confirm';
import { PlatformSelect } from './category-manager';
import { RouteEditor } from './route-editor';
import { ServiceForm } from './service-form';
import { Field, FieldFrame } from '../../../components/ui/field';

type Editing = AdminService | 'new' | null;

/** The products members order; filter by platform/category/provider or name. */
export function ServiceManager() {
  const [platformId, setPlatformId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const platforms = platformsApi.useList();
  const categories = categoriesApi.useList();
  const providers = providersApi.useList();
  const services = useServices({ platformId: platformId ? Number(platformId) : undefined, categoryId: categoryId ? Number(categoryId) : undefined, q: search, page });
  const update = useUpdateService();
  const remove = useDeleteService();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);

  const categoryName = new Map(categories.data?.map((c) => [c.id, c.text]));
  const providerName = new Map(providers.data?.map((p) => [p.id, p.name]));
  const shownCategories = (categories.data ?? []).filter((c) => !platformId || c.platformId === Number(platformId));

  const mayEdit = useCan('catalog.edit');
  const columns: Column<AdminService>[] = [
    { key: 'id', header: '번호', align: 'center', cell: (s) => s.id },
    { key: 'text', header: '상품명', cell: (s) => <strong className="adm-ellipsis" title={s.text}>{s.text}</strong> },
    { key: 'category', header: '카테고리', cell: (s) => categoryName.get(s.categoryId) ?? `#${s.categoryId}` },
    { key: 'price', header: '단가', align: 'end', cell: (s) => s.priceText },
    { key: 'limits', header: '수량', align: 'end', cell: (s) => `${formatNumber(s.min)}~${formatNumber(s.max)}` },
    {
      key: 'provider',
      header: '공급처',
      cell: (s) => (s.providerId ? `${providerName.get(s.providerId) ?? `#${s.providerId}`} · ${s.providerServiceId ?? ''}` : '기본'),
    },
    {
      key: 'flags',
      header: '설정',
      align: 'center',
      cell: (s) => (
        <span className="adm-inline">
          {s.serviceType !== 'Default' && <Badge tone="info">{providerServiceTypeLabel(s.serviceType)}</Badge>}
          {s.enableAuto && <Badge tone="info">자동주문</Badge>}
          {s.cancellable && <Badge tone="info">취소 가능</Badge>}
          {s.readOnly && (s.suspendReason ? <span title={s.suspendReason}><Badge tone="warn">자동 중지</Badge></span> : <Badge tone="warn">주문 불가</Badge>)}
          {!s.priceLocked && <Badge>가격 연동</Badge>}
        </span>
      ),
    },
    {
      key: 'visible',
      header: '노출',
      align: 'center',
      cell: (s) => (mayEdit ? <Toggle label={`${s.text} 노출`} hideLabel checked={s.visible} onChange={(visible) => update.mutate({ id: s.id, body: { visible } })} /> : s.visible ? '노출' : '숨김'),
    },
    {
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (s) => (
        <span className="adm-actions">
          <button type="button" className="btn btn--xs" onClick={() => setEditing(s)} aria-label={`${s.text} 수정`}>
            수정
          </button>
          <button
            type="button"
            className="btn btn--danger btn--xs"
            aria-label={`${s.text} 삭제`}
            onClick={() =>
              ask({ title: '상품 삭제', message: `'${s.text}' 상품을 삭제할까요? 주문 내역이 있으면 삭제할 수 없으니 숨김으로 바꿔주세요.`, confirmLabel: '삭제하기', onConfirm: () => remove.mutate(s.id) })
            }
          >
            삭제
          </button>
        </span>
      ),
    },
  ];

  return (
    <Panel
      title="상품"
      actions={
        mayEdit ? (
          <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing('new')}>
            상품 추가
          </button>
        ) : undefined
      }
    >
      <form
        className="adm-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(q);
          setPage(1);
        }}
      >
        <FieldFrame label="플랫폼">
          {({ id }) => (
            <PlatformSelect
              id={id}
              platforms={platforms.data ?? []}
              value={platformId}
              allLabel="전체"
              onChange={(v) => {
                setPlatformId(v);
                setCategoryId('');
                setPage(1);
              }}
            />
          )}
        </FieldFrame>
        <FieldFrame label="카테고리">
          {({ id }) => (
            <select
              id={id}
              className="input select"
              value={categoryId}
              onChange={(e) => {
                setCategoryId(e.target.value);
                setPage(1);
              }}
            >
              <option value="">전체</option>
              {shownCategories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.text}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <Field label="상품명" value={q} onChange={(e) => setQ(e.target.value)} />
        <div className="adm-filters__buttons">
          <button type="submit" className="btn btn--primary">
            검색
          </button>
        </div>
      </form>
      <QueryView query={services} what="상품 목록">
        {(p) => (
          <>
            <p className="adm-count">총 {p.total.toLocaleString('ko-KR')}개</p>
            <DataTable caption="상품 목록" columns={mayEdit ? columns : columns.filter((c) => c.key !== 'actions')} rows={p.items} rowKey={(s) => s.id} empty={<p>조건에 맞는 상품이 없습니다.</p>} />
            <PagedFooter page={page} size={SERVICES_PAGE_SIZE} total={p.total} onPage={setPage} />
          </>
        )}
      </QueryView>
      <Modal open={editing !== null} title={editing === 'new' ? '상품 추가' : '상품 수정'} onClose={() => setEditing(null)} wide>
        {editing !== null && (
          <ServiceForm
            service={editing === 'new' ? null : editing}
            platforms={platforms.data ?? []}
            categories={categories.data ?? []}
            providers={providers.data ?? []}
            defaultCategoryId={categoryId}
            onDone={() => setEditing(null)}
          />
        )}
        {editing !== null && editing !== 'new' && <RouteEditor serviceId={editing.id} providers={providers.data ?? []} />}
        {editing === 'new' && <p className="adm-hint">상품을 저장한 뒤 수정 화면에서 공급 경로를 여러 개 정할 수 있습니다.</p>}
      </Modal>
      {dialog}
    </Panel>
  );
}
