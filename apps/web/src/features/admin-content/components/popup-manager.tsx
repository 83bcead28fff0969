import { msg } from '@snsshop/shared/common';
import { popupCreateBodySchema, type AdminPopup } from '@snsshop/shared/content';
import { useState } from 'react';
import { popupsApi } from '../api/popups';
import { when } from '../../../lib/admin/format';
import { ImageField } from '../../../components/admin/image-field';
import { ListEditForm, ListManager } from '../../../components/admin/list-manager';
import { parseInteger } from '../../../lib/admin/number-input';
import { Toggle } from '../../../components/admin/toggle';
import { firstIssue, useListForm } from '../../../components/admin/use-list-form';
import { Field } from '../../../components/ui/field';

/** Start-up popup images ("오늘 하루 보지 않기" is the member's choice). */
export function PopupManager() {
  return (
    <ListManager
      editPermission="content.edit"
      title="팝업"
      noun="팝업"
      name={(p) => `팝업 ${p.id}`}
      query={popupsApi.useList()}
      api={popupsApi}
      columns={[
        { key: 'image', header: '이미지', align: 'center', cell: (p) => <img src={p.imageUrl} alt={`팝업 ${p.id}`} className="adm-thumb adm-thumb--wide" /> },
        { key: 'link', header: '링크', cell: (p) => <span className="adm-ellipsis">{p.linkUrl ?? '-'}</span> },
        { key: 'sort', header: '정렬', align: 'end', cell: (p) => p.sortOrder },
        { key: 'createdAt', header: '등록일', align: 'center', cell: (p) => when(p.createdAt) },
      ]}
      toggle={{ field: 'enabled', header: '사용' }}
      deleteMessage={() => '이 팝업을 삭제할까요?'}
      empty="등록된 팝업이 없습니다."
      form={(popup, done) => <PopupForm popup={popup} onDone={done} />}
    />
  );
}

function PopupForm({ popup, onDone }: { popup: AdminPopup | null; onDone: () => void }) {
  const [imageUrl, setImageUrl] = useState<string | null>(popup?.imageUrl ?? null);
  const [linkUrl, setLinkUrl] = useState(popup?.linkUrl ?? '');
  const [enabled, setEnabled] = useState(popup?.enabled ?? true);
  const [sortOrder, setSortOrder] = useState(String(popup?.sortOrder ?? 0));
  const form = useListForm(popupsApi, popup, onDone);

  const submit = () => {
    if (!imageUrl) return form.fail(msg.admin.imageUrlInvalid);
    const parsed = popupCreateBodySchema.safeParse({ imageUrl, linkUrl: linkUrl.trim() || null, enabled, sortOrder: parseInteger(sortOrder) });
    if (!parsed.success) return form.fail(firstIssue(parsed.error));
    form.save(parsed.data);
  };

  return (
    <ListEditForm form={form} onSubmit={submit}>
      <ImageField label="팝업 이미지" value={imageUrl} onChange={setImageUrl} hint="가로 440px 정도가 알맞습니다. PNG, JPEG, WebP, GIF · 2MB 이하" />
      <Field label="누르면 열 주소 (선택)" type="url" value={linkUrl} onChange={(e) => setLinkUrl(e.target.value)} placeholder="https://" />
      <div className="adm-form__row">
        <Field label="정렬 순서" inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
      </div>
      <Toggle label="사용" checked={enabled} onChange={setEnabled} />
    </ListEditForm>
  );
}
