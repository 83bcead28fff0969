import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** One question at a time: `ask` opens it, the dialog element goes anywhere in the screen. */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const ask = useCallback((r: ConfirmRequest) => setRequest(r), []);
  const dialog = (
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      message={request?.message ?? ''}
      confirmLabel={request?.confirmLabel}
      cancelLabel="취소"
      onConfirm={() => {
        const r = request;
        setRequest(null);
        r?.onConfirm();
      }}
      onCancel={() => setRequest(null)}
    />
  );
  return { ask, dialog };
}
