import type { FormHTMLAttributes, ReactNode } from 'react';

interface DialogActionsProps {
  /** 취소 where the dialog edits something, 닫기 where it decides or only shows. */
  cancelLabel?: '취소' | '닫기';
  onCancel: () => void;
  /** The submit button's words (저장, 가져오기, 거절하기 …). */
  confirmLabel: string;
  pending?: boolean;
  danger?: boolean;
  softCancel?: boolean;
}

/** A dialog form's footer: the way out, then the form's submit button. */
export function DialogActions({ cancelLabel = '취소', onCancel, confirmLabel, pending, danger, softCancel }: DialogActionsProps) {
  return (
    <div className="adm-form__actions">
      <button type="button" className={softCancel ? 'btn btn--soft' : 'btn'} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`} disabled={pending}>
        {confirmLabel}
      </button>
    </div>
  );
}

type AdminFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'className' | 'noValidate'> & { onSubmit: () => void; children: ReactNode };

/** A console form: its own Korean messages instead of the browser's checks, sent without leaving the screen. */
export function AdminForm({ onSubmit, children, ...form }: AdminFormProps) {
  return (
    <form
      className="adm-form"
      {...form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
