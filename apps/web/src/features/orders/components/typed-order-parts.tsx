import type { Service } from '@snsshop/shared/catalog';
import { DEFAULT_MAX_SUBSCRIPTION_POSTS, duplicateLineCount, typeLines, type ServiceTypeRule, type TypeField } from '@snsshop/shared/catalog';
import { formatNumber, formatPriceEach, formatWon } from '@snsshop/shared/common';
import { Field, FieldFrame } from '../../../components/ui/field';
import type { OrderDraft } from './order-form-check';
import { koreanToday, lineNoun, toNumber, ruleOf, typedPosts, typedPrice, typedPriceLabel } from './typed-order-check';
import './typed-order.css';

export { initialTypedFields, ruleOf, typedOrderCheck, typedPrice, typedQuantityText, typedUnits } from './typed-order-check';

/**
 * The parts of the order form for a service of a type other than Default, in their own chunk: the
 * order page's first paint (and the landing page's) never carries them or the shared type rules
 * (order-form.tsx loads this module when such a service is picked).
 */

interface TypedFieldsProps {
  service: Service;
  draft: OrderDraft;
  closed: boolean;
  onLink: (link: string) => void;
  onAmount: (amount: string) => void;
  onField: (key: string, value: string) => void;
}

const tomorrow = () => new Date(Date.parse(`${koreanToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The hint under a field: its help, and the service's limits where the field is bound by them. */
function hintOf(service: Service, rule: ServiceTypeRule, f: TypeField): string {
  if (f.key === rule.linesField) return `${f.help} 최소 ${formatNumber(service.min)}개 · 최대 ${formatNumber(service.max)}개`;
  if (rule.quantity === 'per-post' && (f.key === 'min' || f.key === 'max')) return `${f.help} (${formatNumber(service.min)}~${formatNumber(service.max)})`;
  if (rule.quantity === 'per-post' && f.key === 'posts') {
    const cap = formatNumber(service.maxPosts ?? DEFAULT_MAX_SUBSCRIPTION_POSTS);
    return `${f.help} 최대 ${cap}개까지 정할 수 있고, 게시물 수를 비우면 최대 ${cap}개로 주문됩니다.`;
  }
  return f.help;
}

function LinesField({ service, rule, field, value, closed, onChange }: { service: Service; rule: ServiceTypeRule; field: TypeField; value: string; closed: boolean; onChange: (v: string) => void }) {
  const noun = lineNoun(field);
  const count = typeLines(value).length;
  const dupes = duplicateLineCount(value);
  const counts = field.key === rule.linesField;
  return (
    <FieldFrame label={field.label} hint={hintOf(service, rule, field)} className="typed-fields__wide">
      {({ id, hintId }) => (
        <>
          <textarea
            id={id}
            name={field.key}
            className="input typed-fields__lines"
            rows={counts ? 7 : 4}
            aria-describedby={hintId}
            placeholder={field.placeholder}
            value={value}
            disabled={closed}
            onChange={(e) => onChange(e.target.value)}
          />
          <p className="typed-fields__count" aria-live="polite">
            <strong>
              {noun} {formatNumber(count)}개
            </strong>
            {counts && <span> · {formatWon(typedPrice(service, rule, { link: '', amount: '', auto: false, runs: '0', interval: '0', fields: { [field.key]: value } })) || '-'}</span>}
          </p>
          {dupes > 0 && (
            <p className="typed-fields__dupes" role="status">
              중복된 {noun} {formatNumber(dupes)}개가 있습니다. 그대로 주문할 수 있지만, 한 번 더 확인해주세요.
            </p>
          )}
        </>
      )}
    </FieldFrame>
  );
}

function OneField({ service, rule, field, value, closed, onChange }: { service: Service; rule: ServiceTypeRule; field: TypeField; value: string; closed: boolean; onChange: (v: string) => void }) {
  // a label that already says (선택) needs no badge beside it
  const optional = !field.required && !field.label.includes('(선택)');
  const hint = hintOf(service, rule, field);
  // what every input of a field has
  const common = { label: field.label, name: field.key, hint, optional, value, disabled: closed, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  switch (field.kind) {
    case 'lines':
      return <LinesField service={service} rule={rule} field={field} value={value} closed={closed} onChange={onChange} />;
    case 'choice':
      return (
        <FieldFrame label={field.label} hint={hint} optional={optional}>
          {({ id, hintId }) => (
            <select id={id} name={field.key} className="input select" aria-describedby={hintId} value={value} disabled={closed} onChange={(e) => onChange(e.target.value)}>
              {(optional || value === '') && <option value="">선택하세요</option>}
              {field.options?.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      );
    case 'integer': {
      const cap = rule.quantity === 'per-post' ? (field.key === 'posts' ? (service.maxPosts ?? DEFAULT_MAX_SUBSCRIPTION_POSTS) : service.max) : field.max;
      return (
        <Field {...common} type="number" inputMode="numeric" step={1} min={field.min} max={cap} placeholder={field.placeholder} />
      );
    }
    case 'date':
      return <Field {...common} type="date" min={tomorrow()} />;
    case 'text':
      return (
        <Field {...common} autoComplete="off" className="typed-fields__wide" maxLength={field.maxLength} placeholder={field.placeholder} />
      );
  }
}

/** Step 4 for a typed service: the link where it takes one, the quantity where it is typed, then the type's own fields. */
export function TypedOrderFields({ service, draft, closed, onLink, onAmount, onField }: TypedFieldsProps) {
  const rule = ruleOf(service);
  if (!rule) return null;
  return (
    <div className="typed-fields">
      {rule.takesLink && (
        <Field
          label="주문 링크"
          name="link"
          inputMode="url"
          autoComplete="off"
          className="typed-fields__wide"
          placeholder="게시물 또는 프로필 주소 (https://…)"
          value={draft.link}
          disabled={closed}
          onChange={(e) => onLink(e.target.value)}
        />
      )}
      {rule.quantity === 'entered' && (
        <Field
          label="주문 수량"
          name="amount"
          type="number"
          inputMode="numeric"
          min={service.min}
          max={service.max}
          step={1}
          value={draft.amount}
          disabled={closed}
          onChange={(e) => onAmount(e.target.value)}
          hint={`최소 ${formatNumber(service.min)}개 · 최대 ${formatNumber(service.max)}개`}
        />
      )}
      {rule.fields.map((f) => (
        <OneField key={f.key} service={service} rule={rule} field={f} value={draft.fields[f.key] ?? ''} closed={closed} onChange={(v) => onField(f.key, v)} />
      ))}
    </div>
  );
}

/** How the price follows from what was typed, in one line (a subscription: paid up front, unused posts refunded). */
export function TypedSummaryNote({ service, draft }: { service: Service; draft: OrderDraft }) {
  const rule = ruleOf(service);
  if (!rule) return null;
  if (rule.quantity === 'per-post') {
    const max = toNumber(draft.fields.max ?? '');
    const posts = typedPosts(service, draft);
    const known = Number.isInteger(max) && Number.isInteger(posts);
    return (
      <p className="order-summary__note typed-summary__note">
        {known ? `게시물당 최대 ${formatNumber(max)}개 × 새 게시물 ${formatNumber(posts)}개 × ${formatPriceEach(service.priceE7)}를 먼저 결제합니다. ` : '게시물당 최대 수량 × 새 게시물 수 × 1개당 가격을 먼저 결제합니다. '}
        구독이 끝날 때 쓰지 않은 게시물만큼은 포인트로 돌려드립니다.
      </p>
    );
  }
  if (rule.quantity === 'flat') return <p className="order-summary__note">패키지 가격 {formatWon(typedPrice(service, rule, draft))}이 그대로 결제됩니다. 수량은 상품에 정해져 있습니다.</p>;
  if (rule.quantity === 'lines') {
    const field = rule.fields.find((f) => f.key === rule.linesField)!;
    return (
      <p className="order-summary__note">
        {lineNoun(field)} {formatPriceEach(service.priceE7)}, 입력한 줄 수만큼 결제됩니다.
      </p>
    );
  }
  return null;
}

/** The picked service's facts in its type's words, in place of the link + quantity facts. */
export function TypedServiceFacts({ service }: { service: Service }) {
  const rule = ruleOf(service);
  if (!rule) return null;
  const lines = rule.fields.find((f) => f.key === rule.linesField);
  const limits =
    rule.quantity === 'flat'
      ? null
      : rule.quantity === 'per-post'
        ? { label: '게시물당 수량', value: `${formatNumber(service.min)}~${formatNumber(service.max)}개` }
        : { label: lines ? `${lineNoun(lines)} 수` : '주문 수량', value: `${formatNumber(service.min)}~${formatNumber(service.max)}개` };
  return (
    <dl className="service-facts">
      <div>
        <dt>상품 종류</dt>
        <dd>{rule.label}</dd>
      </div>
      {limits && (
        <div>
          <dt>{limits.label}</dt>
          <dd>{limits.value}</dd>
        </div>
      )}
      {rule.quantity === 'per-post' && (
        <div>
          <dt>새 게시물</dt>
          <dd>최대 {formatNumber(service.maxPosts ?? DEFAULT_MAX_SUBSCRIPTION_POSTS)}개</dd>
        </div>
      )}
      <div className="service-facts__price">
        <dt>{rule.quantity === 'flat' ? '가격' : '단가'}</dt>
        <dd>{typedPriceLabel(service, rule)}</dd>
      </div>
    </dl>
  );
}
