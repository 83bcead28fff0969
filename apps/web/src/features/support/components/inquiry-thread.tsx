import { formatDateTime } from '@snsshop/shared/common';
import { inquiryCategoryLabel, inquiryMessageBodySchema, type InquiryMessage } from '@snsshop/shared/support';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AuthImage } from '../../../components/ui/auth-image';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { memberApiPaths } from '../../../config/member-api-paths';
import { paths } from '../../../config/paths';
import { memberDetailPaths } from '../../../config/member-detail-paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAddInquiryMessage } from '../api/create-inquiry';
import { useInquiry } from '../api/get-inquiry';
import { ImagePicker, type PickedImage } from './image-picker';
import { InquiryStatusBadge } from './inquiry-list';
import './support.css';

/** One message: plain text as written (never HTML), its images beside it. */
function Bubble({ inquiryId, m }: { inquiryId: number; m: InquiryMessage }) {
  return (
    <li className={`inq-msg inq-msg--${m.author}`}>
      <p className="inq-msg__who">{m.author === 'staff' ? '운영자 답변' : '나'}</p>
      <p className="inq-msg__body">{m.body}</p>
      {m.images.length > 0 && (
        <div className="inq-msg__images">
          {m.images.map((img, i) => (
            <AuthImage key={img.name} url={memberApiPaths.inquiryImage(inquiryId, img.name)} alt={`첨부 이미지 ${i + 1}`} className="inq-msg__image" />
          ))}
        </div>
      )}
      <time className="inq-msg__at" dateTime={m.createdAt}>
        {formatDateTime(m.createdAt)}
      </time>
    </li>
  );
}

function ReplyForm({ id, closed }: { id: number; closed: boolean }) {
  const add = useAddInquiryMessage();
  const { error, fail, clear } = useFormError();
  const [body, setBody] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    clear();
    const parsed = inquiryMessageBodySchema.safeParse({ body, images: images.map((i) => i.dataUrl) });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '입력 내용을 확인해주세요.');
    add.mutate(
      { id, ...parsed.data },
      {
        onSuccess: () => {
          setBody('');
          setImages([]);
        },
        onError: (err) => fail(errorMessage(err, '메시지를 보내지 못했습니다.'), err),
      },
    );
  };
  return (
    <form className="card inq-reply" onSubmit={submit} noValidate>
      <label htmlFor="inq-reply-body" className="field__label">
        {closed ? '다시 문의하기 (문의가 다시 접수됩니다)' : '추가 메시지'}
      </label>
      <textarea id="inq-reply-body" className="input inq-form__body" rows={4} value={body} onChange={(e) => setBody(e.target.value)} />
      <ImagePicker images={images} onChange={setImages} onError={(m) => fail(m)} />
      <FormError message={error} />
      <button type="submit" className="btn btn--primary" disabled={add.isPending}>
        보내기
      </button>
    </form>
  );
}

/** The member's thread: the inquiry's facts, every message oldest first, and the next message's form. */
export function InquiryThread({ id }: { id: number }) {
  const q = useInquiry(id);
  if (q.isPending) return <PageSpinner />;
  if (q.isError) {
    if (q.error instanceof ApiError && q.error.status === 404)
      return (
        <div className="card empty-card">
          <p>문의를 찾을 수 없습니다.</p>
          <Link to={paths.inquiries.path} className="btn btn--soft">
            1:1 문의 목록으로
          </Link>
        </div>
      );
    return <LoadError message="문의를 불러오지 못했습니다." onRetry={() => void q.refetch()} />;
  }
  const { inquiry, messages } = q.data;
  return (
    <div className="inq-thread">
      <header className="card inq-thread__head">
        <p className="inq-row__head">
          <span className="inq-row__category">{inquiryCategoryLabel[inquiry.category]}</span>
          <InquiryStatusBadge status={inquiry.status} />
        </p>
        <h2 className="inq-thread__title">{inquiry.title}</h2>
        {inquiry.orderId && (
          <Link to={memberDetailPaths.order(inquiry.orderId)} className="inq-thread__order">
            주문번호 {inquiry.orderId} 보기
          </Link>
        )}
      </header>
      <ol className="inq-msgs">
        {messages.map((m) => (
          <Bubble key={m.id} inquiryId={id} m={m} />
        ))}
      </ol>
      <ReplyForm id={id} closed={inquiry.status !== 'open'} />
    </div>
  );
}
