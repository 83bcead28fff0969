import { providerServiceTypeLabel, type AdminService } from '@snsshop/shared/catalog';
import { formatNumber } from '@snsshop/shared/common';
import { Badge } from '../../../components/admin/badges';
import { Toggle } from '../../../components/admin/toggle';
import type { Column } from '../../../components/ui/data-table';

interface ServiceRowActions {
  categoryName: Map<number, string>;
  providerName: Map<number, string>;
  mayEdit: boolean;
  onVisible: (s: AdminService, visible: boolean) => void;
  onEdit: (s: AdminService) => void;
  onDelete: (s: AdminService) => void;
}

/** What is set on a service, as badges: its type, auto-orders, cancel, stopped, price following the provider. */
function ServiceFlags({ s }: { s: AdminService }) {
  return (
    <span className="adm-inline">
      {s.serviceType !== 'Default' && <Badge tone="info">{providerServiceTypeLabel(s.serviceType)}</Badge>}
      {s.enableAuto && <Badge tone="info">자동주문</Badge>}
      {s.cancellable && <Badge tone="info">취소 가능</Badge>}
      {s.readOnly && (s.suspendReason ? <span title={s.suspendReason}><Badge tone="warn">자동 중지</Badge></span> : <Badge tone="warn">주문 불가</Badge>)}
      {!s.priceLocked && <Badge>가격 연동</Badge>}
    </span>
  );
}

/** The service list's columns; 관리 only for a role that edits the catalog. */
export function serviceColumns({ categoryName, providerName, mayEdit, onVisible, onEdit, onDelete }: ServiceRowActions): Column<AdminService>[] {
  const columns: Column<AdminService>[] = [
    { key: 'id', header: '번호', align: 'center', cell: (s) => s.id },
    { key: 'text', header: '상품명', cell: (s) => <strong className="adm-ellipsis" title={s.text}>{s.text}</strong> },
    { key: 'category', header: '카테고리', cell: (s) => categoryName.get(s.categoryId) ?? `#${s.categoryId}` },
    { key: 'price', header: '단가', align: 'end', cell: (s) => s.priceText },
    { key: 'limits', header: '수량', align: 'end', cell: (s) => `${formatNumber(s.min)}~${formatNumber(s.max)}` },
    { key: 'provider', header: '공급처', cell: (s) => (s.providerId ? `${providerName.get(s.providerId) ?? `#${s.providerId}`} · ${s.providerServiceId ?? ''}` : '기본') },
    { key: 'flags', header: '설정', align: 'center', cell: (s) => <ServiceFlags s={s} /> },
    {
      key: 'visible',
      header: '노출',
      align: 'center',
      cell: (s) => (mayEdit ? <Toggle label={`${s.text} 노출`} hideLabel checked={s.visible} onChange={(visible) => onVisible(s, visible)} /> : s.visible ? '노출' : '숨김'),
    },
    {
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (s) => (
        <span className="adm-actions">
          <button type="button" className="btn btn--xs" onClick={() => onEdit(s)} aria-label={`${s.text} 수정`}>
            수정
          </button>
          <button type="button" className="btn btn--danger btn--xs" aria-label={`${s.text} 삭제`} onClick={() => onDelete(s)}>
            삭제
          </button>
        </span>
      ),
    },
  ];
  return mayEdit ? columns : columns.filter((c) => c.key !== 'actions');
}
