import type { AdminProvider } from '@snsshop/shared/catalog';
import { FieldFrame } from '../../../components/ui/field';

/** A provider to pick, or '' for the simulated one; a provider switched off says so. */
export function ProviderSelect({ label, providers, value, onChange }: { label: string; providers: AdminProvider[]; value: string; onChange: (value: string) => void }) {
  return (
    <FieldFrame label={label}>
      {({ id }) => (
        <select id={id} className="input select" value={value} onChange={(e) => onChange(e.target.value)}>
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
  );
}
