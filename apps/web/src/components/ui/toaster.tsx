import { dismissToast, useToasts } from '../../lib/toast';

const icons = { success: '✓', error: '!', info: 'i' } as const;

export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast__icon" aria-hidden="true">
            {icons[t.kind]}
          </span>
          <span className="toast__message">{t.message}</span>
          <button type="button" className="toast__close" aria-label="알림 닫기" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
