import type { AdminProvider, ServiceRoutes } from '@snsshop/shared/catalog';
import { useState } from 'react';
import { QueryView } from '../../../components/admin/query-view';
import { Toggle } from '../../../components/admin/toggle';
import { DataTable } from '../../../components/ui/data-table';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { useServiceRoutes } from '../api/get-service-routes';
import { useSaveServiceRoutes } from '../api/save-service-routes';
import { RouteAdd } from './route-add';
import { routeColumns } from './route-columns';
import { per1000Won } from './route-cost';
import { draftsOf, moved, newDraft, routesBody, type RouteDraft } from './route-drafts';
import './routes.css';

/** A service's routes: tried from the top; a definite refusal moves an order to the next one. */
export function RouteEditor({ serviceId, providers }: { serviceId: number; providers: AdminProvider[] }) {
  const routes = useServiceRoutes(serviceId);
  return (
    <section className="adm-routes" aria-label="공급 경로">
      <h3 className="adm-routes__title">공급 경로</h3>
      <QueryView query={routes} what="공급 경로">
        {(data) => <RouteList key={JSON.stringify(data.routes)} data={data} providers={providers} />}
      </QueryView>
    </section>
  );
}

function RouteList({ data, providers }: { data: ServiceRoutes; providers: AdminProvider[] }) {
  const [drafts, setDrafts] = useState<RouteDraft[]>(() => draftsOf(data));
  const [rerouteRemainder, setRerouteRemainder] = useState(data.rerouteRemainder);
  const save = useSaveServiceRoutes();
  const { error, fail, clear } = useFormError();

  const refusal = (providerId: number | null, serviceId: string) =>
    providerId !== null && serviceId === ''
      ? '공급처 상품 번호를 입력해 주세요.'
      : drafts.some((d) => d.providerId === providerId && d.providerServiceId.trim() === serviceId)
        ? '이미 있는 경로입니다.'
        : null;
  const add = (providerId: number | null, serviceId: string) => {
    clear();
    const refused = refusal(providerId, serviceId);
    if (refused) fail(refused);
    else setDrafts((d) => [...d, newDraft(providerId, providerId === null ? '' : serviceId)]);
    return !refused;
  };
  const submit = () => {
    clear();
    if (drafts.length === 0) return fail('경로를 하나 이상 남겨 주세요.');
    save.mutate({ serviceId: data.serviceId, body: routesBody(drafts, rerouteRemainder) });
  };
  const columns = routeColumns({
    drafts,
    priceE7: data.priceE7,
    providerName: (id) => (id === null ? '기본 (시뮬레이션)' : (providers.find((p) => p.id === id)?.name ?? `#${id}`)),
    patch: (key, p) => setDrafts((d) => d.map((x) => (x.key === key ? { ...x, ...p } : x))),
    move: (i, by) => setDrafts((d) => moved(d, i, by)),
    remove: (key) => setDrafts((d) => d.filter((x) => x.key !== key)),
  });

  return (
    <>
      <p className="adm-hint">
        주문은 위에서부터 차례로 보냅니다. 공급처가 분명히 거절하면(잔액 부족·없는 상품·수량 범위·중지된 상품) 다음 경로로 넘기고, 응답을 알 수 없으면 넘기지 않습니다. 판매가 1,000개당 {per1000Won(data.priceE7)}
        {data.marginFloorPct > 0 ? ` · 최소 마진 ${data.marginFloorPct}%` : ''}.
      </p>
      {drafts.some((d) => d.enabled && d.saved?.guarded) && (
        <p className="adm-routes__warn" role="alert">
          원가가 판매가 이상이거나 최소 마진에 못 미치는 경로는 건너뜁니다. 보낼 경로가 하나도 없으면 주문은 &lsquo;확인 필요&rsquo;로 대기합니다.
        </p>
      )}
      <DataTable caption="공급 경로" columns={columns} rows={drafts} rowKey={(d) => d.key} empty={<p>경로가 없습니다. 아래에서 추가해 주세요.</p>} />
      <RouteAdd providers={providers} onAdd={add} />
      <Toggle label="부분 완료되면 남은 수량을 다음 경로로 보내기" checked={rerouteRemainder} onChange={setRerouteRemainder} />
      <p className="adm-hint">켜면 한 경로가 일부만 처리했을 때 남은 수량을 환불하지 않고 다음 경로에 주문합니다. 회원에게는 주문 하나로 보이고, 어느 경로도 처리하지 못한 수량만 마지막에 한 번 환불합니다.</p>
      <FormError message={error} />
      <div className="adm-form__actions">
        <button type="button" className="btn btn--primary" disabled={save.isPending} onClick={submit}>
          경로 저장
        </button>
      </div>
    </>
  );
}
