import { useState, type FormEvent } from 'react';
import { useReplyToInquiry } from '../api/answer-inquiry';
import { useReplyTemplates, useSaveReplyTemplate } from '../api/reply-templates';

/** The answer: started from a template or typed, optionally closing the inquiry; what was typed can become a template. */
export function ReplyForm({ id }: { id: number }) {
  const reply = useReplyToInquiry();
  const templates = useReplyTemplates();
  const saveTemplate = useSaveReplyTemplate();
  const [body, setBody] = useState('');
  const [close, setClose] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    reply.mutate({ id, body: { body, close } }, { onSuccess: () => setBody('') });
  };
  return (
    <form className="adm-form adm-inq-reply" onSubmit={submit}>
      <label className="adm-inq-filter">
        <span>답변 템플릿</span>
        <select className="input select" value="" onChange={(e) => setBody(templates.data?.find((t) => String(t.id) === e.target.value)?.body ?? body)}>
          <option value="">템플릿 선택…</option>
          {(templates.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-inq-filter">
        <span>답변</span>
        <textarea className="input adm-inq-reply__body" rows={6} value={body} onChange={(e) => setBody(e.target.value)} placeholder="회원에게 보낼 답변을 적으세요. 글자 그대로 보입니다." />
      </label>
      <label className="adm-inq-check">
        <input type="checkbox" checked={close} onChange={(e) => setClose(e.target.checked)} /> 답변 후 종료
      </label>
      <div className="adm-inline">
        <button type="submit" className="btn btn--primary" disabled={reply.isPending || !body.trim()}>
          답변 등록
        </button>
        <button
          type="button"
          className="btn btn--soft"
          disabled={!body.trim() || saveTemplate.isPending}
          onClick={() => {
            const title = window.prompt('템플릿 이름');
            if (title?.trim()) saveTemplate.mutate({ title, body });
          }}
        >
          템플릿으로 저장
        </button>
      </div>
    </form>
  );
}
