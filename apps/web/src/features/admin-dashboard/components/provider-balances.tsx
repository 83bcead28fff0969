import { formatNumber } from '@snsshop/shared/common';
import type { ProviderBalance } from '@snsshop/shared/dashboard';
import { Panel } from '../../../components/admin/admin-page';
import { Badge } from '../../../components/admin/badges';

const amount = (p: ProviderBalance) => {
  const n = Number(p.balance);
  const shown = p.balance !== null && Number.isFinite(n) ? formatNumber(n) : (p.balance ?? '-');
  return `${shown} ${p.currency ?? ''}`.trim();
};

/** Each enabled panel's balance as it answered just now. */
export function ProviderBalances({ providers }: { providers: ProviderBalance[] }) {
  return (
    <Panel title="공급처 잔액">
      {providers.length === 0 ? (
        <p className="adm-hint">연결된 공급처가 없습니다.</p>
      ) : (
        <ul className="adm-health">
          {providers.map((p) => (
            <li key={p.id ?? `builtin-${p.name}`}>
              <span className="adm-health__name">{p.name}</span>
              {p.error ? <Badge tone="danger">확인 불가</Badge> : <strong>{amount(p)}</strong>}
              {p.error && <span className="adm-health__meta adm-error-text">{p.error}</span>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
