import { z } from 'zod';
import { msg } from '../common/messages.js';
import { per1000ToE7 } from '../common/money.js';
import { refillPolicyFields, refillPolicyUpdateSchema } from '../refills/admin-refills.js';
import { providerServiceTypes, unreadableProviderServiceSchema } from './provider-catalog.js';

/** Catalog screens of the console: platforms, categories, services, providers, import, images. */
const m = msg.admin;

/** Where uploaded images are served; an image field takes such a URL or any https:// address. */
export const MEDIA_URL_PREFIX = '/rest/media/';
export const imageUrlPattern = /^(\/rest\/media\/[a-z0-9]{16,64}\.(png|jpg|webp|gif)|https:\/\/[^\s"'<>]+)$/;
export const colorPattern = /^#[0-9A-Fa-f]{6}$/;
export const httpUrlPattern = /^https?:\/\/[^\s"'<>]+$/i;

export const imageUrlSchema = z.string(m.imageUrlInvalid).trim().max(500, m.imageUrlInvalid).regex(imageUrlPattern, m.imageUrlInvalid);
export const colorSchema = z.string(m.colorInvalid).trim().regex(colorPattern, m.colorInvalid);
const text = (max: number) => z.string(m.textRequired).trim().min(1, m.textRequired).max(max, m.textTooLong);
const sortOrder = z.number(m.sortOrderInvalid).int(m.sortOrderInvalid).min(-1_000_000, m.sortOrderInvalid).max(1_000_000, m.sortOrderInvalid);
const flag = z.boolean(msg.common.badFormat);
const id = (message: string) => z.number(message).int(message).positive(message).max(2 ** 31 - 1, message);

/**
 * Won per 1,000 units with at most 4 decimals, as a panel quotes it ("1.96", or the number): stored
 * exactly per unit in 1/10,000,000 won (`per1000ToE7`).
 */
export const pricePer1000Schema = z
  .union([z.string(m.priceInvalid), z.number(m.priceInvalid)], m.priceInvalid)
  .refine((p) => {
    const e7 = per1000ToE7(p);
    return e7 !== null && e7 <= 1_000_000_000_000_000;
  }, m.priceInvalid);
/** Percent added to the provider's price, up to 2 decimals. */
export const markupPercentSchema = z
  .number(m.markupInvalid)
  .min(0, m.markupInvalid)
  .max(1000, m.markupInvalid)
  .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, m.markupInvalid);
/** Won per 1 unit of the provider's currency (1 for KRW), up to 4 decimals. */
export const exchangeRateSchema = z
  .number(m.exchangeRateInvalid)
  .positive(m.exchangeRateInvalid)
  .max(1_000_000, m.exchangeRateInvalid)
  .refine((p) => Math.abs(Math.round(p * 10_000) - p * 10_000) < 1e-6, m.exchangeRateInvalid);

// ---- platforms ----

export const adminPlatformSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  visible: z.boolean(),
  background: z.string(),
  sortOrder: z.number().int(),
  /** uploaded icon; null: the built-in glyph for ids 1–15 */
  iconUrl: z.string().nullable(),
  categoryCount: z.number().int(),
});
export type AdminPlatform = z.infer<typeof adminPlatformSchema>;

const platformFields = {
  text: text(50),
  visible: flag,
  background: colorSchema,
  sortOrder,
  iconUrl: imageUrlSchema.nullable(),
};
export const platformCreateBodySchema = z.object({
  /** the platform number (icons 1–15 are built in); next free number when omitted */
  id: id(m.idInvalid).max(100_000, m.idInvalid).optional(),
  ...platformFields,
  visible: flag.default(true),
  sortOrder: sortOrder.default(0),
  iconUrl: imageUrlSchema.nullable().default(null),
});
export type PlatformCreateBody = z.input<typeof platformCreateBodySchema>;
export const platformUpdateBodySchema = z.object(platformFields).partial();
export type PlatformUpdateBody = z.input<typeof platformUpdateBodySchema>;

// ---- categories ----

export const adminCategorySchema = z.object({
  id: z.number().int(),
  platformId: z.number().int(),
  text: z.string(),
  visible: z.boolean(),
  sortOrder: z.number().int(),
  serviceCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const categoriesQuerySchema = z.object({ platformId: z.coerce.number(m.idInvalid).int(m.idInvalid).positive(m.idInvalid).optional() });
const categoryFields = { platformId: id(m.platformNotFound), text: text(100), visible: flag, sortOrder };
export const categoryCreateBodySchema = z.object({ ...categoryFields, visible: flag.default(true), sortOrder: sortOrder.default(0) });
export type CategoryCreateBody = z.input<typeof categoryCreateBodySchema>;
export const categoryUpdateBodySchema = z.object(categoryFields).partial();
export type CategoryUpdateBody = z.input<typeof categoryUpdateBodySchema>;

// ---- services ----

export const adminServiceSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  platformId: z.number().int(),
  text: z.string(),
  notice: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  /** won per 1,000 units as plain text, up to 4 decimals, e.g. "1.96" — what the price field shows */
  pricePer1000: z.string(),
  /** the price per unit as an exact integer of 1/10,000,000 won */
  priceE7: z.number().int(),
  /** the price as shown, e.g. "12.5원" or "1,000개당 1.96원" */
  priceText: z.string(),
  readOnly: z.boolean(),
  enableAuto: z.boolean(),
  /** an order already sent can be cancelled at the provider */
  cancellable: z.boolean(),
  visible: z.boolean(),
  sortOrder: z.number().int(),
  /** null: the built-in simulated provider */
  providerId: z.number().int().nullable(),
  providerServiceId: z.string().nullable(),
  /** the provider's rate per 1000 at the last import or sync; null for services made by hand */
  importedRate: z.string().nullable(),
  /** markup applied by import and sync; null: price set by hand only */
  markupPercent: z.number().nullable(),
  /** true: sync leaves the price alone (set whenever the owner edits the price) */
  priceLocked: z.boolean(),
  /** true: sync keeps the owner's min/max (only narrowing them into the provider's range) */
  limitsLocked: z.boolean(),
  createdAt: z.string(),
  /** why the price sync stopped it (readOnly until the owner turns that off); null: not stopped by the sync */
  suspendReason: z.string().nullable(),
  /** the provider's service type (Default, Package, Custom Comments, …), as imported */
  serviceType: z.string(),
  ...refillPolicyFields,
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminServicesQuerySchema = z.object({
  page: z.coerce.number(m.pageInvalid).int(m.pageInvalid).min(1, m.pageInvalid).default(1),
  size: z.coerce.number(m.pageInvalid).int(m.pageInvalid).min(1, m.pageInvalid).max(500, m.pageInvalid).default(100),
  platformId: z.coerce.number(m.idInvalid).int(m.idInvalid).positive(m.idInvalid).optional(),
  categoryId: z.coerce.number(m.idInvalid).int(m.idInvalid).positive(m.idInvalid).optional(),
  providerId: z.coerce.number(m.idInvalid).int(m.idInvalid).positive(m.idInvalid).optional(),
  q: z.string().max(100, msg.common.badFormat).optional().transform((v) => (v?.trim() ? v.trim() : undefined)),
});

const serviceFields = {
  categoryId: id(m.categoryNotFound),
  text: text(200),
  notice: z.string(m.noticeTextTooLong).max(5000, m.noticeTextTooLong),
  min: z.number(m.minMaxInvalid).int(m.minMaxInvalid).min(1, m.minMaxInvalid).max(1_000_000_000, m.minMaxInvalid),
  max: z.number(m.minMaxInvalid).int(m.minMaxInvalid).min(1, m.minMaxInvalid).max(1_000_000_000, m.minMaxInvalid),
  pricePer1000: pricePer1000Schema,
  readOnly: flag,
  enableAuto: flag,
  cancellable: flag,
  visible: flag,
  sortOrder,
  providerId: id(m.providerNotFound).nullable(),
  providerServiceId: z.string(m.providerServiceRequired).trim().min(1, m.providerServiceRequired).max(100, m.providerServiceRequired).nullable(),
  markupPercent: markupPercentSchema.nullable(),
  priceLocked: flag,
  limitsLocked: flag,
  /**
   * The service's type (serviceTypeRules): one the shop knows, never an unknown word. Changing it fixes
   * a wrong import; orders already placed keep the type they were placed with (orders.type_fields).
   */
  serviceType: z.enum(providerServiceTypes, m.serviceTypeUnknown),
  ...refillPolicyUpdateSchema.shape,
};
export const serviceCreateBodySchema = z
  .object({
    ...serviceFields,
    notice: serviceFields.notice.default(''),
    readOnly: flag.default(false),
    enableAuto: flag.default(false),
    cancellable: flag.optional(),
    visible: flag.default(true),
    sortOrder: sortOrder.default(0),
    providerId: serviceFields.providerId.default(null),
    providerServiceId: serviceFields.providerServiceId.default(null),
    markupPercent: serviceFields.markupPercent.default(null),
    serviceType: serviceFields.serviceType.default('Default'),
  })
  .omit({ priceLocked: true, limitsLocked: true })
  .refine((s) => s.max >= s.min, { message: m.minMaxInvalid, path: ['max'] })
  .refine((s) => s.providerId === null || s.providerServiceId !== null, { message: m.providerServiceRequired, path: ['providerServiceId'] });
export type ServiceCreateBody = z.input<typeof serviceCreateBodySchema>;
/** Any subset; min/max and provider rules are checked against the merged result. Editing price locks it. */
export const serviceUpdateBodySchema = z.object(serviceFields).partial();
export type ServiceUpdateBody = z.input<typeof serviceUpdateBodySchema>;

// ---- providers ----

export const adminProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  baseUrl: z.string(),
  /** e.g. "stan••••••6789"; the key itself never leaves the server */
  apiKeyMasked: z.string(),
  timeoutMs: z.number().int(),
  enabled: z.boolean(),
  exchangeRate: z.number(),
  /** the panel refuses a second active order for one link (most do): a send with an unknown outcome may be retried */
  guardsLink: z.boolean(),
  serviceCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the price sync's last good read of the provider's services; null: never */
  priceSyncedAt: z.string().nullable().optional(),
  /** why the last scheduled read failed (retried after a pause); null: it worked */
  priceSyncError: z.string().nullable().optional(),
});
export type AdminProvider = z.infer<typeof adminProviderSchema>;

const providerFields = {
  name: z.string(m.providerNameRequired).trim().min(1, m.providerNameRequired).max(100, m.textTooLong),
  baseUrl: z.string(m.urlInvalid).trim().max(500, m.urlInvalid).regex(httpUrlPattern, m.urlInvalid),
  apiKey: z.string(m.apiKeyRequired).trim().min(1, m.apiKeyRequired).max(200, m.apiKeyRequired),
  timeoutMs: z.number(m.timeoutInvalid).int(m.timeoutInvalid).min(1000, m.timeoutInvalid).max(120_000, m.timeoutInvalid),
  enabled: flag,
  exchangeRate: exchangeRateSchema,
  guardsLink: flag,
};
export const providerCreateBodySchema = z.object({
  ...providerFields,
  timeoutMs: providerFields.timeoutMs.default(15_000),
  enabled: flag.default(true),
  exchangeRate: exchangeRateSchema.default(1),
  guardsLink: flag.default(true),
});
export type ProviderCreateBody = z.input<typeof providerCreateBodySchema>;
/** Omit apiKey to keep the stored one. */
export const providerUpdateBodySchema = z.object(providerFields).partial();
export type ProviderUpdateBody = z.input<typeof providerUpdateBodySchema>;

export const providerServiceSchema = z.object({
  service: z.string(),
  name: z.string(),
  type: z.string(),
  category: z.string(),
  /** price per 1000 in the provider's currency */
  rate: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  refill: z.boolean(),
  cancel: z.boolean(),
  dripfeed: z.boolean(),
  /** the panel's own description ('' when it sends none) */
  description: z.string(),
  /** the shop's service already linked to it, if any */
  importedServiceId: z.number().int().nullable(),
});
export type ProviderServiceItem = z.infer<typeof providerServiceSchema>;
/** A provider's `services` answer as the console lists it: what can be imported, and what could not be read. */
export const providerServiceListSchema = z.object({
  items: z.array(providerServiceSchema),
  unreadable: z.array(unreadableProviderServiceSchema),
});
export type ProviderServiceList = z.infer<typeof providerServiceListSchema>;

export const importBodySchema = z.object({
  categoryId: id(m.categoryNotFound),
  markupPercent: markupPercentSchema,
  /** provider service ids to import; all of them when omitted */
  serviceIds: z.array(z.string(msg.common.badFormat).trim().min(1).max(100)).max(2000, msg.common.badFormat).optional(),
  /** new services start hidden (default) so names can be checked first */
  visible: flag.default(false),
  enableAuto: flag.default(false),
});
export type ImportBody = z.input<typeof importBodySchema>;

export const importResultSchema = z.object({
  message: z.string(),
  created: z.array(adminServiceSchema),
  /** provider service ids skipped because a shop service already uses them */
  skipped: z.array(z.string()),
  /** entries of the provider's answer that could not be read, with why */
  unreadable: z.array(unreadableProviderServiceSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const syncBodySchema = z
  .object({
    markupPercent: markupPercentSchema.optional(),
    /** apply a read the safety check refused (the owner has checked that the services really went) */
    force: flag.optional(),
  })
  .nullish();

export const syncResultSchema = z.object({
  message: z.string(),
  checked: z.number().int(),
  /** prices per unit in 1/10,000,000 won, as stored */
  updated: z.array(z.object({ id: z.number().int(), text: z.string(), oldPriceE7: z.number().int(), newPriceE7: z.number().int() })),
  limitsChanged: z.number().int(),
  /** price-locked services: rate recorded, price kept */
  locked: z.number().int(),
  /** linked services the provider no longer lists */
  missing: z.array(z.object({ id: z.number().int(), text: z.string(), providerServiceId: z.string() })),
  /** routes of this provider whose rate, cost or listing changed */
  routesUpdated: z.number().int(),
  /** services stopped because every route now costs at or above their price or vanished (the owner resumes them) */
  suspended: z.array(z.object({ id: z.number().int(), text: z.string(), reason: z.string() })),
  /** upstream services seen for the first time (none on a provider's first read) */
  newServices: z.array(z.object({ service: z.string(), name: z.string(), rate: z.string() })),
  /** entries of the provider's answer that could not be read (their services are neither repriced nor stopped) */
  unreadable: z.array(unreadableProviderServiceSchema),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

// ---- images ----

/** 2 MB of image; the request body carries it as a data URL (base64). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const mediaUploadBodySchema = z.object({
  /** data:image/png;base64,… (PNG, JPEG, WebP or GIF; SVG is refused) */
  dataUrl: z.string(m.imageInvalid).max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 100, m.imageTooLarge),
});
export const mediaSchema = z.object({ url: z.string(), contentType: z.string(), size: z.number().int() });
export type Media = z.infer<typeof mediaSchema>;
