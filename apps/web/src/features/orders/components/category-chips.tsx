import type { Category } from '@snsshop/shared/catalog';

interface CategoryChipsProps {
  categories: readonly Category[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

export function CategoryChips({ categories, selectedId, onSelect }: CategoryChipsProps) {
  if (categories.length === 0) return <p className="muted">이 플랫폼에 등록된 카테고리가 없습니다.</p>;
  return (
    <ul className="chips" aria-label="카테고리 목록">
      {categories.map((c) => (
        <li key={c.id}>
          <button type="button" className="chip" aria-pressed={c.id === selectedId} onClick={() => onSelect(c.id)}>
            {c.text}
          </button>
        </li>
      ))}
    </ul>
  );
}
