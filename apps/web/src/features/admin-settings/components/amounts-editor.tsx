import { formatWon } from '@snsshop/shared/common';
import { useState } from 'react';
import { parseInteger } from '../../../lib/admin/number-input';

interface AmountsEditorProps {
  id: string;
  label: string;
  value: number[];
  onChange: (amounts: number[]) => void;
}

/** The quick-add amounts of the charge form: add, remove, kept in ascending order, up to 10. */
export function AmountsEditor({ id, label, value, onChange }: AmountsEditorProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const n = parseInteger(draft);
    if (!Number.isInteger(n) || n <= 0 || value.includes(n) || value.length >= 10) return;
    onChange([...value, n].sort((a, b) => a - b));
    setDraft('');
  };
  return (
    <div className="adm-form">
      <ul className="adm-amounts" aria-label={`${label} 목록`}>
        {value.map((n) => (
          <li key={n}>
            {formatWon(n)}
            <button type="button" aria-label={`${formatWon(n)} 빼기`} onClick={() => onChange(value.filter((v) => v !== n))}>
              ×
            </button>
          </li>
        ))}
        {value.length === 0 && <li className="adm-hint">금액이 없습니다.</li>}
      </ul>
      <div className="adm-inline">
        <input
          id={id}
          className="input"
          inputMode="numeric"
          aria-label={`${label}에 더할 금액`}
          placeholder="예: 10000"
          value={draft}
          style={{ maxWidth: 200 }}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn--soft btn--sm" onClick={add} disabled={value.length >= 10}>
          금액 추가
        </button>
      </div>
    </div>
  );
}
