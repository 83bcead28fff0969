import type { AdminCategory, AdminPlatform, AdminProvider, AdminService } from '@snsshop/shared/catalog';
import { useState } from 'react';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import { toast } from '../../../lib/toast';
import { Toggle } from '../../../components/admin/toggle';
import { checkService, draftOf, shownCancellable, type ServiceDraft } from './service-form-check';
import { Field, FieldFrame } from '../../../components/ui/field';
import { RefillPolicyFields } from './refill-policy-fields';
import { ServiceTypeField } from './service-type-field';
import { AdminForm, DialogActions } from '../../../components/admin/dialog-actions';
import { ProviderSelect } from './provider-select';

interface ServiceFormProps {
  service: AdminService | null;
  platforms: AdminPlatform[];
  categories: AdminCategory[];
  providers: AdminProvider[];
  defaultCategoryId?: string;
  onDone: () => void;
}

/** Add or edit a product: name, description, limits, price in won per 1,000 (≤ 4 decimals), flags, provider. */
export function ServiceForm({ service, platforms, categories, providers, defaultCategoryId, onDone }: ServiceFormProps) {
  const [d, setD] = useState<ServiceDraft>(() => draftOf(service, { categoryId: defaultCategoryId }));
  const set = <K extends keyof ServiceDraft>(k: K, v: ServiceDraft[K]) => setD((prev) => ({ ...prev, [k]: v }));
  const { error, fail, clear } = useFormError();
  const create = useCreateService();
  const update = useUpdateService();
  const platformName = new Map(platforms.map((p) => [p.id, p.text]));

  const submit = () => {
    clear();
    const checked = checkService(d, service);
    if (!checked.ok) return fail(checked.message);
    if (!service) return create.mutate(checked.create, { onSuccess: onDone });
    if (Object.keys(checked.update).length === 0) {
      toast.info('바뀐 내용이 없습니다.');
      return onDone();
    }
    update.mutate({ id: service.id, body: checked.update }, { onSuccess: onDone });
  };

  const text = (k: 'text' | 'min' | 'max' | 'price' | 'providerServiceId' | 'sortOrder', label: string, props: { inputMode?: 'numeric' | 'decimal'; placeholder?: string; hint?: string } = {}) => (
    <Field label={label} value={d[k]} inputMode={props.inputMode} placeholder={props.placeholder} hint={props.hint} onChange={(e) => set(k, e.target.value)} />
  );

  return (
    <AdminForm onSubmit={submit} aria-label={service ? '상품 수정' : '상품 추가'}>
      <FieldFrame label="카테고리">
        {({ id }) => (
          <select id={id} className="input select" value={d.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
            <option value="">카테고리 선택</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {platformName.get(c.platformId) ?? `#${c.platformId}`} · {c.text}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {text('text', '상품명')}
      <ServiceTypeField value={d.serviceType} original={service?.serviceType ?? null} onChange={(v) => set('serviceType', v)} />
      <FieldFrame label="설명">
        {({ id }) => <textarea id={id} className="input" rows={3} value={d.notice} onChange={(e) => set('notice', e.target.value)} placeholder="주문 화면에 보이는 안내 문구" />}
      </FieldFrame>
      <div className="adm-form__row">
        {text('min', '최소 수량', { inputMode: 'numeric' })}
        {text('max', '최대 수량', { inputMode: 'numeric' })}
        {text('price', '단가(원, 1,000개당)', { inputMode: 'decimal', placeholder: '예: 1.96', hint: '공급처처럼 1,000개당 가격, 소수점 넷째 자리까지' })}
      </div>
      <div className="adm-form__row">
        <ProviderSelect label="공급처" providers={providers} value={d.providerId} onChange={(v) => set('providerId', v)} />
        {d.providerId !== '' && text('providerServiceId', '공급처 상품 번호', { placeholder: '예: 1024' })}
        {text('sortOrder', '정렬 순서', { inputMode: 'numeric' })}
      </div>
      {service?.suspendReason && d.readOnly && (
        <p className="adm-hint adm-error-text" role="note">
          {service.suspendReason} 공급 경로를 확인한 뒤 '주문 불가 (보기 전용)'을 끄면 다시 주문을 받습니다.
        </p>
      )}
      <div className="adm-form__checks">
        <Toggle label="쇼핑몰에 노출" checked={d.visible} onChange={(v) => set('visible', v)} />
        <Toggle label="자동주문 허용" checked={d.enableAuto} onChange={(v) => set('enableAuto', v)} />
        <Toggle label="주문 불가 (보기 전용)" checked={d.readOnly} onChange={(v) => set('readOnly', v)} />
        <Toggle label="취소 가능" checked={shownCancellable(d)} onChange={(v) => set('cancellable', v)} />
        {service?.importedRate != null && <Toggle label="가격 맞추기에서 단가 고정" checked={d.priceLocked} onChange={(v) => set('priceLocked', v)} />}
      </div>
      <p className="adm-hint">취소 가능: 공급처로 이미 보낸 주문도 회원이 취소를 요청할 수 있습니다. 공급처가 취소를 지원하는 상품에만 켜주세요.</p>
      <RefillPolicyFields value={d.refill} onChange={(v) => set('refill', v)} />
      {service?.importedRate != null && (
        <p className="adm-hint">
          공급처 가격 {service.importedRate} (1,000개당){service.markupPercent !== null ? ` · 마진 ${service.markupPercent}%` : ''}. 단가를 바꾸면 고정됩니다.
        </p>
      )}
      <FormError message={error} />
      <DialogActions onCancel={onDone} confirmLabel="저장" pending={create.isPending || update.isPending} />
    </AdminForm>
  );
}
