import type { ServiceUpdate } from '@snsshop/shared/catalog';
import { formatDateTime } from '@snsshop/shared/common';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { useServiceUpdates } from '../api/get-service-updates';
import './service-updates.css';

function change(u: ServiceUpdate) {
  if (u.changeText) return u.changeText;
  if (u.beforeText && u.afterText) return `${u.beforeText} → ${u.afterText}`;
  if (u.kind === 'new' && u.afterText) return u.afterText;
  return u.kind === 'suspended' ? '현재 주문 불가' : u.kind === 'resumed' ? '다시 주문 가능' : '';
}

/** "서비스 업데이트": price rises and cuts, stops, resumes and new services, newest first. */
export function ServiceUpdatesList() {
  const { data, isPending, isError, refetch } = useServiceUpdates();
  if (isPending) return <PageSpinner />;
  if (isError) return <LoadError message="서비스 업데이트를 불러오지 못했습니다." onRetry={() => void refetch()} />;
  if (data.length === 0) return <p className="card empty-card">아직 알려드릴 변경 사항이 없습니다.</p>;
  return (
    <ol className="service-updates card">
      {data.map((u) => (
        <li key={u.id} className="service-update">
          <span className={`service-update__kind service-update__kind--${u.kind}`}>{u.kindText}</span>
          <div className="service-update__body">
            <p className="service-update__name">{u.serviceText}</p>
            <p className="service-update__meta">
              {u.platformText} · {u.categoryText}
            </p>
          </div>
          <div className="service-update__side">
            <p className="service-update__change">{change(u)}</p>
            <time className="service-update__time" dateTime={u.at}>
              {formatDateTime(u.at)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
