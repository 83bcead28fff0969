import { Link } from 'react-router';
import { adminScreens } from '../../../config/admin-screens';
import { when, won } from '../../../lib/admin/format';
import { useProviderHealth } from '../../../lib/admin/get-provider-health';
import './provider-warnings.css';

/** Providers that need the owner: a balance under the threshold, or a circuit that shut them off. Nothing when all is well. */
export function ProviderWarnings() {
  const health = useProviderHealth();
  const h = health.data;
  if (!h) return null;
  const low = h.providers.filter((p) => p.lowBalance);
  const open = h.providers.filter((p) => p.circuit.state !== 'closed');
  if (low.length === 0 && open.length === 0) return null;
  return (
    <div className="card adm-panel adm-provider-warnings" role="alert">
      <ul>
        {low.map((p) => (
          <li key={`low-${p.id}`}>
            <strong>{p.name}</strong> 잔액 부족: {won(p.balanceWon)} (경고 기준 {won(h.settings.lowBalanceWon)}). 충전하지 않으면 주문이 다른 경로로 넘어가거나 대기합니다.
          </li>
        ))}
        {open.map((p) => (
          <li key={`open-${p.id}`}>
            <strong>{p.name}</strong> 연결 차단 중{p.circuit.openUntil ? ` (${when(p.circuit.openUntil)}까지)` : ''}: 연속 {p.circuit.failures}번 전송에 실패했습니다.
          </li>
        ))}
      </ul>
      <Link className="adm-link" to={`${adminScreens.catalog.path}?tab=health`}>
        공급처 상태 보기
      </Link>
    </div>
  );
}
