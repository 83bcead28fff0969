import { isKnownProviderServiceType, providerServiceTypeLabel, providerServiceTypeLabels, providerServiceTypes, quantityRuleText, serviceTypeRule, typeParams } from '@snsshop/shared/catalog';
import { FieldFrame } from '../../../components/ui/field';

/** What an order of the type asks for, in the owner's words (generated from the shared serviceTypeRules). */
export function typeFieldsText(type: string): string {
  const rule = serviceTypeRule(type);
  if (!rule) return '쇼핑몰이 알지 못하는 유형이라 주문을 받을 수 없습니다. 알맞은 유형을 골라주세요.';
  const params = typeParams(rule).map((p) => `${p.label}${p.required ? '' : ' (선택)'}`);
  return `주문 항목: ${params.join(', ')}. ${quantityRuleText[rule.quantity]}`;
}

interface ServiceTypeFieldProps {
  value: string;
  /** the type the service has now (an unknown word is shown, but cannot be chosen again) */
  original: string | null;
  onChange: (type: string) => void;
}

/**
 * The service's type: a select of the types the shop knows, and the fields an order of it takes.
 * Changing it fixes a wrong import; orders already placed keep the type they were placed with.
 */
export function ServiceTypeField({ value, original, onChange }: ServiceTypeFieldProps) {
  const changed = original !== null && value !== original;
  return (
    <FieldFrame label="상품 유형" hint={typeFieldsText(value)}>
      {({ id, hintId }) => (
        <>
          <select id={id} className="input select" value={value} aria-describedby={hintId} onChange={(e) => onChange(e.target.value)}>
            {!isKnownProviderServiceType(value) && (
              <option value={value} disabled>
                {providerServiceTypeLabel(value)}
              </option>
            )}
            {providerServiceTypes.map((t) => (
              <option key={t} value={t}>
                {providerServiceTypeLabels[t]}
              </option>
            ))}
          </select>
          {changed && (
            <p className="adm-hint" role="note">
              {providerServiceTypeLabel(original)}에서 {providerServiceTypeLabel(value)}(으)로 바꿉니다. 새 주문부터 적용되고, 이미 들어온 주문은 주문할 때의 유형대로 처리됩니다. 가격 기준도
              확인해주세요 (패키지는 단가가 패키지 가격입니다).
            </p>
          )}
        </>
      )}
    </FieldFrame>
  );
}
