import { qnaCreateBodySchema, type AdminQna } from '@snsshop/shared/content';
import { useState } from 'react';
import { qnasApi } from '../api/qnas';
import { ListEditForm, ListManager } from '../../../components/admin/list-manager';
import { parseInteger } from '../../../lib/admin/number-input';
import { Toggle } from '../../../components/admin/toggle';
import { firstIssue, useListForm } from '../../../components/admin/use-list-form';
import { Field, FieldFrame } from '../../../components/ui/field';

/** Questions and plain-text answers of /qna (shown when ENABLE_QNA is on). */
export function QnaManager() {
  return (
    <ListManager
      editPermission="content.edit"
      title="자주 묻는 질문"
      noun="질문"
      name={(q) => q.title}
      query={qnasApi.useList()}
      api={qnasApi}
      columns={[
        { key: 'title', header: '질문', cell: (q) => <strong>{q.title}</strong> },
        { key: 'answer', header: '답변', cell: (q) => <span className="adm-ellipsis" title={q.answer}>{q.answer}</span> },
        { key: 'sort', header: '정렬', align: 'end', cell: (q) => q.sortOrder },
      ]}
      toggle={{ field: 'visible', header: '노출' }}
      deleteMessage={(q) => `'${q.title}' 질문을 삭제할까요?`}
      empty="등록된 질문이 없습니다."
      form={(qna, done) => <QnaForm qna={qna} onDone={done} />}
    >
      <p className="adm-hint">회원 화면의 메뉴에는 사이트 설정의 ‘자주 묻는 질문 메뉴’를 켜야 보입니다.</p>
    </ListManager>
  );
}

function QnaForm({ qna, onDone }: { qna: AdminQna | null; onDone: () => void }) {
  const [title, setTitle] = useState(qna?.title ?? '');
  const [answer, setAnswer] = useState(qna?.answer ?? '');
  const [visible, setVisible] = useState(qna?.visible ?? true);
  const [sortOrder, setSortOrder] = useState(String(qna?.sortOrder ?? 0));
  const form = useListForm(qnasApi, qna, onDone);

  const submit = () => {
    const parsed = qnaCreateBodySchema.safeParse({ title, answer, visible, sortOrder: parseInteger(sortOrder) });
    if (!parsed.success) return form.fail(firstIssue(parsed.error));
    form.save(parsed.data);
  };

  return (
    <ListEditForm form={form} onSubmit={submit}>
      <Field label="질문" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={300} />
      <FieldFrame label="답변" hint="줄바꿈은 그대로 보입니다.">
        {({ id, hintId }) => <textarea id={id} aria-describedby={hintId} className="input" rows={6} value={answer} onChange={(e) => setAnswer(e.target.value)} maxLength={5000} />}
      </FieldFrame>
      <div className="adm-form__row">
        <Field label="정렬 순서" inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
      </div>
      <Toggle label="노출" checked={visible} onChange={setVisible} />
    </ListEditForm>
  );
}
