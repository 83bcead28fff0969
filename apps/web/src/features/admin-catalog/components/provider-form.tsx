import { providerCreateBodySchema, providerUpdateBodySchema, type AdminProvider } from '@snsshop/shared/catalog';
import { useState } from 'react';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { providersApi } from '../api/providers';
import { parseDecimal, parseInteger } from '../../../lib/admin/number-input';
import { Toggle } from '../../../components/admin/toggle';
import { Field } from '../../../components/ui/field';
import { AdminForm, DialogActions } from '../../../components/admin/dialog-actions';

/** The API key is write-only: the field starts empty and an empty field keeps the stored key. */
export function ProviderForm({ provider, onDone }: { provider: AdminProvider | null; onDone: () => void }) {
  const [name, setName] = useState(provider?.name ?? '');
  const [baseUrl, setBaseUrl] = useState(provider?.baseUrl ?? '');
  const [apiKey, setApiKey] = useState('');
  const [timeoutMs, setTimeoutMs] = useState(String(provider?.timeoutMs ?? 15000));
  const [exchangeRate, setExchangeRate] = useState(String(provider?.exchangeRate ?? 1));
  const [enabled, setEnabled] = useState(provider?.enabled ?? true);
  const [guardsLink, setGuardsLink] = useState(provider?.guardsLink ?? true);
  const { error, fail, clear } = useFormError();
  const create = providersApi.useCreate();
  const update = providersApi.useUpdate();

  const submit = () => {
    clear();
    const fields = { name, baseUrl, timeoutMs: parseInteger(timeoutMs), exchangeRate: parseDecimal(exchangeRate), enabled, guardsLink };
    if (!provider) {
      const parsed = providerCreateBodySchema.safeParse({ ...fields, apiKey });
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.');
      return create.mutate(parsed.data, { onSuccess: onDone });
    }
    const parsed = providerUpdateBodySchema.safeParse(apiKey.trim() ? { ...fields, apiKey } : fields);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.');
    update.mutate({ id: provider.id, body: parsed.data }, { onSuccess: onDone });
  };

  return (
    <AdminForm onSubmit={submit} autoComplete="off">
      <Field label="이름" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      <Field label="API 주소" type="url" value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} placeholder="https://panel.example.com/api/v2" />
      <Field
        label="API 키"
        type="password"
        autoComplete="new-password"
        value={apiKey}
        onChange={(e) => setApiKey(e.target.value)}
        placeholder={provider ? `저장된 키 ${provider.apiKeyMasked} · 바꿀 때만 입력` : ''}
        hint="키는 저장 후 다시 보여주지 않습니다."
      />
      <div className="adm-form__row">
        <Field label="응답 대기 시간(ms)" inputMode="numeric" value={timeoutMs} onChange={(e) => setTimeoutMs(e.target.value)} />
        <Field label="환율 (패널 통화 1 = ?원)" inputMode="decimal" value={exchangeRate} onChange={(e) => setExchangeRate(e.target.value)} hint="원화 패널은 1" />
      </div>
      <Toggle label="사용" checked={enabled} onChange={setEnabled} />
      <Toggle label="같은 링크 중복 주문 거부 (대부분의 패널)" checked={guardsLink} onChange={setGuardsLink} />
      <p className="field__hint">패널이 같은 링크의 진행 중 주문을 거부할 때만 켜세요. 켜 두면 전송 결과를 알 수 없을 때 다시 보내고, 끄면 바로 보류해 관리자 확인을 기다립니다.</p>
      <FormError message={error} />
      <DialogActions onCancel={onDone} confirmLabel="저장" pending={create.isPending || update.isPending} />
    </AdminForm>
  );
}
