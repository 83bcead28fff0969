import { categoryCreateBodySchema, type AdminCategory, type AdminPlatform } from '@snsshop/shared';
import { useState } from 'react';
import { DataTable, type Column } from '../../../../components/ui/data-table';
import { FormError, useFormError } from '../../../../components/ui/form-error';
import { categoriesApi } from '../../api/categories';
import { platformsApi } from '../../api/platforms';
import { Panel } from '../common/admin-page';
import { Modal } from '../common/modal';
import { parseInteger } from '../common/number-input';
import { QueryView } from '../common/query-view';
import { Toggle } from '../common/toggle';
import { useConfirm } from '../common/use-confirm';

type Editing = AdminCategory | 'new' | null;

/** Categories of each platform (the chips of the order page). */
export function CategoryManager() {
  const [platformId, setPlatformId] = useState('');
  const platforms = platformsApi.useList();
  const categories = categoriesApi.useList(platformId ? { platformId: Number(platformId) } : {});
  const update = categoriesApi.useUpdate();
  const remove = categoriesApi.useRemove();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const platformName = new Map(platforms.data?.map((p) => [p.id, p.text]));

  const columns: Column<AdminCategory>[] = [
    { key: 'id', header: '번호', align: 'center', cell: (c) => c.id },
    { key: 'platform', header: '플랫폼', cell: (c) => platformName.get(c.platformId) ?? `#${c.platformId}` },
    { key: 'text', header: '이름', cell: (c) => <strong>{c.text}</strong> },
    { key: 'sort', header: '정렬', align: 'end', cell: (c) => c.sortOrder },
    { key: 'services', header: '상품', align: 'end', cell: (c) => `${c.serviceCount}개` },
    {
      key: 'visible',
      header: '노출',
      align: 'center',
      cell: (c) => <Toggle label={`${c.text} 노출`} hideLabel checked={c.visible} onChange={(visible) => update.mutate({ id: c.id, body: { visible } })} />,
    },
    {
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (c) => (
        <span className="adm-actions">
          <button type="button" className="btn btn--xs" onClick={() => setEditing(c)} aria-label={`${c.text} 수정`}>
            수정
          </button>
          <button
            type="button"
            className="btn btn--danger btn--xs"
            aria-label={`${c.text} 삭제`}
            onClick={() =>
              ask({ title: '카테고리 삭제', message: `'${c.text}' 카테고리를 삭제할까요? 상품이 있으면 삭제할 수 없습니다.`, confirmLabel: '삭제하기', onConfirm: () => remove.mutate(c.id) })
            }
          >
            삭제
          </button>
        </span>
      ),
    },
  ];

  return (
    <Panel
      title="카테고리"
      actions={
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing('new')}>
          카테고리 추가
        </button>
      }
    >
      <div className="adm-filters">
        <div className="field">
          <label className="field__label" htmlFor="category-platform-filter">
            플랫폼
          </label>
          <PlatformSelect id="category-platform-filter" platforms={platforms.data ?? []} value={platformId} onChange={setPlatformId} allLabel="전체" />
        </div>
      </div>
      <QueryView query={categories} what="카테고리 목록">
        {(rows) => <DataTable caption="카테고리 목록" columns={columns} rows={rows} rowKey={(c) => c.id} empty={<p>카테고리가 없습니다.</p>} />}
      </QueryView>
      <Modal open={editing !== null} title={editing === 'new' ? '카테고리 추가' : '카테고리 수정'} onClose={() => setEditing(null)}>
        {editing !== null && (
          <CategoryForm category={editing === 'new' ? null : editing} platforms={platforms.data ?? []} defaultPlatform={platformId} onDone={() => setEditing(null)} />
        )}
      </Modal>
      {dialog}
    </Panel>
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
  const { error, fail, clear } = useFormError();
  const create = categoriesApi.useCreate();
  const update = categoriesApi.useUpdate();

  const submit = () => {
    clear();
    if (!platformId) return fail('플랫폼을 선택해주세요.');
    const parsed = categoryCreateBodySchema.safeParse({ platformId: platformId ? Number(platformId) : undefined, text, sortOrder: parseInteger(sortOrder), visible });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.');
    if (category) update.mutate({ id: category.id, body: parsed.data }, { onSuccess: onDone });
    else create.mutate(parsed.data, { onSuccess: onDone });
  };

  return (
    <form
      className="adm-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor="category-platform">
          플랫폼
        </label>
        <PlatformSelect id="category-platform" platforms={platforms} value={platformId} onChange={setPlatformId} />
      </div>
      <div className="adm-form__row">
        <div className="field">
          <label className="field__label" htmlFor="category-text">
            이름
          </label>
          <input id="category-text" className="input" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="category-sort">
            정렬 순서
          </label>
          <input id="category-sort" className="input" inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
        </div>
      </div>
      <Toggle label="쇼핑몰에 노출" checked={visible} onChange={setVisible} />
      <FormError message={error} />
      <div className="adm-form__actions">
        <button type="button" className="btn" onClick={onDone}>
          취소
        </button>
        <button type="submit" className="btn btn--primary" disabled={create.isPending || update.isPending}>
          저장
        </button>
      </div>
    </form>
  );
}
