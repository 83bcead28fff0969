import { z } from 'zod';
import { msg } from '../messages.js';

/**
 * The shop owner's console (/admin): every request and answer of /rest/admin/*.
 * Catalog and content shapes live in admin-catalog.ts and admin-content.ts; all are exported here.
 */
export * from './admin-catalog.js';
export * from './admin-content.js';

const m = msg.admin;

export const adminIdParamsSchema = z.object({
  id: z.coerce.number(m.idInvalid).int(m.idInvalid).positive(m.idInvalid).max(2 ** 31 - 1, m.idInvalid),
});

/** ?page=1&size=20 (size at most 200). */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number(m.pageInvalid).int(m.pageInvalid).min(1, m.pageInvalid).max(100_000, m.pageInvalid).default(1),
  size: z.coerce.number(m.pageInvalid).int(m.pageInvalid).min(1, m.pageInvalid).max(200, m.pageInvalid).default(20),
});
export type AdminPageQuery = z.input<typeof adminPageQuerySchema>;

/** A page of a list: items, the total count matching the filter, and the page asked for. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

const optionalQueryText = (max: number) =>
  z
    .string()
    .max(max, msg.common.badFormat)
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()));
const optionalQueryId = z.coerce.number(m.idInvalid).int(m.idInvalid).positive(m.idInvalid).max(2 ** 31 - 1, m.idInvalid).optional();
/** yyyy-mm-dd (a Korean calendar day) or a full ISO timestamp. */
const optionalQueryDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/, m.dateInvalid)
  .optional();

/** Answer of a delete (and of a few actions that return nothing else). */
export const adminMessageSchema = z.object({ message: z.string() });

// ---- charges and deposits (GET /admin/charges, /admin/deposits) ----

export const adminChargeSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** points credited on approval */
  point: z.number().int(),
  /** PaymentStatus 0 대기, 1 승인, 2 거절 */
  status: z.number().int(),
  responseAt: z.string().nullable(),
  memberId: z.number().int(),
  loginId: z.string(),
  depositor: z.string(),
  /** won to transfer (1.1 × point for a tax invoice with the fee on) */
  payAmount: z.number().int(),
  feeType: z.string(),
  /** invoice or cash-receipt details; null for NONE */
  feeValue: z.record(z.string(), z.string()).nullable(),
  expiresAt: z.string(),
  /** webhook | feed | admin | toss | expiry, null while pending */
  decidedBy: z.string().nullable(),
  orderNumber: z.string(),
  registeredForMatching: z.boolean(),
  tossOrderId: z.string().nullable(),
});
export type AdminCharge = z.infer<typeof adminChargeSchema>;

export const unmatchedDepositSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  traceId: z.string(),
  amount: z.number().int(),
  depositor: z.string(),
  depositedAt: z.string(),
  /** why it was not credited automatically: no_match, ambiguous, late, amount_mismatch */
  reason: z.string(),
  chargeId: z.number().int().nullable(),
  /** waiting | resolved */
  status: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type UnmatchedDepositItem = z.infer<typeof unmatchedDepositSchema>;
export const depositReasonLabel: Record<string, string> = {
  no_match: '맞는 충전 신청 없음',
  ambiguous: '같은 이름·금액의 신청이 여러 건',
  late: '만료된 신청에 늦게 입금',
  amount_mismatch: '금액 불일치',
};

export const adminMeSchema = z.object({ id: z.number().int(), loginId: z.string() });
export type AdminMe = z.infer<typeof adminMeSchema>;

// ---- dashboard ----

const periodSchema = z.object({
  /** start of the period (Korean time), ISO UTC */
  from: z.string(),
  /** won credited by approved charges */
  topUps: z.number(),
  topUpCount: z.number().int(),
  /** won debited for orders less won refunded */
  spending: z.number(),
  orderCount: z.number().int(),
});

export const providerBalanceSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  balance: z.string().nullable(),
  currency: z.string().nullable(),
  /** why the balance could not be read; null when it was */
  error: z.string().nullable(),
});
export type ProviderBalance = z.infer<typeof providerBalanceSchema>;

const sweepSchema = z.object({
  runs: z.number().int(),
  lastRunAt: z.string().nullable(),
  lastOkAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastResult: z.unknown(),
});

export const jobsHealthSchema = z.object({
  enabled: z.boolean(),
  sweeps: z.record(z.string(), sweepSchema),
  waitingDispatch: z.number().int(),
  oldestWaitingSince: z.string().nullable(),
  stuckDispatch: z.number().int(),
  heldDispatch: z.number().int(),
});

/** SQLite backups (null on PostgreSQL, which its own tools back up): the last one taken by any process. */
export const backupHealthSchema = z
  .object({
    intervalHours: z.number(),
    keep: z.number().int(),
    last: z.object({ at: z.string(), file: z.string(), size: z.number().int(), ok: z.boolean(), error: z.string().nullable() }).nullable(),
  })
  .nullable();

// ---- members ----

export const memberStatusValues = ['active', 'suspended', 'deleted'] as const;
export type MemberStatus = (typeof memberStatusValues)[number];
export const memberStatusLabel: Record<MemberStatus, string> = { active: '정상', suspended: '정지', deleted: '탈퇴' };

export const adminMemberSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  point: z.number(),
  role: z.string(),
  status: z.string(),
  registerWhere: z.string().nullable(),
  referralCode: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMembersQuerySchema = adminPageQuerySchema.extend({
  /** part of the login id or e-mail */
  q: optionalQueryText(100),
  status: z.enum(memberStatusValues, msg.common.badFormat).optional(),
});

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number(),
  balanceAfter: z.number(),
  /** grant | charge | order | refund | adjust */
  kind: z.string(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerKindLabel: Record<string, string> = { grant: '지급', charge: '충전', order: '주문', refund: '환불', adjust: '관리자 조정' };

export const adminMemberDetailSchema = z.object({
  member: adminMemberSchema,
  /** money totals over the member's whole history */
  stats: z.object({ charged: z.number(), spent: z.number(), refunded: z.number(), orders: z.number().int(), activeOrders: z.number().int() }),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

export const pointAdjustBodySchema = z.object({
  /** won to add (positive) or take away (negative) */
  delta: z
    .number(m.deltaInvalid)
    .int(m.deltaInvalid)
    .refine((n) => n !== 0, m.deltaInvalid)
    .refine((n) => Math.abs(n) <= 100_000_000, m.deltaTooLarge),
  reason: z.string(m.reasonRequired).trim().min(1, m.reasonRequired).max(200, m.reasonTooLong),
  /** Optional key of this click: a repeat with the same key is refused (409) instead of applied twice. */
  requestId: z.string().trim().min(8, msg.common.badFormat).max(64, msg.common.badFormat).regex(/^[A-Za-z0-9_-]+$/, msg.common.badFormat).optional(),
});
export type PointAdjustBody = z.input<typeof pointAdjustBodySchema>;

export const pointAdjustedSchema = z.object({ member: adminMemberSchema, entry: ledgerEntrySchema });
export type PointAdjusted = z.infer<typeof pointAdjustedSchema>;

export const memberStatusBodySchema = z.object({ reason: z.string().trim().max(200, m.reasonTooLong).optional() }).nullish();

export const resetLinkSentSchema = z.object({ message: z.string(), email: z.string() });

// ---- orders and auto-orders ----

export const adminOrderSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  loginId: z.string(),
  serviceId: z.number().int(),
  serviceText: z.string(),
  link: z.string(),
  quantity: z.number().int(),
  /** whole won paid */
  charge: z.number(),
  /** whole won given back */
  refunded: z.number(),
  /** OrderStatus 0..5 */
  status: z.number().int(),
  startCount: z.number().int().nullable(),
  remains: z.number().int().nullable(),
  /** null: the built-in simulated provider */
  providerId: z.number().int().nullable(),
  providerName: z.string().nullable(),
  providerServiceId: z.string().nullable(),
  providerOrderId: z.string().nullable(),
  dispatchAttempts: z.number().int(),
  nextDispatchAt: z.string().nullable(),
  dispatchedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** waiting for a person: the last send may have reached the provider despite a timeout */
  held: z.boolean(),
  /** re-dispatch is possible (pending and not sent upstream) */
  canRedispatch: z.boolean(),
  /** where the order is in fulfilment (queued, due, claimed, sending, sent, held, cancel_requested, watching, settled) */
  fulfilment: z.string(),
  /** an earlier send's outcome is unknown: the provider may have the order */
  sendUnknown: z.boolean(),
  cancelRequestedAt: z.string().nullable(),
  /** after a forced local cancel: units the provider delivered anyway, and their value at the member's price */
  lateDelivered: z.number().int().nullable(),
  lateDeliveryWon: z.number().int().nullable(),
  lateDeliveryAt: z.string().nullable(),
  autoOrderId: z.number().int().nullable(),
  runNo: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrdersQuerySchema = adminPageQuerySchema.extend({
  status: z.coerce.number(msg.common.badFormat).int(msg.common.badFormat).min(0, msg.common.badFormat).max(5, msg.common.badFormat).optional(),
  memberId: optionalQueryId,
  /** exact login id */
  loginId: optionalQueryText(40),
  serviceId: optionalQueryId,
  /** part of the link */
  link: optionalQueryText(500),
  /** created on or after (yyyy-mm-dd is a Korean day) */
  from: optionalQueryDate,
  /** created before the end of this day */
  to: optionalQueryDate,
  /** only orders that need a look (see the dashboard's stuck counts) */
  stuck: z.enum(['true', 'false', '1', '0'], msg.common.badFormat).optional().transform((v) => v === 'true' || v === '1'),
});

export const orderEventSchema = z.object({
  at: z.string(),
  /** placed | dispatched | error | refund | finished | admin */
  kind: z.string(),
  text: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema,
  /** status history as far as the shop knows it, oldest first */
  events: z.array(orderEventSchema),
  ledger: z.array(ledgerEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const orderCancelBodySchema = z
  .object({
    reason: z.string().trim().max(200, m.reasonTooLong).optional(),
    /** refund even though the provider would not cancel (the shop bears the cost) */
    force: z.boolean(msg.common.badFormat).optional(),
  })
  .nullish();

export const orderPartialBodySchema = z.object({
  remains: z.number(m.remainsInvalid).int(m.remainsInvalid).min(0, m.remainsInvalid),
  reason: z.string().trim().max(200, m.reasonTooLong).optional(),
});

export const orderActionResultSchema = z.object({
  order: adminOrderSchema,
  message: z.string(),
  /** what the provider said to the cancel request: ok, its error, or not asked (not sent upstream) */
  providerCancel: z.enum(['ok', 'failed', 'not-sent', 'requested']).optional(),
  providerError: z.string().optional(),
});
export type OrderActionResult = z.infer<typeof orderActionResultSchema>;

export const adminAutoOrderSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  loginId: z.string(),
  serviceId: z.number().int(),
  serviceText: z.string(),
  link: z.string(),
  /** quantity per run */
  quantity: z.number().int(),
  runs: z.number().int(),
  completed: z.number().int(),
  /** minutes between runs */
  interval: z.number().int(),
  /** unit price agreed, won (2 decimals) */
  unitPrice: z.number(),
  /** won paid so far (runs' charges less refunds) */
  point: z.number(),
  /** AutoOrderStatus 0..3 */
  status: z.number().int(),
  nextRunAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminAutoOrder = z.infer<typeof adminAutoOrderSchema>;

export const adminAutoOrdersQuerySchema = adminPageQuerySchema.extend({
  status: z.coerce.number(msg.common.badFormat).int(msg.common.badFormat).min(0, msg.common.badFormat).max(3, msg.common.badFormat).optional(),
  memberId: optionalQueryId,
  loginId: optionalQueryText(40),
  serviceId: optionalQueryId,
  link: optionalQueryText(500),
});

export const adminAutoOrderDetailSchema = z.object({ autoOrder: adminAutoOrderSchema, runs: z.array(adminOrderSchema) });

// ---- dashboard (uses the shapes above) ----

export const dashboardSchema = z.object({
  now: z.string(),
  today: periodSchema,
  month: periodSchema,
  /** all orders by OrderStatus, every status present */
  ordersByStatus: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  pendingCharges: z.number().int(),
  waitingDeposits: z.number().int(),
  stuck: z.object({
    /** pending, not sent upstream for more than 10 minutes */
    notDispatched: z.number().int(),
    /** held for a person (a send may have reached the provider) */
    held: z.number().int(),
    /** sent upstream, still active, no change for more than 24 hours */
    noProgress: z.number().int(),
    /** up to 20 of them, oldest first */
    orders: z.array(adminOrderSchema),
  }),
  /** delivered by a provider after the owner forced a local cancel (the member kept the refund) */
  lateDeliveries: z.object({
    count: z.number().int(),
    /** value of what was delivered, at the member's price */
    won: z.number().int(),
    /** the latest 20 */
    orders: z.array(adminOrderSchema),
  }),
  providers: z.array(providerBalanceSchema),
  jobs: jobsHealthSchema,
  backup: backupHealthSchema.optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---- audit ----

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** null: the command line (npm run admin) */
  adminId: z.number().int().nullable(),
  adminLoginId: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = adminPageQuerySchema.extend({
  action: optionalQueryText(60),
  adminId: optionalQueryId,
  targetType: optionalQueryText(30),
  targetId: optionalQueryText(64),
});

/** Korean names of the recorded actions. */
export const auditActionLabel: Record<string, string> = {
  'charge.approve': '충전 승인',
  'charge.reject': '충전 거절',
  'deposit.resolve': '입금 확인 처리',
  'member.points': '포인트 조정',
  'member.suspend': '회원 정지',
  'member.restore': '회원 정지 해제',
  'member.reset-password': '비밀번호 재설정 링크 발송',
  'member.create-admin': '관리자 계정 생성',
  'member.make-admin': '관리자 권한 부여',
  'order.redispatch': '주문 재전송',
  'order.cancel': '주문 취소·환불',
  'order.partial': '부분 완료·환불',
  'auto-order.cancel': '자동주문 취소',
  'platform.create': '플랫폼 추가',
  'platform.update': '플랫폼 수정',
  'platform.delete': '플랫폼 삭제',
  'category.create': '카테고리 추가',
  'category.update': '카테고리 수정',
  'category.delete': '카테고리 삭제',
  'service.create': '상품 추가',
  'service.update': '상품 수정',
  'service.delete': '상품 삭제',
  'provider.create': '공급처 추가',
  'provider.update': '공급처 수정',
  'provider.delete': '공급처 삭제',
  'provider.import': '공급처 상품 가져오기',
  'provider.sync': '공급처 가격 다시 맞추기',
  'media.upload': '이미지 업로드',
  'notice.create': '공지 추가',
  'notice.update': '공지 수정',
  'notice.delete': '공지 삭제',
  'qna.create': 'FAQ 추가',
  'qna.update': 'FAQ 수정',
  'qna.delete': 'FAQ 삭제',
  'popup.create': '팝업 추가',
  'popup.update': '팝업 수정',
  'popup.delete': '팝업 삭제',
  'register-where.create': '가입 경로 추가',
  'register-where.update': '가입 경로 수정',
  'register-where.delete': '가입 경로 삭제',
  'settings.update': '사이트 설정 변경',
};
