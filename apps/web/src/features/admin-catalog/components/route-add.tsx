import type { AdminProvider } from '@snsshop/shared/catalog';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { ProviderSelect } from './provider-select';

/** The row under the routes that adds one: a provider (or the simulated one) and its service id. */
export function RouteAdd({ providers, onAdd }: { providers: AdminProvider[]; onAdd: (providerId: number | null, serviceId: string) => boolean }) {
  const [provider, setProvider] = useState('');
  const [serviceId, setServiceId] = useState('');
  return (
    <div className="adm-form__row adm-routes__add">
      <ProviderSelect label="추가할 공급처" providers={providers} value={provider} onChange={setProvider} />
      {provider !== '' && <Field label="공급처 상품 번호" value={serviceId} placeholder="예: 1024" onChange={(e) => setServiceId(e.target.value)} />}
      <div className="adm-filters__buttons">
        <button type="button" className="btn" onClick={() => onAdd(provider === '' ? null : Number(provider), serviceId.trim()) && setServiceId('')}>
          경로 추가
        </button>
      </div>
    </div>
  );
}
