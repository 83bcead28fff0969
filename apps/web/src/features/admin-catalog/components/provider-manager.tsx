import type { AdminProvider } from '@snsshop/shared/catalog';
import { formatNumber } from '@snsshop/shared/common';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { Modal } from '../../../components/admin/modal';
import { QueryView } from '../../../components/admin/query-view';
import { useConfirm } from '../../../components/admin/use-confirm';
import { DataTable } from '../../../components/ui/data-table';
import { useCan } from '../../../lib/admin/get-admin-me';
import { toast } from '../../../lib/toast';
import { useCheckProviderBalance } from '../api/get-provider-balance';
import { providersApi } from '../api/providers';
import { providerColumns, type ProviderDialog } from './provider-columns';
import { ProviderForm } from './provider-form';
import { ProviderImport } from './provider-import';
import { ProviderSync } from './provider-sync';

const dialogTitle = { edit: '공급처', import: '공급처 상품 가져오기', sync: '가격 다시 맞추기' } as const;

const balanceText = (b: { balance: string | null; currency: string | null }) =>
  `${b.balance !== null && Number.isFinite(Number(b.balance)) ? formatNumber(Number(b.balance)) : (b.balance ?? '-')} ${b.currency ?? ''}`;

/** SMM API v2 panels: address, key (write-only), balance, import and re-sync. */
export function ProviderManager() {
  const providers = providersApi.useList();
  const update = providersApi.useUpdate();
  const remove = providersApi.useRemove();
  const balance = useCheckProviderBalance();
  const { ask, dialog } = useConfirm();
  const [open, setOpen] = useState<ProviderDialog>(null);
  const mayEdit = useCan('providers.edit');
  const mayImport = useCan('catalog.edit');

  const columns = providerColumns({
    mayEdit,
    mayImport,
    balancePending: balance.isPending,
    onBalance: (p: AdminProvider) =>
      balance.mutate(p.id, {
        onSuccess: (b) => {
          if (b.error) toast.error(`${p.name}: ${b.error}`);
          else toast.success(`${p.name} 잔액: ${balanceText(b)}`.trim());
        },
      }),
    onEnabled: (p, enabled) => update.mutate({ id: p.id, body: { enabled } }),
    onOpen: setOpen,
    onDelete: (p) => ask({ title: '공급처 삭제', message: `'${p.name}' 공급처를 삭제할까요? 상품이나 주문이 연결되어 있으면 삭제할 수 없습니다.`, confirmLabel: '삭제하기', onConfirm: () => remove.mutate(p.id) }),
  });

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
