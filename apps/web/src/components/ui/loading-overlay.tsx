import { useIsMutating } from '@tanstack/react-query';
import { Spinner } from './spinner';

/** Full-screen overlay while a mutation marked `meta.overlay` (login, register…) is in flight. */
export function LoadingOverlay() {
  const busy = useIsMutating({ predicate: (m) => m.meta?.overlay === true });
  if (busy === 0) return null;
  return (
    <div className="loading-overlay" aria-live="assertive" aria-busy="true">
      <Spinner size="lg" label="처리 중입니다" />
    </div>
  );
}
