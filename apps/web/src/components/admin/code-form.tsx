import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';

interface CodeFormProps {
  label: string;
  submit: string;
  busy: boolean;
  error: unknown;
  onSubmit: (code: string) => void;
  /** Also take a 10-character recovery code. */
  recovery?: boolean;
}

/** One code field (6 digits from the app, or a recovery code) with the server's Korean refusal under it. */
export function CodeForm({ label, submit, busy, error, onSubmit, recovery = false }: CodeFormProps) {
  const [code, setCode] = useState('');
  return (
    <form
      className="adm-form two-factor__form"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) onSubmit(code.trim());
      }}
    >
      <label className="field">
        <span className="field__label">{label}</span>
        <input
          className="input two-factor__code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          placeholder={recovery ? '123456 또는 ABCDE-FGHJK' : '123456'}
          maxLength={recovery ? 11 : 6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      {error ? (
        <p className="form-error" role="alert">
          {errorMessage(error, '인증하지 못했습니다.')}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={busy || !code.trim()}>
        {submit}
      </button>
    </form>
  );
}
