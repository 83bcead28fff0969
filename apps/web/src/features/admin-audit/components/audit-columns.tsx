import { auditActionLabel, type AuditEntry } from '@snsshop/shared/audit';
import type { FilterChoice } from '../../../components/admin/filter-select';
import type { Column } from '../../../components/ui/data-table';
import { when } from '../../../lib/admin/format';

const targetLabel: Record<string, string> = {
  charge: '충전',
  deposit: '입금',
  member: '회원',
  order: '주문',
  'auto-order': '자동주문',
  auto_order: '자동주문',
  platform: '플랫폼',
  category: '카테고리',
  service: '상품',
  provider: '공급처',
  media: '이미지',
  notice: '공지',
  qna: 'FAQ',
  popup: '팝업',
  'register-where': '가입 경로',
  settings: '사이트 설정',
  setting: '사이트 설정',
  coupon: '쿠폰',
  staff: '운영자',
};

const json = (v: unknown) => (v === null || v === undefined ? '-' : JSON.stringify(v, null, 2));

function Change({ e }: { e: AuditEntry }) {
  if (e.before == null && e.after == null) return <>-</>;
  return (
    <details>
      <summary className="adm-link">변경 내용 보기</summary>
      <div className="adm-grid">
        <div>
          <span className="adm-hint">이전</span>
          <pre className="adm-json">{json(e.before)}</pre>
        </div>
        <div>
          <span className="adm-hint">이후</span>
          <pre className="adm-json">{json(e.after)}</pre>
        </div>
      </div>
    </details>
  );
}

/** The audit log's columns: when, who, what, on which record, and the change itself. */
export const auditColumns: Column<AuditEntry>[] = [
  { key: 'createdAt', header: '일시', align: 'center', cell: (e) => when(e.createdAt) },
  { key: 'admin', header: '운영자', cell: (e) => e.adminLoginId ?? (e.adminId === null ? '명령줄' : `#${e.adminId}`) },
  { key: 'action', header: '작업', cell: (e) => <strong>{auditActionLabel[e.action] ?? e.action}</strong> },
  { key: 'target', header: '대상', cell: (e) => `${targetLabel[e.targetType] ?? e.targetType}${e.targetId ? ` #${e.targetId}` : ''}` },
  { key: 'change', header: '변경', cell: (e) => <Change e={e} /> },
];

/** The kinds of record the filter offers. */
export const targetTypes: readonly FilterChoice[] = ['charge', 'deposit', 'member', 'order', 'auto-order', 'platform', 'category', 'service', 'provider', 'notice', 'qna', 'popup', 'register-where', 'settings'].map((t) => [t, targetLabel[t]!] as const);
