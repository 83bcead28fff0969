import { platformCreateBodySchema, type AdminPlatform } from '@snsshop/shared';
import { useState } from 'react';
import { DataTable, type Column } from '../../../../components/ui/data-table';
import { FormError, useFormError } from '../../../../components/ui/form-error';
import { platformsApi } from '../../api/platforms';
import { Panel } from '../common/admin-page';
import { ImageField } from '../common/image-field';
import { Modal } from '../common/modal';
import { parseInteger } from '../common/number-input';
import { QueryView } from '../common/query-view';
import { Toggle } from '../common/toggle';
import { useConfirm } from '../common/use-confirm';

type Editing = AdminPlatform | 'new' | null;

/** The platform tiles of the order page: name, colour, icon, order and visibility. */
export function PlatformManager() {
  const platforms = platformsApi.useList();
  const update = platformsApi.useUpdate();
  const remove = platformsApi.useRemove();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<AdminPlatform>[] = [
    { key: 'id', header: '번호', align: 'center', cell: (p) => p.id },
    {
      key: 'icon',
      header: '아이콘',
      align: 'center',
      cell: (p) => (p.iconUrl ? <img src={p.iconUrl} alt="" className="adm-thumb" /> : <span className="adm-hint">기본</span>),
    },
    { key: 'text', header: '이름', cell: (p) => <strong>{p.text}</strong> },
    { key: 'bg', header: '배경색', align: 'center', cell: (p) => <span className="adm-swatch" style={{ background: p.background }} title={p.background} /> },
    { key: 'sort', header: '정렬', align: 'end', cell: (p) => p.sortOrder },
    { key: 'categories', header: '카테고리', align: 'end', cell: (p) => `${p.categoryCount}개` },
    {
      key: 'visible',
      header: '노출',
      align: 'center',
      cell: (p) => <Toggle label={`${p.text} 노출`} hideLabel checked={p.visible} onChange={(visible) => update.mutate({ id: p.id, body: { visible } })} />,
    },
    {
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (p) => (
        <span className="adm-actions">
          <button type="button" className="btn btn--xs" onClick={() => setEditing(p)} aria-label={`${p.text} 수정`}>
            수정
          </button>
          <button
            type="button"
            className="btn btn--danger btn--xs"
            aria-label={`${p.text} 삭제`}
            onClick={() =>
              ask({ title: '플랫폼 삭제', message: `'${p.text}' 플랫폼을 삭제할까요? 카테고리가 있으면 삭제할 수 없습니다.`, confirmLabel: '삭제하기', onConfirm: () => remove.mutate(p.id) })
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
      title="플랫폼"
      actions={
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing('new')}>
          플랫폼 추가
        </button>
      }
    >
      <QueryView query={platforms} what="플랫폼 목록">
        {(rows) => <DataTable caption="플랫폼 목록" columns={columns} rows={rows} rowKey={(p) => p.id} empty={<p>플랫폼이 없습니다.</p>} />}
      </QueryView>
      <Modal open={editing !== null} title={editing === 'new' ? '플랫폼 추가' : '플랫폼 수정'} onClose={() => setEditing(null)}>
        {editing !== null && <PlatformForm platform={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      {dialog}
    </Panel>
  );
}

function PlatformForm({ platform, onDone }: { platform: AdminPlatform | null; onDone: () => void }) {
  const [id, setId] = useState('');
  const [text, setText] = useState(platform?.text ?? '');
  const [background, setBackground] = useState(platform?.background || '#5b4cff');
  const [sortOrder, setSortOrder] = useState(String(platform?.sortOrder ?? 0));
  const [visible, setVisible] = useState(platform?.visible ?? true);
  const [iconUrl, setIconUrl] = useState<string | null>(platform?.iconUrl ?? null);
  const { error, fail, clear } = useFormError();
  const create = platformsApi.useCreate();
  const update = platformsApi.useUpdate();

  const submit = () => {
    clear();
    const parsed = platformCreateBodySchema.safeParse({
      id: id.trim() === '' ? undefined : parseInteger(id),
      text,
      background,
      sortOrder: parseInteger(sortOrder),
      visible,
      iconUrl,
    });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.');
    const { id: newId, ...fields } = parsed.data;
    if (platform) update.mutate({ id: platform.id, body: fields }, { onSuccess: onDone });
    else create.mutate({ ...fields, id: newId }, { onSuccess: onDone });
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
      <div className="adm-form__row">
        {!platform && (
          <div className="field">
            <label className="field__label" htmlFor="platform-id">
              플랫폼 번호 (선택)
            </label>
            <input id="platform-id" className="input" inputMode="numeric" value={id} onChange={(e) => setId(e.target.value)} placeholder="비우면 자동" />
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor="platform-text">
            이름
          </label>
          <input id="platform-text" className="input" value={text} onChange={(e) => setText(e.target.value)} maxLength={50} />
        </div>
      </div>
      <div className="adm-form__row">
        <div className="field">
          <label className="field__label" htmlFor="platform-bg">
            배경색
          </label>
          <div className="adm-color">
            <input id="platform-bg" type="color" value={background} onChange={(e) => setBackground(e.target.value)} />
            <span className="adm-mono">{background}</span>
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="platform-sort">
            정렬 순서
          </label>
          <input id="platform-sort" className="input" inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
        </div>
      </div>
      <ImageField label="아이콘" value={iconUrl} onChange={setIconUrl} removable hint="비우면 기본 아이콘(1~15번)을 씁니다. PNG, JPEG, WebP, GIF · 2MB 이하" />
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
