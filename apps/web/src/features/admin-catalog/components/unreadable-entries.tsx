import type { UnreadableProviderService } from '@snsshop/shared/catalog';

/** Entries of the panel's answer that could not be read: listed with the reason, never dropped in silence. */
export function UnreadableEntries({ entries }: { entries: UnreadableProviderService[] }) {
  if (entries.length === 0) return null;
  return (
    <details className="adm-unreadable">
      <summary className="adm-error-text">공급처 답에서 읽지 못한 항목 {entries.length}개 (가져오거나 가격을 맞추지 않습니다)</summary>
      <ul>
        {entries.slice(0, 100).map((u) => (
          <li key={u.position}>
            {u.service !== null ? `공급처 상품 ${u.service}` : `${u.position}번째 항목`}: {u.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}
