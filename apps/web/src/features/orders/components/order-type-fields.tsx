import { serviceTypeRule, typeLines, type TypeField } from '@snsshop/shared/catalog';
import { formatNumber } from '@snsshop/shared/common';
import type { Order } from '@snsshop/shared/orders';
import './order-type-fields.css';

/**
 * What a typed order (comments, a package, a subscription …) was placed with, as history and the
 * order detail show it: the type's Korean name, then its fields — lines collapsed behind a count,
 * a subscription in one line (account, likes per post, posts used of those bought).
 */

export const orderTypeLabel = (type: string) => serviceTypeRule(type)?.label ?? type;

/** "@account · 게시물당 20~50개 · 게시물 2/10개" */
export function subscriptionLine(order: Order): string {
  const f = order.fields ?? {};
  const posts = order.subscription ? `게시물 ${formatNumber(order.subscription.postsUsed)}/${formatNumber(order.subscription.posts)}개` : `게시물 ${formatNumber(Number(f.posts))}개`;
  return `@${f.username ?? ''} · 게시물당 ${formatNumber(Number(f.min))}~${formatNumber(Number(f.max))}개 · ${posts}`;
}

function valueText(field: TypeField, value: string): string {
  if (field.kind === 'choice') return field.options?.find((o) => o.value === value)?.label ?? value;
  return value;
}

function LinesValue({ field, value }: { field: TypeField; value: string }) {
  const lines = typeLines(value);
  return (
    <details className="order-type__lines">
      <summary>
        {field.label} {formatNumber(lines.length)}줄 보기
      </summary>
      <ol>
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ol>
    </details>
  );
}

export function OrderTypeFields({ order }: { order: Order }) {
  if (!order.serviceType) return null;
  const rule = serviceTypeRule(order.serviceType);
  const fields = order.fields ?? {};
  return (
    <div className="order-type">
      <span className="badge badge--main order-type__label">{orderTypeLabel(order.serviceType)}</span>
      {rule?.quantity === 'per-post' ? (
        <span className="order-type__line">{subscriptionLine(order)}</span>
      ) : (
        rule?.fields.map((f) => {
          const v = fields[f.key];
          if (!v) return null;
          if (f.kind === 'lines') return <LinesValue key={f.key} field={f} value={v} />;
          return (
            <span key={f.key} className="order-type__line">
              {f.label}: {valueText(f, v)}
            </span>
          );
        })
      )}
    </div>
  );
}
