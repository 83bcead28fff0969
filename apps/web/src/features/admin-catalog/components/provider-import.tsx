import { importBodySchema, providerServiceTypeLabel, type AdminProvider, type ProviderServiceItem, type UnreadableProviderService } from '@snsshop/shared/catalog';
import { useMemo, useState } from 'react';
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

/** Pick panel services, a target category and a markup; new services start hidden for a name check. */
export function ProviderImport({ provider, onDone }: { provider: AdminProvider; onDone: () => void }) {
  const list = useProviderServices(provider.id);
  return (
    <QueryView query={list} what="공급처 상품 목록">
      {(list) => <ImportForm provider={provider} items={list.items} unreadable={list.unreadable} onDone={onDone} />}
    </QueryView>
  );
}

/** Entries of the panel's answer that could not be read: listed with the reason, never dropped in silence. */
export function UnreadableEntries({ entries }: { entries: UnreadableProviderService[] }) {
  if (entries.length === 0) return null;
  return (
    <details className="adm-unreadable">
      <summary className="adm-error-text">공급처 답에서 읽지 못한 항목 {entries.length}개 (가져오거나 가격을 맞추지 않습니다)</summary>
      <ul>
        {entries.slice(0, 100).map((u) => (
          <li key={u.position}>
            {u.service !== null ? `공급처 상품 ${u.service}` : `${u.position}번째 항목`}: {u.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

function ImportForm({ provider, items, unreadable, onDone }: { provider: AdminProvider; items: ProviderServiceItem[]; unreadable: UnreadableProviderService[]; onDone: () => void }) {
  const platforms = platformsApi.useList();
  const categories = categoriesApi.useList();
  const importServices = useImportProviderServices();
  const { ask, dialog } = useConfirm();
  const { error, fail, clear } = useFormError();
  const [filter, setFilter] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [categoryId, setCategoryId] = useState('');
  const [markup, setMarkup] = useState('30');
  const [visible, setVisible] = useState(false);
  const [enableAuto, setEnableAuto] = useState(false);
  const platformName = new Map(platforms.data?.map((p) => [p.id, p.text]));

  const importable = items.filter((i) => i.importedServiceId === null);
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? items.filter((i) => `${i.service} ${i.name} ${i.category}`.toLowerCase().includes(f)) : items;
  }, [items, filter]);

  const toggle = (id: string, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

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
    <form
      className="adm-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
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
      <p className="adm-hint">단가 = 공급처 가격(1,000개당) × 환율 {provider.exchangeRate} × (1 + 마진율) ÷ 1,000, 0.01원 단위로 올림</p>
      <div className="adm-form__checks">
        <Toggle label="바로 노출" checked={visible} onChange={setVisible} />
        <Toggle label="자동주문 허용" checked={enableAuto} onChange={setEnableAuto} />
      </div>
      <div className="adm-inline">
        <input className="input" aria-label="공급처 상품 검색" placeholder="번호·이름·분류로 찾기" value={filter} onChange={(e) => setFilter(e.target.value)} style={{ flex: 1 }} />
        <button type="button" className="btn btn--sm" onClick={() => setPicked(new Set(importable.filter((i) => shown.includes(i)).map((i) => i.service)))}>
          보이는 것 모두 선택
        </button>
        <button type="button" className="btn btn--sm" onClick={() => setPicked(new Set())}>
          선택 해제
        </button>
      </div>
      <p className="adm-count">
        {items.length}개 중 {picked.size}개 선택 · 이미 가져온 상품은 고를 수 없습니다.
      </p>
      <UnreadableEntries entries={unreadable} />
      <div className="adm-pick-list" role="group" aria-label="공급처 상품">
        {shown.map((i) => (
          <label key={i.service}>
            <input type="checkbox" checked={picked.has(i.service)} disabled={i.importedServiceId !== null} onChange={(e) => toggle(i.service, e.target.checked)} />
            <span>
              <strong>#{i.service}</strong> {i.name}
              <br />
              <span className="adm-hint">
                {i.category ? `${i.category} · ` : ''}
                {i.type !== 'Default' ? `${providerServiceTypeLabel(i.type)} · ` : ''}
                {i.min}~{i.max}개{i.importedServiceId !== null ? ` · 가져옴 (상품 ${i.importedServiceId})` : ''}
              </span>
            </span>
            <span className="adm-mono">{i.rate}</span>
          </label>
        ))}
      </div>
      <FormError message={error} />
      <div className="adm-form__actions">
        <button type="button" className="btn" onClick={onDone}>
          취소
        </button>
        <button type="submit" className="btn btn--primary" disabled={importServices.isPending}>
          가져오기
        </button>
      </div>
      {dialog}
    </form>
  );
}
