import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  optional?: boolean;
}

/** A labelled text input with an optional hint line. */
export function Field({ label, hint, optional, className, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
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
      <input id={id} className="input" aria-describedby={hint ? hintId : undefined} {...input} />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
