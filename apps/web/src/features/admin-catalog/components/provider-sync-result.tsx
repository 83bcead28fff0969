import type { SyncResult } from '@snsshop/shared/catalog';
import { formatPriceEach } from '@snsshop/shared/common';
import { UnreadableEntries } from './unreadable-entries';

/** What a price sync did, line by line, with the services each line names (up to 20 where there can be many). */
export function SyncResultView({ result, onDone }: { result: SyncResult; onDone: () => void }) {
  return (
    <div className="adm-form">
      <p>{result.message}</p>
      <ul className="adm-health">
        <li>
          <span className="adm-health__name">확인한 상품</span>
          <strong>{result.checked}개</strong>
        </li>
        <li>
          <span className="adm-health__name">단가 변경</span>
          <strong>{result.updated.length}개</strong>
          {result.updated.slice(0, 20).map((u) => (
            <span key={u.id} className="adm-health__meta">
              {u.text}: {formatPriceEach(u.oldPriceE7)} → {formatPriceEach(u.newPriceE7)}
            </span>
          ))}
        </li>
        <li>
          <span className="adm-health__name">수량 범위 변경</span>
          <strong>{result.limitsChanged}개</strong>
        </li>
        <li>
          <span className="adm-health__name">단가 고정으로 그대로 둔 상품</span>
          <strong>{result.locked}개</strong>
        </li>
        <li>
          <span className="adm-health__name">공급처에서 사라진 상품</span>
          <strong>{result.missing.length}개</strong>
          {result.missing.map((m) => (
            <span key={m.id} className="adm-health__meta adm-error-text">
              {m.text} (공급처 상품 {m.providerServiceId})
            </span>
          ))}
        </li>
        <li>
          <span className="adm-health__name">원가 변동으로 주문을 멈춘 상품</span>
          <strong>{result.suspended.length}개</strong>
          {result.suspended.map((m) => (
            <span key={m.id} className="adm-health__meta adm-error-text">
              {m.text}: {m.reason}
            </span>
          ))}
        </li>
        {result.unreadable.length > 0 && (
          <li>
            <span className="adm-health__name">읽지 못해 그대로 둔 항목</span>
            <strong>{result.unreadable.length}개</strong>
            <UnreadableEntries entries={result.unreadable} />
          </li>
        )}
        <li>
          <span className="adm-health__name">공급처에 새로 생긴 상품</span>
          <strong>{result.newServices.length}개</strong>
          {result.newServices.slice(0, 20).map((n) => (
            <span key={n.service} className="adm-health__meta">
              {n.service}. {n.name} (1,000개당 {n.rate})
            </span>
          ))}
        </li>
      </ul>
      <div className="adm-form__actions">
        <button type="button" className="btn btn--primary" onClick={onDone}>
          닫기
        </button>
      </div>
    </div>
  );
}
