import { type ConsentForm } from '@snsshop/shared/auth';
import { msg } from '@snsshop/shared/common';
import { useId, useState } from 'react';
import { paths } from '../../../config/paths';

interface Item {
  key: keyof ConsentForm;
  label: string;
  required: boolean;
  /** the full text, opened in a new tab as the footer opens it */
  page?: { path: string; label: string };
  /** a short notice shown under the box instead */
  note?: string;
}

const items: readonly Item[] = [
  { key: 'terms', label: '이용약관 동의', required: true, page: paths.termsService },
  { key: 'privacy', label: '개인정보 수집·이용 동의', required: true, page: paths.termsPrivacy },
  {
    key: 'marketing',
    label: '마케팅 정보 수신 동의',
    required: false,
    note: '이벤트·할인 쿠폰 등 혜택 소식을 이메일과 문자로 보내 드립니다. 동의하지 않아도 가입과 이용에 제한이 없으며, 계정 설정에서 언제든 바꿀 수 있습니다.',
  },
];

const missingMessage: Partial<Record<keyof ConsentForm, string>> = { terms: msg.register.termsRequired, privacy: msg.register.privacyRequired };

/**
 * The sign-up consents after the form's own fields (docs/storefront-rules.md §5): two required boxes, one
 * optional, none ticked at first, and 전체 동의 for all three. `error` is a consent refusal, shown here.
 */
export function ConsentFields({ value, onChange, error }: { value: ConsentForm; onChange: (next: ConsentForm) => void; error: string | null }) {
  const id = useId();
  const [openNote, setOpenNote] = useState(false);
  const all = items.every((item) => value[item.key]);
  const errorId = `${id}-error`;

  return (
    <fieldset className="consents" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">약관 동의</legend>
      <label className="consents__all">
        <input type="checkbox" checked={all} onChange={(e) => onChange({ terms: e.target.checked, privacy: e.target.checked, marketing: e.target.checked })} />
        <span>전체 동의</span>
      </label>
      <ul className="consents__list">
        {items.map((item) => {
          const invalid = error !== null && error === missingMessage[item.key];
          const noteId = `${id}-${item.key}-note`;
          return (
            <li key={item.key} className="consents__item">
              <label className="consents__check">
                <input
                  type="checkbox"
                  name={`agree-${item.key}`}
                  checked={value[item.key]}
                  aria-invalid={invalid || undefined}
                  onChange={(e) => onChange({ ...value, [item.key]: e.target.checked })}
                />
                <span>
                  <span className={item.required ? 'consents__tag consents__tag--required' : 'consents__tag'}>{item.required ? '[필수]' : '[선택]'}</span> {item.label}
                </span>
              </label>
              {item.page ? (
                <a className="consents__view" href={item.page.path} target="_blank" rel="noopener noreferrer" aria-label={`${item.page.label} 보기 (새 창)`}>
                  보기
                </a>
              ) : (
                <button type="button" className="consents__view" aria-expanded={openNote} aria-controls={noteId} aria-label={`${item.label} 내용 보기`} onClick={() => setOpenNote((o) => !o)}>
                  보기
                </button>
              )}
              {item.note && openNote && (
                <p id={noteId} className="consents__note">
                  {item.note}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
