import { emailPattern } from '@snsshop/shared/auth';
import { msg } from '@snsshop/shared/common';
import type { FormEvent } from 'react';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';

interface EmailRequestFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  submitLabel: string;
  pending: boolean;
  /** Sends the checked, trimmed address; what it throws is shown under the field through `errorText`. */
  send: (email: string) => Promise<void>;
  errorText: (err: unknown) => string;
}

/** The one e-mail field the find-id and find-password screens ask for: checked here before anything is sent. */
export function EmailRequestForm({ email, onEmailChange, submitLabel, pending, send, errorText }: EmailRequestFormProps) {
  const { error, fail, clear } = useFormError();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!emailPattern.test(email.trim())) return fail(msg.findAccount.emailInvalid);
    clear();
    try {
      await send(email.trim());
    } catch (err) {
      fail(errorText(err), err);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Field label="이메일" name="email" type="email" autoComplete="email" placeholder="example@email.com" value={email} onChange={(e) => onEmailChange(e.target.value)} />
      <FormError message={error} />
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
