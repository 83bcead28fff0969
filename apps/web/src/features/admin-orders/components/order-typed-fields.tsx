import { subscriptionStateLabel } from '@snsshop/shared/catalog';
import type { AdminOrderDetail } from '@snsshop/shared/orders';
import { Panel } from '../../../components/admin/admin-page';

/** What a typed order was placed with: each field under its label, long lists folded; a subscription's progress. */
export function TypedFields({ typed }: { typed: NonNullable<AdminOrderDetail['typed']> }) {
  return (
    <Panel title={`주문 항목 · ${typed.label}`}>
      <dl className="adm-facts">
        {typed.fields.map((f) => (
          <div key={f.key}>
            <dt>{f.label}</dt>
            <dd>
              {f.lines ? (
                <details>
                  <summary>{`${f.value.split('\n').length.toLocaleString('ko-KR')}줄 보기`}</summary>
                  <pre className="adm-pre">{f.value}</pre>
                </details>
              ) : (
                f.value
              )}
            </dd>
          </div>
        ))}
        {typed.subscription && (
          <>
            <div>
              <dt>구독 상태</dt>
              <dd>{subscriptionStateLabel(typed.subscription.state)}</dd>
            </div>
            <div>
              <dt>사용한 게시물</dt>
              <dd>{`${typed.subscription.postsUsed.toLocaleString('ko-KR')} / ${typed.subscription.posts.toLocaleString('ko-KR')}개`}</dd>
            </div>
            <div>
              <dt>공급처 하위 주문</dt>
              <dd>{typed.subscription.childOrders.length === 0 ? '-' : typed.subscription.childOrders.join(', ')}</dd>
            </div>
          </>
        )}
      </dl>
    </Panel>
  );
}
