import type { Service } from '@snsshop/shared/catalog';
import { formatNumber, formatPriceEach } from '@snsshop/shared/common';
import { useId } from 'react';
import { useSettings } from '../../../lib/get-settings';
import { ServiceEta } from './service-eta';
import { RefillBadge } from './refill-badge';
import { useTypedParts } from './use-typed-parts';

interface ServicePickerProps {
  services: readonly Service[];
  selected: Service | undefined;
  onSelect: (id: number) => void;
}

/** Product select plus the chosen product's limits, unit price and description. */
export function ServicePicker({ services, selected, onSelect }: ServicePickerProps) {
  const showId = useSettings().flag('ENABLE_VISIBLE_SERVICE_ID');
  const selectId = useId();
  // a typed service's facts and price are in its type's words (its parts load when it is picked)
  const typed = selected?.serviceType !== undefined && selected.serviceType !== 'Default';
  const { parts } = useTypedParts(typed);
  if (services.length === 0) return <p className="muted">이 카테고리에 등록된 상품이 없습니다.</p>;

  return (
    <div className="service-picker">
      <label htmlFor={selectId} className="sr-only">
        상품 선택
      </label>
      <select id={selectId} className="input select" value={selected?.id ?? ''} onChange={(e) => onSelect(Number(e.target.value))}>
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {showId ? `[${s.id}] ${s.text}` : s.text}
          </option>
        ))}
      </select>
      {selected && (
        <div className="service-detail">
          <div className="service-detail__badges">
            {selected.enableAuto && !typed && <span className="badge badge--main">자동주문 가능</span>}
            {selected.isReadOnly && <span className="badge badge--warn">현재 주문 불가</span>}
            <RefillBadge days={selected.refillDays} />
          </div>
          {typed ? (
            parts && <parts.TypedServiceFacts service={selected} />
          ) : (
          <dl className="service-facts">
            <div>
              <dt>최소 수량</dt>
              <dd>{formatNumber(selected.min)}개</dd>
            </div>
            <div>
              <dt>최대 수량</dt>
              <dd>{formatNumber(selected.max)}개</dd>
            </div>
            <div>
              <dt>단가</dt>
              <dd>{selected.wonText ?? formatPriceEach(selected.priceE7)}</dd>
            </div>
          </dl>
          )}
          <ServiceEta serviceId={selected.id} />
          {selected.notice.trim() !== '' && (
            <div className="service-notice">
              <h3 className="service-notice__title">상품 설명</h3>
              <p className="service-notice__text">{selected.notice}</p>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
