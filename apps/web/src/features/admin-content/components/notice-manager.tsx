import { colorPattern } from '@snsshop/shared/catalog';
import { msg } from '@snsshop/shared/common';
import { noticeCreateBodySchema, type AdminNotice } from '@snsshop/shared/content';
import { useState } from 'react';
import { safeHtml } from '../../../lib/safe-html';
import { noticesApi } from '../api/notices';
import { Badge } from '../../../components/admin/badges';
import { when } from '../../../lib/admin/format';
import { ListEditForm, ListManager } from '../../../components/admin/list-manager';
import { parseInteger } from '../../../lib/admin/number-input';
import { Toggle } from '../../../components/admin/toggle';
import { firstIssue, useListForm } from '../../../components/admin/use-list-form';
import { RichTextEditor } from './rich-text-editor';
import { Field } from '../../../components/ui/field';

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
  return (
    <ListManager
      editPermission="content.edit"
      title="공지사항"
      noun="공지"
      name={(n) => `공지 ${n.id}`}
      query={noticesApi.useList()}
      api={noticesApi}
      columns={[
        { key: 'content', header: '내용', cell: (n) => <NoticePreview notice={n} /> },
        { key: 'top', header: '상단 강조', align: 'center', cell: (n) => (n.isTop ? <Badge tone="info">강조</Badge> : '-') },
        { key: 'sort', header: '정렬', align: 'end', cell: (n) => n.sortOrder },
        { key: 'createdAt', header: '작성일', align: 'center', cell: (n) => when(n.createdAt) },
      ]}
      toggle={{ field: 'visible', header: '노출' }}
      deleteMessage={() => '이 공지를 삭제할까요?'}
      empty="공지사항이 없습니다."
      form={(notice, done) => <NoticeForm notice={notice} onDone={done} />}
      wide
    />
  );
}

function NoticeForm({ notice, onDone }: { notice: AdminNotice | null; onDone: () => void }) {
  const [content, setContent] = useState(notice?.content ?? '');
  const [isTop, setIsTop] = useState(notice?.isTop ?? false);
  const [useColor, setUseColor] = useState(Boolean(notice?.bgColor));
  const [bgColor, setBgColor] = useState(notice?.bgColor && colorPattern.test(notice.bgColor) ? notice.bgColor : '#fff4d6');
  const [visible, setVisible] = useState(notice?.visible ?? true);
  const [sortOrder, setSortOrder] = useState(String(notice?.sortOrder ?? 0));
  const form = useListForm(noticesApi, notice, onDone);

  const submit = () => {
    if (!plainText(content)) return form.fail(msg.admin.noticeRequired);
    const parsed = noticeCreateBodySchema.safeParse({ content, isTop, bgColor: useColor ? bgColor : '', visible, sortOrder: parseInteger(sortOrder) });
    if (!parsed.success) return form.fail(firstIssue(parsed.error));
    form.save(parsed.data);
  };

  return (
    <ListEditForm form={form} onSubmit={submit}>
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
        <Field label="정렬 순서" inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
      </div>
      <div className="adm-form__checks">
        <Toggle label="상단 강조 배너로 보이기" checked={isTop} onChange={setIsTop} />
        <Toggle label="노출" checked={visible} onChange={setVisible} />
      </div>
      <div className="field">
        <span className="field__label">미리보기</span>
        <NoticePreview notice={{ content, bgColor: useColor ? bgColor : '' }} />
      </div>
    </ListEditForm>
  );
}
