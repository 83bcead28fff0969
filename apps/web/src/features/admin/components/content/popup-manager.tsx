import { msg, popupCreateBodySchema, type AdminPopup } from '@snsshop/shared';
import { useState } from 'react';
import { DataTable, type Column } from '../../../../components/ui/data-table';
import { FormError, useFormError } from '../../../../components/ui/form-error';
import { popupsApi } from '../../api/popups';
import { Panel } from '../common/admin-page';
import { when } from '../common/format';
import { ImageField } from '../common/image-field';
import { Modal } from '../common/modal';
import { parseInteger } from '../common/number-input';
import { QueryView } from '../common/query-view';
import { Toggle } from '../common/toggle';
import { useConfirm } from '../common/use-confirm';

type Editing = AdminPopup | 'new' | null;

/** Start-up popup images ("오늘 하루 보지 않기" is the member's choice). */
export function PopupManager() {
  const popups = popupsApi.useList();
  const update = popupsApi.useUpdate();
  const remove = popupsApi.useRemove();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<AdminPopup>[] = [
    { key: 'image', header: '이미지', align: 'center', cell: (p) => <img src={p.imageUrl} alt={`팝업 ${p.id}`} className="adm-thumb adm-thumb--wide" /> },
    { key: 'link', header: '링크', cell: (p) => <span className="adm-ellipsis">{p.linkUrl ?? '-'}</span> },
    { key: 'sort', header: '정렬', align: 'end', cell: (p) => p.sortOrder },
    { key: 'createdAt', header: '등록일', align: 'center', cell: (p) => when(p.createdAt) },
    {
      key: 'enabled',
      header: '사용',
      align: 'center',
      cell: (p) => <Toggle label={`팝업 ${p.id} 사용`} hideLabel checked={p.enabled} onChange={(enabled) => update.mutate({ id: p.id, body: { enabled } })} />,
    },
    {
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (p) => (
        <span className="adm-actions">
          <button type="button" className="btn btn--xs" onClick={() => setEditing(p)} aria-label={`팝업 ${p.id} 수정`}>
            수정
          </button>
          <button
            type="button"
            className="btn btn--danger btn--xs"
            aria-label={`팝업 ${p.id} 삭제`}
            onClick={() => ask({ title: '팝업 삭제', message: '이 팝업을 삭제할까요?', confirmLabel: '삭제하기', onConfirm: () => remove.mutate(p.id) })}
          >
            삭제
          </button>
        </span>
      ),
    },
  ];

  return (
    <Panel
      title="팝업"
      actions={
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing('new')}>
          팝업 추가
        </button>
      }
    >
      <QueryView query={popups} what="팝업">
        {(rows) => <DataTable caption="팝업 목록" columns={columns} rows={rows} rowKey={(p) => p.id} empty={<p>등록된 팝업이 없습니다.</p>} />}
      </QueryView>
      <Modal open={editing !== null} title={editing === 'new' ? '팝업 추가' : '팝업 수정'} onClose={() => setEditing(null)}>
        {editing !== null && <PopupForm popup={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      {dialog}
    </Panel>
  );
}

function PopupForm({ popup, onDone }: { popup: AdminPopup | null; onDone: () => void }) {
  const [imageUrl, setImageUrl] = useState<string | null>(popup?.imageUrl ?? null);
  const [linkUrl, setLinkUrl] = useState(popup?.linkUrl ?? '');
  const [enabled, setEnabled] = useState(popup?.enabled ?? true);
  const [sortOrder, setSortOrder] = useState(String(popup?.sortOrder ?? 0));
  const { error, fail, clear } = useFormError();
  const create = popupsApi.useCreate();
  const update = popupsApi.useUpdate();

  const submit = () => {
    clear();
    if (!imageUrl) return fail(msg.admin.imageUrlInvalid);
    const parsed = popupCreateBodySchema.safeParse({ imageUrl, linkUrl: linkUrl.trim() || null, enabled, sortOrder: parseInteger(sortOrder) });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.');
    if (popup) update.mutate({ id: popup.id, body: parsed.data }, { onSuccess: onDone });
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
      <ImageField label="팝업 이미지" value={imageUrl} onChange={setImageUrl} hint="가로 440px 정도가 알맞습니다. PNG, JPEG, WebP, GIF · 2MB 이하" />
      <div className="field">
        <label className="field__label" htmlFor="popup-link">
          누르면 열 주소 (선택)
        </label>
        <input id="popup-link" className="input" type="url" value={linkUrl} onChange={(e) => setLinkUrl(e.target.value)} placeholder="https://" />
      </div>
      <div className="adm-form__row">
        <div className="field">
          <label className="field__label" htmlFor="popup-sort">
            정렬 순서
          </label>
          <input id="popup-sort" className="input" inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
        </div>
      </div>
      <Toggle label="사용" checked={enabled} onChange={setEnabled} />
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
