import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { PagedFooter } from '../../../components/admin/paged-footer';
import { QueryView } from '../../../components/admin/query-view';
import { useConfirm } from '../../../components/admin/use-confirm';
import { DataTable } from '../../../components/ui/data-table';
import { useCan } from '../../../lib/admin/get-admin-me';
import { categoriesApi } from '../api/categories';
import { useDeleteService } from '../api/delete-service';
import { SERVICES_PAGE_SIZE, useServices } from '../api/get-services';
import { platformsApi } from '../api/platforms';
import { providersApi } from '../api/providers';
import { useUpdateService } from '../api/update-service';
import { serviceColumns } from './service-columns';
import { ServiceEditDialog, type ServiceEditing } from './service-edit-dialog';
import { ServiceFilters } from './service-filters';

/** The products members order; filter by platform/category/provider or name. */
export function ServiceManager() {
  const [platformId, setPlatformId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const platforms = platformsApi.useList();
  const categories = categoriesApi.useList();
  const providers = providersApi.useList();
  const services = useServices({ platformId: platformId ? Number(platformId) : undefined, categoryId: categoryId ? Number(categoryId) : undefined, q: search, page });
  const update = useUpdateService();
  const remove = useDeleteService();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<ServiceEditing>(null);
  const mayEdit = useCan('catalog.edit');

  const columns = serviceColumns({
    categoryName: new Map(categories.data?.map((c) => [c.id, c.text])),
    providerName: new Map(providers.data?.map((p) => [p.id, p.name])),
    mayEdit,
    onVisible: (s, visible) => update.mutate({ id: s.id, body: { visible } }),
    onEdit: setEditing,
    onDelete: (s) => ask({ title: '상품 삭제', message: `'${s.text}' 상품을 삭제할까요? 주문 내역이 있으면 삭제할 수 없으니 숨김으로 바꿔주세요.`, confirmLabel: '삭제하기', onConfirm: () => remove.mutate(s.id) }),
  });

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
      <ServiceFilters
        platforms={platforms.data ?? []}
        categories={categories.data ?? []}
        platformId={platformId}
        categoryId={categoryId}
        onPlatform={(v) => {
          setPlatformId(v);
          setCategoryId('');
          setPage(1);
        }}
        onCategory={(v) => {
          setCategoryId(v);
          setPage(1);
        }}
        onSearch={(q) => {
          setSearch(q);
          setPage(1);
        }}
      />
      <QueryView query={services} what="상품 목록">
        {(p) => (
          <>
            <p className="adm-count">총 {p.total.toLocaleString('ko-KR')}개</p>
            <DataTable caption="상품 목록" columns={columns} rows={p.items} rowKey={(s) => s.id} empty={<p>조건에 맞는 상품이 없습니다.</p>} />
            <PagedFooter page={page} size={SERVICES_PAGE_SIZE} total={p.total} onPage={setPage} />
          </>
        )}
      </QueryView>
      <ServiceEditDialog
        editing={editing}
        platforms={platforms.data ?? []}
        categories={categories.data ?? []}
        providers={providers.data ?? []}
        defaultCategoryId={categoryId}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </Panel>
  );
}
