import { inquiryCategories, inquiryCategoryLabel, inquiryCreateBodySchema, MAX_INQUIRY_BODY, MAX_INQUIRY_TITLE, type InquiryCategory } from '@snsshop/shared/support';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field, FieldFrame } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { memberDetailPaths } from '../../../config/member-detail-paths';
import { errorMessage } from '../../../lib/api-client';
import { useCreateInquiry } from '../api/create-inquiry';
import { ImagePicker, type PickedImage } from './image-picker';
import './support.css';

/** A new inquiry: category, title, text and up to 3 images; from an order's detail it carries the order. */
export function InquiryForm({ orderId }: { orderId?: number | undefined }) {
  const navigate = useNavigate();
  const create = useCreateInquiry();
  const { error, fail, clear } = useFormError();
  const [category, setCategory] = useState<InquiryCategory>(orderId ? 'order' : 'etc');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    clear();
    const parsed = inquiryCreateBodySchema.safeParse({ category, title, body, orderId, images: images.map((i) => i.dataUrl) });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '입력 내용을 확인해주세요.');
    create.mutate(parsed.data, {
      onSuccess: (d) => void navigate(memberDetailPaths.inquiry(d.inquiry.id), { replace: true }),
      onError: (err) => fail(errorMessage(err, '문의를 보내지 못했습니다. 잠시 후 다시 시도해주세요.'), err),
    });
  };

  return (
    <form className="card inq-form" onSubmit={submit} noValidate>
      {orderId && <p className="inq-form__order">주문번호 {orderId}에 대한 문의입니다.</p>}
      <FieldFrame label="문의 유형">
        {({ id }) => (
          <select id={id} className="input select" value={category} onChange={(e) => setCategory(e.target.value as InquiryCategory)}>
            {inquiryCategories.map((c) => (
              <option key={c} value={c}>
                {inquiryCategoryLabel[c]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <Field label="제목" value={title} maxLength={MAX_INQUIRY_TITLE} onChange={(e) => setTitle(e.target.value)} placeholder="무엇이 궁금하신가요?" />
      <FieldFrame label="내용" hint="주문번호, 링크, 입금자명 등을 함께 적어주시면 더 빨리 도와드릴 수 있습니다.">
        {({ id, hintId }) => <textarea id={id} className="input inq-form__body" rows={8} maxLength={MAX_INQUIRY_BODY} aria-describedby={hintId} value={body} onChange={(e) => setBody(e.target.value)} />}
      </FieldFrame>
      <ImagePicker images={images} onChange={setImages} onError={(m) => fail(m)} />
      <FormError message={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={create.isPending}>
        {create.isPending ? '보내는 중…' : '문의 보내기'}
      </button>
    </form>
  );
}
