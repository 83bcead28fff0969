import { importBodySchema, type AdminProvider, type ProviderServiceItem, type UnreadableProviderService } from '@snsshop/shared/catalog';
import { useState } from 'react';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { categoriesApi } from '../api/categories';
import { useProviderServices } from '../api/get-provider-services';
import { useImportProviderServices } from '../api/import-provider-services';
import { platformsApi } from '../api/platforms';
import { parseDecimal } from '../../../lib/admin/number-input';
import { QueryView } from '../../../components/admin/query-view';
import { Toggle } from '../../../components/admin/toggle';
import { useConfirm } from '../../../components/admin/use-confirm';
import { Field, FieldFrame } from '../../../components/ui/field';
import { AdminForm, DialogActions } from '../../../components/admin/dialog-actions';
import { ProviderPickList } from './provider-pick-list';

/** Pick panel services, a target category and a markup; new services start hidden for a name check. */
export function ProviderImport({ provider, onDone }: { provider: AdminProvider; onDone: () => void }) {
  const list = useProviderServices(provider.id);
  return (
    <QueryView query={list} what="공급처 상품 목록">
      {(list) => <ImportForm provider={provider} items={list.items} unreadable={list.unreadable} onDone={onDone} />}
    </QueryView>
  );
}

function ImportForm({ provider, items, unreadable, onDone }: { provider: AdminProvider; items: ProviderServiceItem[]; unreadable: UnreadableProviderService[]; onDone: () => void }) {
  const platforms = platformsApi.useList();
  const categories = categoriesApi.useList();
  const importServices = useImportProviderServices();
  const { ask, dialog } = useConfirm();
  const { error, fail, clear } = useFormError();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [categoryId, setCategoryId] = useState('');
  const [markup, setMarkup] = useState('30');
  const [visible, setVisible] = useState(false);
  const [enableAuto, setEnableAuto] = useState(false);
  const platformName = new Map(platforms.data?.map((p) => [p.id, p.text]));

  const submit = () => {
    clear();
    if (!categoryId) return fail('가져온 상품을 넣을 카테고리를 선택해주세요.');
    if (picked.size === 0) return fail('가져올 상품을 하나 이상 선택해주세요.');
    const parsed = importBodySchema.safeParse({ categoryId: Number(categoryId), markupPercent: parseDecimal(markup), serviceIds: [...picked], visible, enableAuto });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.');
    ask({
      title: '상품 가져오기',
      message: `${provider.name}의 상품 ${picked.size}개를 마진 ${parsed.data.markupPercent}%로 가져옵니다.${visible ? '' : ' 가져온 상품은 이름을 확인할 수 있도록 숨김 상태로 만들어집니다.'}`,
      confirmLabel: '가져오기',
      onConfirm: () => importServices.mutate({ id: provider.id, body: parsed.data }, { onSuccess: onDone }),
    });
  };

  return (
    <AdminForm onSubmit={submit}>
      <div className="adm-form__row">
        <FieldFrame label="넣을 카테고리">
          {({ id }) => (
            <select id={id} className="input select" value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
              <option value="">카테고리 선택</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {platformName.get(c.platformId) ?? `#${c.platformId}`} · {c.text}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <Field label="마진율(%)" inputMode="decimal" value={markup} onChange={(e) => setMarkup(e.target.value)} />
      </div>
      <p className="adm-hint">1,000개당 판매가 = 공급처 가격(1,000개당) × 환율 {provider.exchangeRate} × (1 + 마진율), 소수점 넷째 자리까지 올림</p>
      <div className="adm-form__checks">
        <Toggle label="바로 노출" checked={visible} onChange={setVisible} />
        <Toggle label="자동주문 허용" checked={enableAuto} onChange={setEnableAuto} />
      </div>
      <ProviderPickList items={items} unreadable={unreadable} picked={picked} onPick={setPicked} />
      <FormError message={error} />
      <DialogActions onCancel={onDone} confirmLabel="가져오기" pending={importServices.isPending} />
      {dialog}
    </AdminForm>
  );
}
