import { inquiryCategoryLabel, inquiryStatuses, inquiryStatusLabel, type AdminInquiryDetail, type InquiryStaff, type InquiryStatus } from '@snsshop/shared/support';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { AuthImage } from '../../../components/ui/auth-image';
import { adminApiPaths } from '../../../config/admin-paths';
import { when } from '../../../lib/admin/format';
import { useUpdateInquiry } from '../api/answer-inquiry';
import { useAdminInquiry } from '../api/get-inquiries';
import { LinkedOrder } from './inquiry-linked-order';
import { ReplyForm } from './inquiry-reply-form';
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
