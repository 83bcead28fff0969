import type { AdminProvider } from '@snsshop/shared/catalog';
import { formatDateTime, formatNumber } from '@snsshop/shared/common';
import { Badge } from '../../../components/admin/badges';
import { Toggle } from '../../../components/admin/toggle';
import type { Column } from '../../../components/ui/data-table';

/** A provider dialog: its form, or a panel's services to import, or a price sync. */
export type ProviderDialog = { kind: 'edit'; provider: AdminProvider | null } | { kind: 'import' | 'sync'; provider: AdminProvider } | null;

interface ProviderRowActions {
  /** keys and settings: providers.edit */
  mayEdit: boolean;
  /** reading a provider's list into the catalog: catalog.edit */
  mayImport: boolean;
  balancePending: boolean;
  onBalance: (p: AdminProvider) => void;
  onEnabled: (p: AdminProvider, enabled: boolean) => void;
  onOpen: (dialog: ProviderDialog) => void;
  onDelete: (p: AdminProvider) => void;
}

function ProviderButtons({ p, mayEdit, mayImport, balancePending, onBalance, onOpen, onDelete }: ProviderRowActions & { p: AdminProvider }) {
  return (
    <span className="adm-actions">
      <button type="button" className="btn btn--soft btn--xs" disabled={balancePending} onClick={() => onBalance(p)} aria-label={`${p.name} 잔액 확인`}>
        잔액 확인
      </button>
      {mayImport && (
        <>
          <button type="button" className="btn btn--soft btn--xs" onClick={() => onOpen({ kind: 'import', provider: p })} aria-label={`${p.name} 상품 가져오기`}>
            상품 가져오기
          </button>
          <button type="button" className="btn btn--soft btn--xs" onClick={() => onOpen({ kind: 'sync', provider: p })} aria-label={`${p.name} 가격 다시 맞추기`}>
            가격 맞추기
          </button>
        </>
      )}
      {mayEdit && (
        <button type="button" className="btn btn--xs" onClick={() => onOpen({ kind: 'edit', provider: p })} aria-label={`${p.name} 수정`}>
          수정
        </button>
      )}
      {mayEdit && (
        <button type="button" className="btn btn--danger btn--xs" aria-label={`${p.name} 삭제`} onClick={() => onDelete(p)}>
          삭제
        </button>
      )}
    </span>
  );
}

const syncText = (p: AdminProvider) =>
  p.priceSyncError ? (
    <span className="adm-error-text" title={p.priceSyncError}>
      실패 (잠시 후 다시 시도)
    </span>
  ) : p.priceSyncedAt ? (
    formatDateTime(p.priceSyncedAt)
  ) : (
    '아직 안 함'
  );

/** The provider list's columns. */
export const providerColumns = (actions: ProviderRowActions): Column<AdminProvider>[] => [
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
  { key: 'priceSync', header: '가격 동기화', cell: syncText },
  {
    key: 'enabled',
    header: '사용',
    align: 'center',
    cell: (p) => (actions.mayEdit ? <Toggle label={`${p.name} 사용`} hideLabel checked={p.enabled} onChange={(enabled) => actions.onEnabled(p, enabled)} /> : p.enabled ? '사용' : '사용 안 함'),
  },
  { key: 'actions', header: '관리', align: 'end', cell: (p) => <ProviderButtons p={p} {...actions} /> },
];
