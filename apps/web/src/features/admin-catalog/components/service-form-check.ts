import { isKnownProviderServiceType, serviceCreateBodySchema, type AdminService, type ServiceCreateBody, type ServiceUpdateBody } from '@snsshop/shared/catalog';
import { per1000ToE7 } from '@snsshop/shared/common';
import { parseInteger } from '../../../lib/admin/number-input';
import { refillChanges, refillDraftOf, type RefillDraft } from './refill-policy-fields';

/** What the service form holds: text as typed, flags as booleans. */
export interface ServiceDraft {
  categoryId: string;
  text: string;
  notice: string;
  min: string;
  max: string;
  /** won per 1,000 units, up to 4 decimals, as a panel quotes it */
  price: string;
  readOnly: boolean;
  enableAuto: boolean;
  /** an order already sent may be cancelled at the provider; null until the owner sets it on a new product (the server then decides by provider) */
  cancellable: boolean | null;
  visible: boolean;
  /** '' = the built-in simulated provider */
  providerId: string;
  providerServiceId: string;
  sortOrder: string;
  /** keep the price out of provider re-syncs */
  priceLocked: boolean;
  refill: RefillDraft;
  /** the service's type (serviceTypeRules); an unknown word imported from a provider stays until the owner picks a known one */
  serviceType: string;
}

export function draftOf(s: AdminService | null, defaults: { categoryId?: string } = {}): ServiceDraft {
  return {
    categoryId: s ? String(s.categoryId) : (defaults.categoryId ?? ''),
    text: s?.text ?? '',
    notice: s?.notice ?? '',
    min: s ? String(s.min) : '',
    max: s ? String(s.max) : '',
    price: s?.pricePer1000 ?? '',
    readOnly: s?.readOnly ?? false,
    enableAuto: s?.enableAuto ?? false,
    cancellable: s?.cancellable ?? null,
    visible: s?.visible ?? true,
    providerId: s?.providerId ? String(s.providerId) : '',
    providerServiceId: s?.providerServiceId ?? '',
    sortOrder: String(s?.sortOrder ?? 0),
    priceLocked: s?.priceLocked ?? true,
    refill: refillDraftOf(s),
    serviceType: s?.serviceType ?? 'Default',
  };
}

/** What the 취소 가능 switch shows before the owner touches it: the simulated provider takes cancels, others only when set. */
export const shownCancellable = (d: ServiceDraft) => d.cancellable ?? d.providerId === '';

export type ServiceCheck = { ok: true; create: ServiceCreateBody; update: ServiceUpdateBody } | { ok: false; message: string };

/**
 * The shared schema's rules in its order (category, name, min/max, price per 1,000 with ≤ 4 decimals,
 * provider service id when a provider is chosen). For an edit only changed fields are sent:
 * sending an unchanged price would lock it against the provider's re-sync.
 */
export function checkService(d: ServiceDraft, original: AdminService | null): ServiceCheck {
  if (!d.categoryId) return { ok: false, message: '카테고리를 선택해주세요.' };
  const providerId = d.providerId ? Number(d.providerId) : null;
  const parsed = serviceCreateBodySchema.safeParse({
    categoryId: Number(d.categoryId),
    text: d.text,
    notice: d.notice,
    min: parseInteger(d.min),
    max: parseInteger(d.max),
    // "1,540" as written is 1540; the schema refuses anything but a plain decimal with ≤ 4 places
    pricePer1000: d.price.trim().replace(/,/g, ''),
    readOnly: d.readOnly,
    enableAuto: d.enableAuto,
    ...(d.cancellable === null ? {} : { cancellable: d.cancellable }),
    visible: d.visible,
    sortOrder: parseInteger(d.sortOrder),
    providerId,
    providerServiceId: providerId === null ? null : d.providerServiceId.trim() || null,
    markupPercent: original?.markupPercent ?? null,
    // an unknown type cannot be chosen; left as it was, it is simply not sent
    ...(isKnownProviderServiceType(d.serviceType) ? { serviceType: d.serviceType } : {}),
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.' };
  const refill = refillChanges(d.refill, original);
  if (!refill.ok) return refill;
  const body = { ...parsed.data, ...refill.changes };
  if (!original) return { ok: true, create: body, update: {} };

  const update: ServiceUpdateBody = {};
  const keys = ['categoryId', 'text', 'notice', 'min', 'max', 'readOnly', 'enableAuto', 'cancellable', 'visible', 'sortOrder', 'providerId', 'providerServiceId'] as const;
  for (const k of keys) {
    if (body[k] !== original[k]) Object.assign(update, { [k]: body[k] });
  }
  // "1.960" is the price "1.96" already kept: compared as the stored integer
  if (per1000ToE7(body.pricePer1000) !== original.priceE7) update.pricePer1000 = body.pricePer1000;
  if (d.priceLocked !== original.priceLocked) update.priceLocked = d.priceLocked;
  if (d.serviceType !== original.serviceType && isKnownProviderServiceType(d.serviceType)) update.serviceType = d.serviceType;
  Object.assign(update, refill.changes);
  return { ok: true, create: body, update };
}
