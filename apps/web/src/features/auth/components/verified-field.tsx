import { msg } from '@snsshop/shared/common';
import { CODE_LENGTH, emailCodeSendError, phoneCodeSendError } from '@snsshop/shared/members';
import { useId } from 'react';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { sendEmailCodeErrorMessage, useSendEmailCode } from '../api/send-email-code';
import { sendPhoneCodeErrorMessage, useSendPhoneCode } from '../api/send-phone-code';

export interface VerifiedValue {
  value: string;
  code: string;
  sent: boolean;
}

export const emptyVerified: VerifiedValue = { value: '', code: '', sent: false };

interface VerifiedFieldProps {
  kind: 'email' | 'phone';
  /** Whether a code is asked for at all; off, this is a plain input. */
  verify: boolean;
  label: string;
  hint?: string;
  placeholder?: string;
  state: VerifiedValue;
  onChange: (next: VerifiedValue) => void;
  /** Shows a message the way the rest of the form does (inline; a toast too when `cause` is a server failure). */
  fail: (message: string, cause?: unknown) => void;
}

const kinds = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', codeLabel: '이메일 인증번호', codePlaceholder: msg.code.emailCodePlaceholder },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', codeLabel: '휴대폰 인증번호', codePlaceholder: msg.code.phoneCodePlaceholder },
} as const;

/** An e-mail or phone input with a send-code button; once a code is sent the input locks and the code input appears. */
export function VerifiedField({ kind, verify, label, hint, placeholder, state, onChange, fail }: VerifiedFieldProps) {
  const id = useId();
  const emailSend = useSendEmailCode();
  const phoneSend = useSendPhoneCode();
  const sending = emailSend.isPending || phoneSend.isPending;
  const k = kinds[kind];
  const sendLabel = state.sent ? msg.code.resend : kind === 'email' ? msg.code.sendEmailButton : msg.code.sendPhoneButton;

  const send = async () => {
    if (sending) return;
    const target = state.value.trim();
    const invalid = kind === 'email' ? emailCodeSendError(target) : phoneCodeSendError(target);
    if (invalid) return fail(invalid);
    try {
      const sent = kind === 'email' ? await emailSend.mutateAsync({ email: target }) : await phoneSend.mutateAsync({ phoneNumber: target });
      // The server's words: usually "sent", or that the SMS left but its arrival is not confirmed yet.
      toast.success(sent.message || msg.code.sent);
      onChange({ ...state, value: target, sent: true });
    } catch (err) {
      fail(kind === 'email' ? sendEmailCodeErrorMessage(err) : sendPhoneCodeErrorMessage(err), err);
    }
  };

  if (!verify) {
    return (
      <Field
        label={label}
        name={kind}
        type={k.type}
        autoComplete={k.autoComplete}
        inputMode={k.inputMode}
        placeholder={placeholder}
        hint={hint}
        value={state.value}
        onChange={(e) => onChange({ ...state, value: e.target.value })}
      />
    );
  }

  return (
    <>
      <div className="field">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <div className="verified">
          <input
            id={id}
            name={kind}
            className="input"
            type={k.type}
            autoComplete={k.autoComplete}
            inputMode={k.inputMode}
            placeholder={placeholder}
            aria-describedby={hint ? `${id}-hint` : undefined}
            // docs/storefront-rules.md §4: after a code is sent the address is locked; the code is bound to it.
            readOnly={state.sent}
            value={state.value}
            onChange={(e) => onChange({ ...state, value: e.target.value })}
          />
          <button type="button" className="btn btn--soft verified__send" onClick={send} disabled={sending} aria-label={`${label} ${sendLabel}`}>
            {sendLabel}
          </button>
        </div>
        {hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )}
      </div>
      {state.sent && (
        <Field
          label={k.codeLabel}
          name={`${kind}Code`}
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder={k.codePlaceholder}
          value={state.code}
          onChange={(e) => onChange({ ...state, code: e.target.value })}
        />
      )}
    </>
  );
}
