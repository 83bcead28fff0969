import type { AdminCategory, AdminPlatform } from '@snsshop/shared/catalog';
import { useState } from 'react';
import { FilterSelect } from '../../../components/admin/filter-select';
import { Field, FieldFrame } from '../../../components/ui/field';
import { PlatformSelect } from './category-manager';
import { SearchForm } from '../../../components/admin/filter-form';

interface ServiceFiltersProps {
  platforms: AdminPlatform[];
  categories: AdminCategory[];
  platformId: string;
  categoryId: string;
  onPlatform: (id: string) => void;
  onCategory: (id: string) => void;
  /** The name typed, sent on 검색. */
  onSearch: (q: string) => void;
}

/** The service list's filters: a platform narrows the categories offered; the name is searched on 검색. */
export function ServiceFilters({ platforms, categories, platformId, categoryId, onPlatform, onCategory, onSearch }: ServiceFiltersProps) {
  const [q, setQ] = useState('');
  const shown = categories.filter((c) => !platformId || c.platformId === Number(platformId));
  return (
    <SearchForm onSearch={() => onSearch(q)}>
      <FieldFrame label="플랫폼">{({ id }) => <PlatformSelect id={id} platforms={platforms} value={platformId} allLabel="전체" onChange={onPlatform} />}</FieldFrame>
      <FilterSelect label="카테고리" value={categoryId} onChange={onCategory} choices={shown.map((c) => [String(c.id), c.text] as const)} />
      <Field label="상품명" value={q} onChange={(e) => setQ(e.target.value)} />
    </SearchForm>
  );
}
