import type { AdminProvider } from '@snsshop/shared/catalog';
import { useState } from 'react';
import { Field, FieldFrame } from '../../../components/ui/field';

/** The row under the routes that adds one: a provider (or the simulated one) and its service id. */
export function RouteAdd({ providers, onAdd }: { providers: AdminProvider[]; onAdd: (providerId: number | null, serviceId: string) => boolean }) {
  const [provider, setProvider] = useState('');
  const [serviceId, setServiceId] = useState('');
  return (
    <div className="adm-form__row adm-routes__add">
      <FieldFrame label="추가할 공급처">
        {({ id }) => (
          <select id={id} className="input select" value={provider} onChange={(e) => setProvider(e.target.value)}>
            <option value="">기본 (시뮬레이션)</option>
            {providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
                {p.enabled ? '' : ' (사용 안 함)'}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {provider !== '' && <Field label="공급처 상품 번호" value={serviceId} placeholder="예: 1024" onChange={(e) => setServiceId(e.target.value)} />}
      <div className="adm-filters__buttons">
        <button type="button" className="btn" onClick={() => onAdd(provider === '' ? null : Number(provider), serviceId.trim()) && setServiceId('')}>
          경로 추가
        </button>
      </div>
    </div>
  );
}
