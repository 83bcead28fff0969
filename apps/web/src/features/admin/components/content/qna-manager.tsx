import { qnaCreateBodySchema, type AdminQna } from '@snsshop/shared';
import { useState } from 'react';
import { DataTable, type Column } from '../../../../components/ui/data-table';
import { FormError, useFormError } from '../../../../components/ui/form-error';
import { qnasApi } from '../../api/qnas';
import { Panel } from '../common/admin-page';
import { Modal } from '../common/modal';
import { parseInteger } from '../common/number-input';
import { QueryView } from '../common/query-view';
import { Toggle } from '../common/toggle';
import { useConfirm } from '../common/use-confirm';

type Editing = AdminQna | 'new' | null;

/** Questions and plain-text answers of /qna (shown when ENABLE_QNA is on). */
export function QnaManager() {
  const qnas = qnasApi.useList();
  const update = qnasApi.useUpdate();
  const remove = qnasApi.useRemove();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<AdminQna>[] = [
    { key: 'title', header: '질문', cell: (q) => <strong>{q.title}</strong> },
    { key: 'answer', header: '답변', cell: (q) => <span className="adm-ellipsis" title={q.answer}>{q.answer}</span> },
    { key: 'sort', header: '정렬', align: 'end', cell: (q) => q.sortOrder },
    {
      key: 'visible',
      header: '노출',
      align: 'center',
      cell: (q) => <Toggle label={`${q.title} 노출`} hideLabel checked={q.visible} onChange={(visible) => update.mutate({ id: q.id, body: { visible } })} />,
    },
    {
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (q) => (
        <span className="adm-actions">
          <button type="button" className="btn btn--xs" onClick={() => setEditing(q)} aria-label={`${q.title} 수정`}>
            수정
          </button>
          <button
            type="button"
            className="btn btn--danger btn--xs"
            aria-label={`${q.title} 삭제`}
            onClick={() => ask({ title: '질문 삭제', message: `'${q.title}' 질문을 삭제할까요?`, confirmLabel: '삭제하기', onConfirm: () => remove.mutate(q.id) })}
          >
            삭제
          </button>
        </span>
      ),
    },
  ];

  return (
    <Panel
      title="자주 묻는 질문"
      actions={
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing('new')}>
          질문 추가
        </button>
      }
    >
      <p className="adm-hint">회원 화면의 메뉴에는 사이트 설정의 ‘자주 묻는 질문 메뉴’를 켜야 보입니다.</p>
      <QueryView query={qnas} what="자주 묻는 질문">
        {(rows) => <DataTable caption="자주 묻는 질문 목록" columns={columns} rows={rows} rowKey={(q) => q.id} empty={<p>등록된 질문이 없습니다.</p>} />}
      </QueryView>
      <Modal open={editing !== null} title={editing === 'new' ? '질문 추가' : '질문 수정'} onClose={() => setEditing(null)}>
        {editing !== null && <QnaForm qna={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      {dialog}
    </Panel>
  );
}

function QnaForm({ qna, onDone }: { qna: AdminQna | null; onDone: () => void }) {
  const [title, setTitle] = useState(qna?.title ?? '');
  const [answer, setAnswer] = useState(qna?.answer ?? '');
  const [visible, setVisible] = useState(qna?.visible ?? true);
  const [sortOrder, setSortOrder] = useState(String(qna?.sortOrder ?? 0));
  const { error, fail, clear } = useFormError();
  const create = qnasApi.useCreate();
  const update = qnasApi.useUpdate();

  const submit = () => {
    clear();
    const parsed = qnaCreateBodySchema.safeParse({ title, answer, visible, sortOrder: parseInteger(sortOrder) });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.');
    if (qna) update.mutate({ id: qna.id, body: parsed.data }, { onSuccess: onDone });
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
        <label className="field__label" htmlFor="qna-title">
          질문
        </label>
        <input id="qna-title" className="input" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={300} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="qna-answer">
          답변
        </label>
        <textarea id="qna-answer" className="input" rows={6} value={answer} onChange={(e) => setAnswer(e.target.value)} maxLength={5000} />
        <p className="field__hint">줄바꿈은 그대로 보입니다.</p>
      </div>
      <div className="adm-form__row">
        <div className="field">
          <label className="field__label" htmlFor="qna-sort">
            정렬 순서
          </label>
          <input id="qna-sort" className="input" inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
        </div>
      </div>
      <Toggle label="노출" checked={visible} onChange={setVisible} />
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
