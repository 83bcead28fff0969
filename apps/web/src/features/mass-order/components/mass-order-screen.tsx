import { AuthState, commonMessages } from '@snsshop/shared/common';
import { massOrderLineCount, massOrderMessages as m, MAX_MASS_ORDER_LINES, type MassOrderMode, type MassOrderPreview, type MassOrderResult } from '@snsshop/shared/orders';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FieldFrame } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-state';
import { toast } from '../../../lib/toast';
import { usePlaceMassOrder } from '../api/place-mass-order';
import { usePreviewMassOrder } from '../api/preview-mass-order';
import { MassOrderLines } from './mass-order-lines';
import './mass-order.css';

const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''));

/**
 * 대량 주문: the member pastes lines, the server previews each (product, price or its error, totals),
 * and the member orders every line or only the valid ones. Every figure shown is the server's.
 */
export function MassOrderScreen() {
  const authState = useAuthState();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<{ text: string; answer: MassOrderPreview } | null>(null);
  const [result, setResult] = useState<MassOrderResult | null>(null);
  const previewing = usePreviewMassOrder();
  const placing = usePlaceMassOrder();
  const { error, fail, clear } = useFormError();
  /** one key per intended submission (text and mode): a second tap or a retry reuses it */
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const count = massOrderLineCount(text);
  const shown = preview?.text === text ? preview.answer : null;

  const onPreview = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    if (count === 0) return fail(m.empty);
    if (count > MAX_MASS_ORDER_LINES) return fail(m.tooManyLines(count));
    clear();
    try {
      setPreview({ text, answer: await previewing.mutateAsync(text) });
    } catch (err) {
      fail(errorMessage(err, m.previewFailed), err);
    }
  };

  const place = async (mode: MassOrderMode) => {
    if (placing.isPending || !shown) return;
    if (authState !== AuthState.authorization) return fail(commonMessages.guestBlocked);
    // the total this mode costs as the preview showed it: the server refuses (409) if it would now cost otherwise
    const total = (mode === 'all' ? shown.valid : shown.validOnly).total;
    const signature = JSON.stringify([text, mode, total]);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newKey() };
    clear();
    try {
      const placed = await placing.mutateAsync({ body: { text, mode, total }, key: attempt.current.key });
      attempt.current = null;
      setResult(placed);
      setPreview(null);
      setText('');
      toast.success(placed.message);
    } catch (err) {
      fail(errorMessage(err, m.failed), err);
      // prices moved since the preview: show the new one, which the member confirms with another tap
      if (err instanceof ApiError && err.status === 409 && attempt.current?.signature === signature) {
        attempt.current = null;
        previewing.mutateAsync(text).then((answer) => setPreview({ text, answer }), () => undefined);
      }
    }
  };

  return (
    <div className="mass-order">
      <form className="card mass-order__form" onSubmit={onPreview} noValidate>
        <FieldFrame
          label="주문 목록"
          hint={
            <>
              한 줄에 주문 하나씩 <code>상품번호 | 링크 | 수량</code> 순서로 입력합니다. 띄어쓰기나 탭으로 나눠도 됩니다. 링크와 수량만 받는 상품을 한 번에 {MAX_MASS_ORDER_LINES}줄까지
              주문할 수 있습니다. 상품번호는 주문하기 화면의 상품 선택에 [번호]로 나옵니다.
            </>
          }
        >
          {({ id, hintId }) => (
            <textarea
              id={id}
              className="input mass-order__text"
              rows={10}
              aria-describedby={hintId}
              placeholder={'12 | https://www.instagram.com/p/abc123 | 100\n15 https://www.youtube.com/watch?v=xyz 1000'}
              value={text}
              spellCheck={false}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </FieldFrame>
        <div className="mass-order__bar">
          <span className={`mass-order__count${count > MAX_MASS_ORDER_LINES ? ' mass-order__count--over' : ''}`}>
            {count} / {MAX_MASS_ORDER_LINES}줄
          </span>
          <button type="submit" className="btn btn--soft" disabled={previewing.isPending}>
            {previewing.isPending ? '확인하는 중…' : '미리보기'}
          </button>
        </div>
        <FormError message={error} />
      </form>

      {shown && (
        <section className="card mass-order__preview" aria-label="미리보기">
          <dl className="mass-order__sums">
            <div>
              <dt>주문할 수 있는 줄</dt>
              <dd>
                {shown.valid.count}줄 · {shown.valid.totalText}
              </dd>
            </div>
            <div>
              <dt>오류가 있는 줄</dt>
              <dd>{shown.invalidCount}줄</dd>
            </div>
            <div>
              <dt>보유 포인트</dt>
              <dd>{shown.balanceText}</dd>
            </div>
          </dl>
          {shown.allRefusal && (
            <p className="mass-order__refusal" role="status">
              모두 주문할 수 없습니다. {shown.allRefusal}
            </p>
          )}
          <div className="mass-order__actions">
            <button type="button" className="btn btn--primary" disabled={shown.allRefusal !== null || placing.isPending} onClick={() => void place('all')}>
              모두 주문 ({shown.valid.count}건 · {shown.valid.totalText})
            </button>
            {shown.allRefusal && shown.validOnly.count > 0 && (
              <button type="button" className="btn btn--soft" disabled={placing.isPending} onClick={() => void place('valid')}>
                주문할 수 있는 줄만 주문 ({shown.validOnly.count}건 · {shown.validOnly.totalText})
              </button>
            )}
          </div>
          {shown.allRefusal && shown.validOnly.count > 0 && shown.validOnly.count < shown.valid.count && (
            <p className="mass-order__note">포인트가 모자라 오류 없는 줄 중 위에서부터 {shown.validOnly.count}줄만 주문됩니다.</p>
          )}
          <MassOrderLines lines={shown.lines} />
        </section>
      )}

      {result && (
        <section className="card mass-order__result" aria-label="주문 결과">
          <p className="mass-order__done" role="status">
            {result.message} 남은 포인트 {result.balanceText}.
          </p>
          <Link to={paths.orderHistory.path} className="btn btn--soft btn--sm">
            주문내역 보기
          </Link>
          <MassOrderLines lines={result.lines} placed />
        </section>
      )}
    </div>
  );
}
