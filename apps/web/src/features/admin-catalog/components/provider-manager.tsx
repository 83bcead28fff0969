import { useCan } from '../../../lib/admin/get-admin-me';
import type { AdminProvider } from '@snsshop/shared/catalog';
import { formatDateTime, formatNumber } from '@snsshop/shared/common';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { toast } from '../../../lib/toast';
import { useCheckProviderBalance } from '../api/get-provider-balance';
import { providersApi } from '../api/providers';
import { Panel } from '../../../components/admin/admin-page';
import { Badge } from '../../../components/admin/badges';
import { Modal } from '../../../components/admin/modal';
import { QueryView } from '../../../components/admin/query-view';
import { Toggle } from '../../../components/admin/toggle';
import { useConfirm } from '../../../components/admin/use-confirm';
import { ProviderForm } from './provider-form';
import { ProviderImport } from './provider-import';
import { ProviderSync } from './provider-sync';

type Dialog = { kind: 'edit'; provider: AdminProvider | null } | { kind: 'import' | 'sync'; provider: AdminProvider } | null;

const dialogTitle = { edit: '공급처', import: '공급처 상품 가져오기', sync: '가격 다시 맞추기' } as const;

/** SMM API v2 panels: address, key (write-only), balance, import and re-sync. */
export function ProviderManager() {
  const providers = providersApi.useList();
  const update = providersApi.useUpdate();
  const remove = providersApi.useRemove();
  const balance = useCheckProviderBalance();
  const { ask, dialog } = useConfirm();
  const [open, setOpen] = useState<Dialog>(null);

  const checkBalance = (p: AdminProvider) =>
    balance.mutate(p.id, {
      onSuccess: (b) => {
        if (b.error) toast.error(`${p.name}: ${b.error}`);
        else toast.success(`${p.name} 잔액: ${b.balance !== null && Number.isFinite(Number(b.balance)) ? formatNumber(Number(b.balance)) : (b.balance ?? '-')} ${b.currency ?? ''}`.trim());
      },
    });

  // provider keys and settings: providers.edit; reading a provider's list into the catalog: catalog.edit
  const mayEdit = useCan('providers.edit');
  const mayImport = useCan('catalog.edit');
  const columns: Column<AdminProvider>[] = [
    {
      key: 'name',
      header: '이름',
      cell: (p) => (
        <span className="adm-inline">
          <strong>{p.name}</strong>
          {!p.guardsLink && <Badge tone="warn">같은 링크 중복 허용</Badge>}
        </span>
      ),
    },
    { key: 'baseUrl', header: 'API 주소', cell: (p) => <span className="adm-ellipsis adm-mono" title={p.baseUrl}>{p.baseUrl}</span> },
    { key: 'key', header: 'API 키', cell: (p) => <span className="adm-mono">{p.apiKeyMasked}</span> },
    { key: 'rate', header: '환율', align: 'end', cell: (p) => formatNumber(p.exchangeRate) },
    { key: 'services', header: '상품', align: 'end', cell: (p) => `${p.serviceCount}개` },
    {
      key: 'priceSync',
      header: '가격 동기화',
      cell: (p) =>
        p.priceSyncError ? (
          <span className="adm-error-text" title={p.priceSyncError}>
            실패 (잠시 후 다시 시도)
          </span>
        ) : p.priceSyncedAt ? (
          formatDateTime(p.priceSyncedAt)
        ) : (
          '아직 안 함'
        ),
    },
    {
      key: 'enabled',
      header: '사용',
      align: 'center',
      cell: (p) => (mayEdit ? <Toggle label={`${p.name} 사용`} hideLabel checked={p.enabled} onChange={(enabled) => update.mutate({ id: p.id, body: { enabled } })} /> : p.enabled ? '사용' : '사용 안 함'),
    },
    {
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (p) => (
        <span className="adm-actions">
          <button type="button" className="btn btn--soft btn--xs" disabled={balance.isPending} onClick={() => checkBalance(p)} aria-label={`${p.name} 잔액 확인`}>
            잔액 확인
          </button>
          {mayImport && (
            <>
              <button type="button" className="btn btn--soft btn--xs" onClick={() => setOpen({ kind: 'import', provider: p })} aria-label={`${p.name} 상품 가져오기`}>
                상품 가져오기
              </button>
              <button type="button" className="btn btn--soft btn--xs" onClick={() => setOpen({ kind: 'sync', provider: p })} aria-label={`${p.name} 가격 다시 맞추기`}>
                가격 맞추기
              </button>
            </>
          )}
          {mayEdit && (
            <button type="button" className="btn btn--xs" onClick={() => setOpen({ kind: 'edit', provider: p })} aria-label={`${p.name} 수정`}>
              수정
            </button>
          )}
          {mayEdit && (
            <button
              type="button"
              className="btn btn--danger btn--xs"
              aria-label={`${p.name} 삭제`}
              onClick={() =>
                ask({ title: '공급처 삭제', message: `'${p.name}' 공급처를 삭제할까요? 상품이나 주문이 연결되어 있으면 삭제할 수 없습니다.`, confirmLabel: '삭제하기', onConfirm: () => remove.mutate(p.id) })
              }
            >
              삭제
            </button>
          )}
        </span>
      ),
    },
  ];

  const close = () => setOpen(null);
  return (
    <Panel
      title="공급처"
      actions={
        mayEdit ? (
          <button type="button" className="btn btn--primary btn--sm" onClick={() => setOpen({ kind: 'edit', provider: null })}>
            공급처 추가
          </button>
        ) : undefined
      }
    >
      <p className="adm-hint">SMM 패널의 API v2 주소와 키를 등록하면 상품을 가져오고 주문을 자동으로 보낼 수 있습니다. 공급처가 없는 상품은 기본(시뮬레이션)으로 처리됩니다.</p>
      <QueryView query={providers} what="공급처 목록">
        {(rows) => <DataTable caption="공급처 목록" columns={columns} rows={rows} rowKey={(p) => p.id} empty={<p>등록된 공급처가 없습니다.</p>} />}
      </QueryView>
      <Modal
        open={open !== null}
        title={open?.kind === 'edit' ? `${dialogTitle.edit} ${open.provider ? '수정' : '추가'}` : open ? `${dialogTitle[open.kind]} · ${open.provider.name}` : ''}
        onClose={close}
        wide={open?.kind === 'import'}
      >
        {open?.kind === 'edit' && <ProviderForm provider={open.provider} onDone={close} />}
        {open?.kind === 'import' && <ProviderImport provider={open.provider} onDone={close} />}
        {open?.kind === 'sync' && <ProviderSync provider={open.provider} onDone={close} />}
      </Modal>
      {dialog}
    </Panel>
  );
}
