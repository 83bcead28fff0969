import { platformCreateBodySchema, type AdminPlatform } from '@snsshop/shared/catalog';
import { useState } from 'react';
import { platformsApi } from '../api/platforms';
import { ImageField } from '../../../components/admin/image-field';
import { ListEditForm, ListManager } from '../../../components/admin/list-manager';
import { parseInteger } from '../../../lib/admin/number-input';
import { Toggle } from '../../../components/admin/toggle';
import { firstIssue, useListForm } from '../../../components/admin/use-list-form';
import { Field } from '../../../components/ui/field';

/** The platform tiles of the order page: name, colour, icon, order and visibility. */
export function PlatformManager() {
  return (
    <ListManager
      editPermission="catalog.edit"
      title="플랫폼"
      noun="플랫폼"
      what="플랫폼 목록"
      name={(p) => p.text}
      query={platformsApi.useList()}
      api={platformsApi}
      columns={[
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
      ]}
      toggle={{ field: 'visible', header: '노출' }}
      deleteMessage={(p) => `'${p.text}' 플랫폼을 삭제할까요? 카테고리가 있으면 삭제할 수 없습니다.`}
      empty="플랫폼이 없습니다."
      form={(platform, done) => <PlatformForm platform={platform} onDone={done} />}
    />
  );
}

function PlatformForm({ platform, onDone }: { platform: AdminPlatform | null; onDone: () => void }) {
  const [id, setId] = useState('');
  const [text, setText] = useState(platform?.text ?? '');
  const [background, setBackground] = useState(platform?.background || '#5b4cff');
  const [sortOrder, setSortOrder] = useState(String(platform?.sortOrder ?? 0));
  const [visible, setVisible] = useState(platform?.visible ?? true);
  const [iconUrl, setIconUrl] = useState<string | null>(platform?.iconUrl ?? null);
  const form = useListForm(platformsApi, platform, onDone);

  const submit = () => {
    const parsed = platformCreateBodySchema.safeParse({
      id: id.trim() === '' ? undefined : parseInteger(id),
      text,
      background,
      sortOrder: parseInteger(sortOrder),
      visible,
      iconUrl,
    });
    if (!parsed.success) return form.fail(firstIssue(parsed.error));
    const { id: newId, ...fields } = parsed.data;
    form.save({ ...fields, id: newId }, fields);
  };

  return (
    <ListEditForm form={form} onSubmit={submit}>
      <div className="adm-form__row">
        {!platform && (
          <Field label="플랫폼 번호 (선택)" inputMode="numeric" value={id} onChange={(e) => setId(e.target.value)} placeholder="비우면 자동" />
        )}
        <Field label="이름" value={text} onChange={(e) => setText(e.target.value)} maxLength={50} />
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
        <Field label="정렬 순서" inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
      </div>
      <ImageField label="아이콘" value={iconUrl} onChange={setIconUrl} removable hint="비우면 기본 아이콘(1~15번)을 씁니다. PNG, JPEG, WebP, GIF · 2MB 이하" />
      <Toggle label="쇼핑몰에 노출" checked={visible} onChange={setVisible} />
    </ListEditForm>
  );
}
