import { markupPercentSchema, type AdminProvider, type SyncResult } from '@snsshop/shared/catalog';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { useSyncProvider } from '../api/sync-provider';
import { parseDecimal } from '../../../lib/admin/number-input';
import { useConfirm } from '../../../components/admin/use-confirm';
import { Field } from '../../../components/ui/field';
import { AdminForm, DialogActions } from '../../../components/admin/dialog-actions';
import { SyncResultView } from './provider-sync-result';

/** Re-price from the panel's current rates; names, categories, visibility and locked prices stay. */
export function ProviderSync({ provider, onDone }: { provider: AdminProvider; onDone: () => void }) {
  const [markup, setMarkup] = useState('');
  const [result, setResult] = useState<SyncResult | null>(null);
  const sync = useSyncProvider();
  const { ask, dialog } = useConfirm();
  const { error, fail, clear } = useFormError();

  const submit = () => {
    clear();
    let markupPercent: number | undefined;
    if (markup.trim() !== '') {
      const parsed = markupPercentSchema.safeParse(parseDecimal(markup));
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.');
      markupPercent = parsed.data;
    }
    ask({
      title: '가격 다시 맞추기',
      message: `${provider.name}의 현재 가격으로 단가가 고정되지 않은 상품의 가격을 다시 계산합니다.${markupPercent !== undefined ? ` 마진율은 ${markupPercent}%로 바뀝니다.` : ''} 상품명·카테고리·노출 설정은 그대로입니다.`,
      confirmLabel: '맞추기',
      onConfirm: () => sync.mutate({ id: provider.id, markupPercent }, { onSuccess: setResult }),
    });
  };
  // The safety check refused the read (most of the list missing at once): the owner may apply it anyway.
  const refused = sync.error instanceof ApiError && sync.error.data?.canForce === true ? sync.error.message : null;
  const force = () =>
    ask({
      title: '그래도 맞추기',
      message: '공급처 답에 없는 상품은 모두 사라진 것으로 보고 주문을 멈춥니다. 공급처 화면에서 상품이 정말 사라졌는지 확인한 뒤에만 진행하세요.',
      confirmLabel: '그래도 맞추기',
      onConfirm: () => sync.mutate({ id: provider.id, markupPercent: markup.trim() === '' ? undefined : parseDecimal(markup), force: true }, { onSuccess: setResult }),
    });

  if (result) return <SyncResultView result={result} onDone={onDone} />;

  return (
    <AdminForm onSubmit={submit}>
      <p className="adm-hint">직접 바꾼 단가(고정)와 상품명·설명·카테고리·노출·정렬은 바뀌지 않습니다.</p>
      <Field label="새 마진율(%) (선택)" inputMode="decimal" value={markup} onChange={(e) => setMarkup(e.target.value)} placeholder="비우면 상품마다 쓰던 마진율 그대로" />
      <FormError message={error} />
      {refused && (
        <div className="adm-refused" role="alert">
          <p>{refused}</p>
          <button type="button" className="btn btn--sm btn--danger" onClick={force} disabled={sync.isPending}>
            그래도 맞추기
          </button>
        </div>
      )}
      <DialogActions onCancel={onDone} confirmLabel="가격 맞추기" pending={sync.isPending} />
      {dialog}
    </AdminForm>
  );
}
