import { providerServiceTypes } from './provider-catalog.js';
import { serviceTypeRules, type ServiceTypeRule } from './service-types.js';

/** One parameter an order of a type takes: its name (in /api/v2 `add` and in `fields`), Korean label and whether it is required. */
export interface TypeParam {
  name: string;
  label: string;
  required: boolean;
  /** how it is written (one per line, a number, a choice, d/m/Y …), in Korean */
  format: string;
}

/** How an order of the type gets its quantity and price, in the owner's and reseller's words. */
export const quantityRuleText: Record<ServiceTypeRule['quantity'], string> = {
  entered: '수량을 입력합니다 (가격 = 단가 × 수량).',
  lines: '수량을 보내지 않습니다. 줄 수가 수량입니다 (빈 줄은 세지 않음).',
  flat: '수량을 보내지 않습니다. 패키지 가격 그대로 결제됩니다.',
  'per-post': '수량을 보내지 않습니다. 게시물당 최대 수량 × 새 게시물 수만큼 먼저 결제되고, 쓰지 않은 게시물 몫은 끝날 때 환불됩니다.',
};

function formatOf(f: ServiceTypeRule['fields'][number]): string {
  switch (f.kind) {
    case 'lines':
      return '한 줄에 하나씩 (줄바꿈 \\n 또는 \\r\\n)';
    case 'text':
      return '한 줄 문자열';
    case 'integer':
      return f.max !== undefined ? `정수 ${f.min ?? 0}~${f.max}` : `정수 ${f.min ?? 0} 이상`;
    case 'choice':
      return `${(f.options ?? []).map((o) => `${o.value}(${o.label})`).join(', ')} 중 하나`;
    case 'date':
      return 'API v2: 일/월/연도 (예: 31/12/2026), 문서 API: 2026-12-31';
  }
}

/**
 * The parameters an order of this type takes besides the service, generated from serviceTypeRules
 * so the /api page and the console never drift from what the server checks: the link where the
 * type takes one, the quantity where it is entered, then the type's own fields.
 */
export function typeParams(rule: ServiceTypeRule): TypeParam[] {
  return [
    ...(rule.takesLink ? [{ name: 'link', label: '링크', required: true, format: '게시물·계정 주소' }] : []),
    ...(rule.quantity === 'entered' ? [{ name: 'quantity', label: '수량', required: true, format: '정수 (상품의 min~max)' }] : []),
    ...rule.fields.map((f) => ({ name: f.key, label: f.label, required: f.required, format: f.whenEmpty ? `${formatOf(f)} · ${f.whenEmpty}` : formatOf(f) })),
  ];
}

/** Every type the shop sells, in the order panels list them. */
export const documentedServiceTypes: readonly ServiceTypeRule[] = providerServiceTypes.map((t) => serviceTypeRules[t]);
