import { colorPattern, msg, noticeCreateBodySchema, type AdminNotice } from '@snsshop/shared';
import { useState } from 'react';
import { DataTable, type Column } from '../../../../components/ui/data-table';
import { FormError, useFormError } from '../../../../components/ui/form-error';
import { safeHtml } from '../../../../lib/safe-html';
import { noticesApi } from '../../api/notices';
import { Panel } from '../common/admin-page';
import { Badge } from '../common/badges';
import { when } from '../common/format';
import { Modal } from '../common/modal';
import { parseInteger } from '../common/number-input';
import { QueryView } from '../common/query-view';
import { Toggle } from '../common/toggle';
import { useConfirm } from '../common/use-confirm';
import { RichTextEditor } from './rich-text-editor';

type Editing = AdminNotice | 'new' | null;

/** Text of some HTML, to tell an empty notice from one with content. */
const plainText = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return (div.textContent ?? '').trim();
};

/** The notice as members will see it, through the same browser-side sanitiser as /order. */
export function NoticePreview({ notice }: { notice: Pick<AdminNotice, 'content' | 'bgColor'> }) {
  return <div className="adm-notice-preview" style={notice.bgColor ? { background: notice.bgColor } : undefined} dangerouslySetInnerHTML={{ __html: safeHtml(notice.content) }} />;
}

export function NoticeManager() {
  const notices = noticesApi.useList();
  const update = noticesApi.useUpdate();
  const remove = noticesApi.useRemove();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<AdminNotice>[] = [
    { key: 'content', header: '내용', cell: (n) => <NoticePreview notice={n} /> },
    { key: 'top', header: '상단 강조', align: 'center', cell: (n) => (n.isTop ? <Badge tone="info">강조</Badge> : '-') },
    { key: 'sort', header: '정렬', align: 'end', cell: (n) => n.sortOrder },
    { key: 'createdAt', header: '작성일', align: 'center', cell: (n) => when(n.createdAt) },
    {
      key: 'visible',
      header: '노출',
      align: 'center',
      cell: (n) => <Toggle label={`공지 ${n.id} 노출`} hideLabel checked={n.visible} onChange={(visible) => update.mutate({ id: n.id, body: { visible } })} />,
    },
    {
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (n) => (
        <span className="adm-actions">
          <button type="button" className="btn btn--xs" onClick={() => setEditing(n)} aria-label={`공지 ${n.id} 수정`}>
            수정
          </button>
          <button
            type="button"
            className="btn btn--danger btn--xs"
            aria-label={`공지 ${n.id} 삭제`}
            onClick={() => ask({ title: '공지 삭제', message: '이 공지를 삭제할까요?', confirmLabel: '삭제하기', onConfirm: () => remove.mutate(n.id) })}
          >
            삭제
          </button>
        </span>
      ),
    },
  ];

  return (
    <Panel
      title="공지사항"
      actions={
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing('new')}>
          공지 추가
        </button>
      }
    >
      <QueryView query={notices} what="공지사항">
        {(rows) => <DataTable caption="공지사항 목록" columns={columns} rows={rows} rowKey={(n) => n.id} empty={<p>공지사항이 없습니다.</p>} />}
      </QueryView>
      <Modal open={editing !== null} title={editing === 'new' ? '공지 추가' : '공지 수정'} onClose={() => setEditing(null)} wide>
        {editing !== null && <NoticeForm notice={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      {dialog}
    </Panel>
  );
}

function NoticeForm({ notice, onDone }: { notice: AdminNotice | null; onDone: () => void }) {
  const [content, setContent] = useState(notice?.content ?? '');
  const [isTop, setIsTop] = useState(notice?.isTop ?? false);
  const [useColor, setUseColor] = useState(Boolean(notice?.bgColor));
  const [bgColor, setBgColor] = useState(notice?.bgColor && colorPattern.test(notice.bgColor) ? notice.bgColor : '#fff4d6');
  const [visible, setVisible] = useState(notice?.visible ?? true);
  const [sortOrder, setSortOrder] = useState(String(notice?.sortOrder ?? 0));
  const { error, fail, clear } = useFormError();
  const create = noticesApi.useCreate();
  const update = noticesApi.useUpdate();

  const submit = () => {
    clear();
    if (!plainText(content)) return fail(msg.admin.noticeRequired);
    const parsed = noticeCreateBodySchema.safeParse({ content, isTop, bgColor: useColor ? bgColor : '', visible, sortOrder: parseInteger(sortOrder) });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.');
    if (notice) update.mutate({ id: notice.id, body: parsed.data }, { onSuccess: onDone });
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
      <RichTextEditor label="내용" value={content} onChange={setContent} />
      <p className="adm-hint">굵게·기울임·밑줄·링크만 저장됩니다. 그 밖의 태그와 스크립트는 저장할 때 지워집니다.</p>
      <div className="adm-form__row">
        <div className="field">
          <span className="field__label">배경색</span>
          <div className="adm-color">
            <label className="checkbox">
              <input type="checkbox" checked={useColor} onChange={(e) => setUseColor(e.target.checked)} />
              사용
            </label>
            <input type="color" aria-label="공지 배경색" value={bgColor} disabled={!useColor} onChange={(e) => setBgColor(e.target.value)} />
            <span className="adm-mono">{useColor ? bgColor : '없음'}</span>
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="notice-sort">
            정렬 순서
          </label>
          <input id="notice-sort" className="input" inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
        </div>
      </div>
      <div className="adm-form__checks">
        <Toggle label="상단 강조 배너로 보이기" checked={isTop} onChange={setIsTop} />
        <Toggle label="노출" checked={visible} onChange={setVisible} />
      </div>
      <div className="field">
        <span className="field__label">미리보기</span>
        <NoticePreview notice={{ content, bgColor: useColor ? bgColor : '' }} />
      </div>
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
