import { useCallback, useState } from 'react';
import { isServerFailure } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/**
 * A form's current error, shown once: `fail` puts it inline next to the form; a toast is added only
 * for an outcome the person did not cause (the request failed on the way or on the server: pass the
 * caught error as `cause`). `clear` removes it.
 */
export function useFormError() {
  const [error, setError] = useState<string | null>(null);
  const fail = useCallback((message: string, cause?: unknown) => {
    setError(message);
    if (cause !== undefined && isServerFailure(cause)) toast.error(message);
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
