import { useCallback, useState } from 'react';
import { toast } from '../../lib/toast';

/** A form's current error: `fail` shows it inline and as a toast, `clear` removes it. */
export function useFormError() {
  const [error, setError] = useState<string | null>(null);
  const fail = useCallback((message: string) => {
    setError(message);
    toast.error(message);
  }, []);
  const clear = useCallback(() => setError(null), []);
  return { error, fail, clear };
}

/** Inline message near a form; announced to screen readers when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
