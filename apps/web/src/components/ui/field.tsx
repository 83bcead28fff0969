import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  optional?: boolean;
}

interface FrameProps {
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  /** The control, given the id its label points at and the id of the hint line (when there is one). */
  children: (ids: { id: string; hintId: string | undefined }) => ReactNode;
}

/** A label, any control (select, textarea, a custom input) and an optional hint line, wired together. */
export function FieldFrame({ label, hint, optional, className, children }: FrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {optional && (
          <>
            <span className="field__optional" aria-hidden="true">
              선택
            </span>
            <span className="sr-only"> (선택)</span>
          </>
        )}
      </label>
      {children({ id, hintId })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled text input with an optional hint line. */
export function Field({ label, hint, optional, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} optional={optional} className={className}>
      {({ id, hintId }) => <input id={id} className="input" aria-describedby={hintId} {...input} />}
    </FieldFrame>
  );
}
