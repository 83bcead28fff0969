import type { ProviderHealth, RoutingSettings } from '@snsshop/shared/catalog';
import { formatNumber } from '@snsshop/shared/common';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { Badge } from '../../../components/admin/badges';
import { QueryView } from '../../../components/admin/query-view';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { when, won } from '../../../lib/admin/format';
import { useProviderHealth } from '../../../lib/admin/get-provider-health';
import { useSaveRoutingSettings } from '../api/save-routing-settings';
import { circuitLabel } from './route-cost';
import './routes.css';

const percent = (r: number | null) => (r === null ? '-' : `${(Math.round(r * 1000) / 10).toFixed(1)}%`);
const latency = (ms: number | null) => (ms === null ? '-' : ms < 1000 ? `${ms}ms` : `${(ms / 1000).toFixed(1)}초`);

const columns: Column<ProviderHealth>[] = [
  {
    key: 'name',
    header: '공급처',
    cell: (p) => (
      <span className="adm-inline">
        <strong>{p.name}</strong>
        {!p.enabled && <Badge>사용 안 함</Badge>}
      </span>
    ),
  },
  { key: 'sends', header: '전송 (7일)', align: 'end', cell: (p) => `${formatNumber(p.sends)}건` },
  { key: 'success', header: '성공률', align: 'end', cell: (p) => percent(p.successRate) },
  { key: 'latency', header: '전송 시간 (중앙값)', align: 'end', cell: (p) => latency(p.medianLatencyMs) },
  {
    key: 'circuit',
    header: '연결 상태',
    align: 'center',
    cell: (p) => (
      <span className="adm-inline">
        <Badge tone={p.circuit.state === 'closed' ? 'success' : p.circuit.state === 'open' ? 'danger' : 'warn'}>{circuitLabel[p.circuit.state]}</Badge>
        {p.circuit.state === 'open' && p.circuit.openUntil && <span className="adm-hint">{when(p.circuit.openUntil)}까지</span>}
      </span>
    ),
  },
  {
    key: 'lastError',
    header: '마지막 오류',
    cell: (p) =>
      p.lastError ? (
        <span>
          <span className="adm-ellipsis adm-error-text" title={p.lastError}>
            {p.lastError}
          </span>
          <br />
          <span className="adm-hint">{when(p.lastErrorAt)}</span>
        </span>
      ) : (
        '-'
      ),
  },
  {
    key: 'balance',
    header: '잔액',
    align: 'end',
    cell: (p) =>
      p.balanceError ? (
        <Badge tone="danger">확인 불가</Badge>
      ) : p.balance === null ? (
        '-'
      ) : (
        <span className="adm-inline">
          <span>
            {formatNumber(Number(p.balance))} {p.currency ?? ''}
            {p.currency !== 'KRW' && p.balanceWon !== null && <span className="adm-hint"> ({won(p.balanceWon)})</span>}
          </span>
          {p.lowBalance && <Badge tone="danger">잔액 부족</Badge>}
        </span>
      ),
  },
];

/** How each provider is doing: sends, speed, errors, its circuit and balance; and the two routing settings. */
export function ProviderHealthTable() {
  const health = useProviderHealth();
  return (
    <Panel title="공급처 상태">
      <QueryView query={health} what="공급처 상태">
        {(h) => (
          <>
            <RoutingSettingsForm key={JSON.stringify(h.settings)} settings={h.settings} />
            <DataTable caption="공급처 상태" columns={columns} rows={h.providers} rowKey={(p) => p.id} empty={<p>등록된 공급처가 없습니다.</p>} />
            <p className="adm-hint">연결 상태: 연속으로 전송에 실패한 공급처는 잠시 차단하고 다른 경로로 보냅니다. 차단 시간이 지나면 주문 하나를 시험으로 보내 결과에 따라 다시 열거나 차단합니다.</p>
          </>
        )}
      </QueryView>
    </Panel>
  );
}

function RoutingSettingsForm({ settings }: { settings: RoutingSettings }) {
  const [floor, setFloor] = useState(String(settings.marginFloorPct));
  const [low, setLow] = useState(String(settings.lowBalanceWon));
  const save = useSaveRoutingSettings();
  const { error, fail, clear } = useFormError();
  const submit = () => {
    clear();
    const marginFloorPct = Number(floor);
    const lowBalanceWon = Number(low.replaceAll(',', ''));
    if (!Number.isInteger(marginFloorPct) || marginFloorPct < 0 || marginFloorPct > 99) return fail('최소 마진은 0~99% 사이 정수로 입력해 주세요.');
    if (!Number.isInteger(lowBalanceWon) || lowBalanceWon < 0) return fail('잔액 경고 기준은 0원 이상 정수로 입력해 주세요.');
    save.mutate({ marginFloorPct, lowBalanceWon });
  };
  return (
    <form
      className="adm-health-settings"
      aria-label="원가 보호와 잔액 경고"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field label="최소 마진 (%)" value={floor} inputMode="numeric" hint="이보다 마진이 적은 경로는 건너뜁니다" onChange={(e) => setFloor(e.target.value)} />
      <Field label="잔액 경고 기준 (원)" value={low} inputMode="numeric" hint="0이면 경고하지 않습니다" onChange={(e) => setLow(e.target.value)} />
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        저장
      </button>
      <FormError message={error} />
    </form>
  );
}
