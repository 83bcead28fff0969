import { providerServiceTypeLabel, type ProviderServiceItem, type UnreadableProviderService } from '@snsshop/shared/catalog';
import { useMemo, useState } from 'react';
import { UnreadableEntries } from './unreadable-entries';

interface PickListProps {
  items: ProviderServiceItem[];
  unreadable: UnreadableProviderService[];
  picked: Set<string>;
  onPick: (picked: Set<string>) => void;
}

/** The panel's services to tick, found by number, name or category; one already imported cannot be ticked. */
export function ProviderPickList({ items, unreadable, picked, onPick }: PickListProps) {
  const [filter, setFilter] = useState('');
  const importable = items.filter((i) => i.importedServiceId === null);
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? items.filter((i) => `${i.service} ${i.name} ${i.category}`.toLowerCase().includes(f)) : items;
  }, [items, filter]);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    onPick(next);
  };

  return (
    <>
      <div className="adm-inline">
        <input className="input" aria-label="공급처 상품 검색" placeholder="번호·이름·분류로 찾기" value={filter} onChange={(e) => setFilter(e.target.value)} style={{ flex: 1 }} />
        <button type="button" className="btn btn--sm" onClick={() => onPick(new Set(importable.filter((i) => shown.includes(i)).map((i) => i.service)))}>
          보이는 것 모두 선택
        </button>
        <button type="button" className="btn btn--sm" onClick={() => onPick(new Set())}>
          선택 해제
        </button>
      </div>
      <p className="adm-count">
        {items.length}개 중 {picked.size}개 선택 · 이미 가져온 상품은 고를 수 없습니다.
      </p>
      <UnreadableEntries entries={unreadable} />
      <div className="adm-pick-list" role="group" aria-label="공급처 상품">
        {shown.map((i) => (
          <label key={i.service}>
            <input type="checkbox" checked={picked.has(i.service)} disabled={i.importedServiceId !== null} onChange={(e) => toggle(i.service, e.target.checked)} />
            <span>
              <strong>#{i.service}</strong> {i.name}
              <br />
              <span className="adm-hint">
                {i.category ? `${i.category} · ` : ''}
                {i.type !== 'Default' ? `${providerServiceTypeLabel(i.type)} · ` : ''}
                {i.min}~{i.max}개{i.importedServiceId !== null ? ` · 가져옴 (상품 ${i.importedServiceId})` : ''}
              </span>
            </span>
            <span className="adm-mono">{i.rate}</span>
          </label>
        ))}
      </div>
    </>
  );
}
