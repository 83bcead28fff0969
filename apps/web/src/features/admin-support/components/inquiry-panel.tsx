import { orderStatusLabel, type OrderStatus } from '@snsshop/shared/common';
import { inquiryCategoryLabel, inquiryStatuses, inquiryStatusLabel, type AdminInquiryDetail, type InquiryStaff, type InquiryStatus } from '@snsshop/shared/support';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { AuthImage } from '../../../components/ui/auth-image';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminDetailPaths, adminScreens } from '../../../config/admin-screens';
import { count, when, won } from '../../../lib/admin/format';
import { useReplyToInquiry, useUpdateInquiry } from '../api/answer-inquiry';
import { useAdminInquiry } from '../api/get-inquiries';
import { useReplyTemplates, useSaveReplyTemplate } from '../api/reply-templates';
import { InquiryStatusBadge, waited } from './inquiry-status';

/** Messages as plain text: what a member typed is never markup, and a link in it is not clickable (no phishing by reply). */
function Thread({ d }: { d: AdminInquiryDetail }) {
  return (
    <ol className="adm-inq-msgs">
      {d.messages.map((m) => (
        <li key={m.id} className={`adm-inq-msg adm-inq-msg--${m.author}`}>
          <p className="adm-inq-msg__who">
            {m.author === 'staff' ? `답변 · ${m.staffLoginId ?? '운영자'}` : `회원 · ${d.inquiry.memberLoginId}`} · {when(m.createdAt)}
          </p>
          <p className="adm-inq-msg__body">{m.body}</p>
          {m.images.length > 0 && (
            <div className="adm-inq-msg__images">
              {m.images.map((img, i) => (
                <AuthImage key={img.name} url={adminApiPaths.inquiryImage(d.inquiry.id, img.name)} alt={`첨부 이미지 ${i + 1}`} className="adm-inq-msg__image" />
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

function LinkedOrder({ d, actions }: { d: AdminInquiryDetail; actions: ReactNode }) {
  const o = d.order;
  if (!o) return null;
  return (
    <Panel title={`연결된 주문 ${o.id}`} actions={<Link to={adminDetailPaths.order(o.id)} className="adm-link">주문 상세</Link>}>
      <dl className="adm-inq-order">
        <div>
          <dt>상품</dt>
          <dd>{o.service}</dd>
        </div>
        <div>
          <dt>링크</dt>
          <dd className="adm-inq-order__link">{o.link}</dd>
        </div>
        <div>
          <dt>수량 · 결제</dt>
          <dd>
            {count(o.quantity)} · {won(o.charge)}
          </dd>
        </div>
        <div>
          <dt>상태</dt>
          <dd>{orderStatusLabel[o.status as OrderStatus] ?? String(o.status)}</dd>
        </div>
      </dl>
      <div className="adm-inq-order__actions">
        {actions}
        <Link to={adminScreens.refills.path} className="btn btn--soft btn--sm">
          리필(A/S) 요청 보기
        </Link>
      </div>
    </Panel>
  );
}

function ReplyForm({ id }: { id: number }) {
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

function Controls({ d, staff }: { d: AdminInquiryDetail; staff: InquiryStaff[] }) {
  const update = useUpdateInquiry();
  const q = d.inquiry;
  return (
    <div className="adm-inq-controls">
      <label className="adm-inq-filter">
        <span>상태</span>
        <select className="input select" value={q.status} disabled={update.isPending} onChange={(e) => update.mutate({ id: q.id, body: { status: e.target.value as InquiryStatus } })}>
          {inquiryStatuses.map((s) => (
            <option key={s} value={s}>
              {inquiryStatusLabel[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-inq-filter">
        <span>담당자</span>
        <select className="input select" value={q.assigneeId ?? ''} disabled={update.isPending} onChange={(e) => update.mutate({ id: q.id, body: { assigneeId: e.target.value ? Number(e.target.value) : null } })}>
          <option value="">담당자 없음</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.loginId}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** One inquiry in the inbox: its facts, status and assignee, the linked order with its actions, the thread and the answer form. */
export function InquiryPanel({ id, staff, orderActions, onBack }: { id: number; staff: InquiryStaff[]; orderActions: (orderId: number) => ReactNode; onBack: () => void }) {
  const detail = useAdminInquiry(id);
  return (
    <QueryView query={detail} what="문의">
      {(d) => (
        <div className="adm-inq-panel">
          <button type="button" className="btn btn--soft btn--sm adm-inq-panel__back" onClick={onBack}>
            ← 목록
          </button>
          <Panel title={d.inquiry.title} actions={<InquiryStatusBadge status={d.inquiry.status} />}>
            <p className="adm-hint">
              {inquiryCategoryLabel[d.inquiry.category]} · {d.inquiry.memberLoginId} · 접수 {when(d.inquiry.createdAt)}
              {waited(d.inquiry.waitingSince) ? ` · ${waited(d.inquiry.waitingSince)}` : ''}
            </p>
            <Controls d={d} staff={staff} />
          </Panel>
          <LinkedOrder d={d} actions={d.order ? orderActions(d.order.id) : null} />
          <Panel title="대화">
            <Thread d={d} />
            <ReplyForm id={d.inquiry.id} />
          </Panel>
        </div>
      )}
    </QueryView>
  );
}
