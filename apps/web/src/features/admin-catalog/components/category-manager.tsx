import { categoryCreateBodySchema, type AdminCategory, type AdminPlatform } from '@snsshop/shared/catalog';
import { useState } from 'react';
import { categoriesApi } from '../api/categories';
import { platformsApi } from '../api/platforms';
import { ListEditForm, ListManager } from '../../../components/admin/list-manager';
import { parseInteger } from '../../../lib/admin/number-input';
import { Toggle } from '../../../components/admin/toggle';
import { firstIssue, useListForm } from '../../../components/admin/use-list-form';
import { Field, FieldFrame } from '../../../components/ui/field';

/** Categories of each platform (the chips of the order page). */
export function CategoryManager() {
  const [platformId, setPlatformId] = useState('');
  const platforms = platformsApi.useList();
  const categories = categoriesApi.useList(platformId ? { platformId: Number(platformId) } : {});
  const platformName = new Map(platforms.data?.map((p) => [p.id, p.text]));

  return (
    <ListManager
      editPermission="catalog.edit"
      title="카테고리"
      noun="카테고리"
      what="카테고리 목록"
      name={(c) => c.text}
      query={categories}
      api={categoriesApi}
      columns={[
        { key: 'id', header: '번호', align: 'center', cell: (c) => c.id },
        { key: 'platform', header: '플랫폼', cell: (c) => platformName.get(c.platformId) ?? `#${c.platformId}` },
        { key: 'text', header: '이름', cell: (c) => <strong>{c.text}</strong> },
        { key: 'sort', header: '정렬', align: 'end', cell: (c) => c.sortOrder },
        { key: 'services', header: '상품', align: 'end', cell: (c) => `${c.serviceCount}개` },
      ]}
      toggle={{ field: 'visible', header: '노출' }}
      deleteMessage={(c) => `'${c.text}' 카테고리를 삭제할까요? 상품이 있으면 삭제할 수 없습니다.`}
      empty="카테고리가 없습니다."
      form={(category, done) => <CategoryForm category={category} platforms={platforms.data ?? []} defaultPlatform={platformId} onDone={done} />}
    >
      <div className="adm-filters">
        <FieldFrame label="플랫폼">
          {({ id }) => <PlatformSelect id={id} platforms={platforms.data ?? []} value={platformId} onChange={setPlatformId} allLabel="전체" />}
        </FieldFrame>
      </div>
    </ListManager>
  );
}

export function PlatformSelect({
  id,
  platforms,
  value,
  onChange,
  allLabel,
}: {
  id: string;
  platforms: AdminPlatform[];
  value: string;
  onChange: (v: string) => void;
  allLabel?: string;
}) {
  return (
    <select id={id} className="input select" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{allLabel ?? '플랫폼 선택'}</option>
      {platforms.map((p) => (
        <option key={p.id} value={p.id}>
          {p.text}
        </option>
      ))}
    </select>
  );
}

function CategoryForm({ category, platforms, defaultPlatform, onDone }: { category: AdminCategory | null; platforms: AdminPlatform[]; defaultPlatform: string; onDone: () => void }) {
  const [platformId, setPlatformId] = useState(category ? String(category.platformId) : defaultPlatform);
  const [text, setText] = useState(category?.text ?? '');
  const [sortOrder, setSortOrder] = useState(String(category?.sortOrder ?? 0));
  const [visible, setVisible] = useState(category?.visible ?? true);
  const form = useListForm(categoriesApi, category, onDone);

  const submit = () => {
    if (!platformId) return form.fail('플랫폼을 선택해주세요.');
    const parsed = categoryCreateBodySchema.safeParse({ platformId: platformId ? Number(platformId) : undefined, text, sortOrder: parseInteger(sortOrder), visible });
    if (!parsed.success) return form.fail(firstIssue(parsed.error));
    form.save(parsed.data);
  };

  return (
    <ListEditForm form={form} onSubmit={submit}>
      <FieldFrame label="플랫폼">
        {({ id }) => <PlatformSelect id={id} platforms={platforms} value={platformId} onChange={setPlatformId} />}
      </FieldFrame>
      <div className="adm-form__row">
        <Field label="이름" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} />
        <Field label="정렬 순서" inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
      </div>
      <Toggle label="쇼핑몰에 노출" checked={visible} onChange={setVisible} />
    </ListEditForm>
  );
}
