import { z } from 'zod';
import { DEFAULT_MAX_SUBSCRIPTION_POSTS } from '../catalog/service-types.js';
import { PaymentMethodCode } from '../common/enums.js';
import { msg } from '../common/messages.js';
import { ownerSettingKinds, settingKinds, type PublicSettingKey, type SettingKey } from './read-settings.js';

/** Every setting the console edits: the public ones, then the owner-only ones (here, not beside readSettings: the shop's first screen needs no key list). */
export const allSettingKinds: Record<SettingKey, 'text' | 'flag' | 'amounts' | 'json'> = { ...settingKinds, ...ownerSettingKinds };
export const settingKeys = Object.keys(settingKinds) as PublicSettingKey[];
export const allSettingKeys = Object.keys(allSettingKinds) as SettingKey[];
import { colorPattern, httpUrlPattern, imageUrlSchema } from '../catalog/admin-catalog.js';
import { landingBenefitsSchema, landingCountersSchema, landingReviewsSchema, landingTextsSchema } from '../landing/landing.js';

/** Content screens of the console: notices, FAQs, popups, sign-up routes and site settings. */
const m = msg.admin;
const flag = z.boolean(msg.common.badFormat);
const sortOrder = z.number(m.sortOrderInvalid).int(m.sortOrderInvalid).min(-1_000_000, m.sortOrderInvalid).max(1_000_000, m.sortOrderInvalid);

// ---- notices ----

export const adminNoticeSchema = z.object({
  id: z.number().int(),
  /** sanitised HTML: b, i, u, strong, em, br, p, span, a[href http(s)] only */
  content: z.string(),
  isTop: z.boolean(),
  /** '' or #RRGGBB */
  bgColor: z.string(),
  visible: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

const noticeFields = {
  /** HTML or plain text; the server sanitises it before saving */
  content: z.string(m.noticeRequired).max(20_000, m.noticeTooLong),
  isTop: flag,
  bgColor: z.string(m.colorInvalid).trim().refine((v) => v === '' || colorPattern.test(v), m.colorInvalid),
  visible: flag,
  sortOrder,
};
export const noticeCreateBodySchema = z.object({
  ...noticeFields,
  isTop: flag.default(false),
  bgColor: noticeFields.bgColor.default(''),
  visible: flag.default(true),
  sortOrder: sortOrder.default(0),
});
export type NoticeCreateBody = z.input<typeof noticeCreateBodySchema>;
export const noticeUpdateBodySchema = z.object(noticeFields).partial();
export type NoticeUpdateBody = z.input<typeof noticeUpdateBodySchema>;

// ---- FAQs ----

export const adminQnaSchema = z.object({ id: z.number().int(), title: z.string(), answer: z.string(), visible: z.boolean(), sortOrder: z.number().int() });
export type AdminQna = z.infer<typeof adminQnaSchema>;
const qnaFields = {
  title: z.string(m.qnaTitleRequired).trim().min(1, m.qnaTitleRequired).max(300, m.textTooLong),
  /** plain text (line breaks kept) */
  answer: z.string(m.qnaAnswerRequired).trim().min(1, m.qnaAnswerRequired).max(5000, m.textTooLong),
  visible: flag,
  sortOrder,
};
export const qnaCreateBodySchema = z.object({ ...qnaFields, visible: flag.default(true), sortOrder: sortOrder.default(0) });
export type QnaCreateBody = z.input<typeof qnaCreateBodySchema>;
export const qnaUpdateBodySchema = z.object(qnaFields).partial();
export type QnaUpdateBody = z.input<typeof qnaUpdateBodySchema>;

// ---- popups ----

export const adminPopupSchema = z.object({
  id: z.number().int(),
  enabled: z.boolean(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type AdminPopup = z.infer<typeof adminPopupSchema>;
const popupFields = {
  /** from POST /admin/media, or an https:// address */
  imageUrl: imageUrlSchema,
  linkUrl: z.string(m.urlInvalid).trim().max(500, m.urlInvalid).regex(httpUrlPattern, m.urlInvalid).nullable(),
  enabled: flag,
  sortOrder,
};
export const popupCreateBodySchema = z.object({ ...popupFields, linkUrl: popupFields.linkUrl.default(null), enabled: flag.default(true), sortOrder: sortOrder.default(0) });
export type PopupCreateBody = z.input<typeof popupCreateBodySchema>;
export const popupUpdateBodySchema = z.object(popupFields).partial();
export type PopupUpdateBody = z.input<typeof popupUpdateBodySchema>;

// ---- register-where options ----

export const adminRegisterWhereSchema = z.object({ id: z.number().int(), text: z.string(), visible: z.boolean(), sortOrder: z.number().int() });
export type AdminRegisterWhere = z.infer<typeof adminRegisterWhereSchema>;
const registerWhereFields = {
  text: z.string(m.registerWhereRequired).trim().min(1, m.registerWhereRequired).max(100, m.textTooLong),
  visible: flag,
  sortOrder,
};
export const registerWhereCreateBodySchema = z.object({ ...registerWhereFields, visible: flag.default(true), sortOrder: sortOrder.default(0) });
export type RegisterWhereCreateBody = z.input<typeof registerWhereCreateBodySchema>;
export const registerWhereUpdateBodySchema = z.object(registerWhereFields).partial();
export type RegisterWhereUpdateBody = z.input<typeof registerWhereUpdateBodySchema>;

// ---- site settings (docs/storefront-rules.md §3) ----

/** The control each setting gets: toggle, text, link, colour, one choice, or a list of won amounts. */
export type SettingControl = 'flag' | 'text' | 'url' | 'color' | 'choice' | 'amounts' | 'json';

export interface SettingField {
  key: SettingKey;
  control: SettingControl;
  label: string;
  group: 'footer' | 'banking' | 'site' | 'features' | 'charge' | 'social' | 'landing' | 'operations' | 'other';
  help?: string;
  options?: { value: string; label: string }[];
}

export const settingGroupLabel: Record<SettingField['group'], string> = {
  footer: '사업자 정보 (하단)',
  banking: '입금 계좌',
  site: '사이트',
  features: '기능 켜기/끄기',
  charge: '충전',
  social: '소셜 로그인',
  landing: '첫 화면 (랜딩 페이지)',
  operations: '운영 (자동 백업 · 가격 동기화)',
  other: '기타',
};

const paymentTypeLabels: Record<PaymentMethodCode, string> = {
  ALL: '모두 (영수증 없음·세금계산서·현금영수증)',
  CASH_AND_FEE: '세금계산서·현금영수증만',
  FEE: '영수증 없음·세금계산서',
  CASH: '영수증 없음·현금영수증',
  NO_FEE: '영수증 없음만',
};

/** Every site setting of docs/storefront-rules.md §3 (and the shop's additions), in the order the settings screen shows them. */
export const settingFields: SettingField[] = [
  { key: 'FOOTER_COMPANY', control: 'text', label: '상호', group: 'footer' },
  { key: 'FOOTER_CEO', control: 'text', label: '대표자', group: 'footer' },
  { key: 'FOOTER_CORPORATION_NUMBER', control: 'text', label: '사업자등록번호', group: 'footer' },
  { key: 'FOOTER_CORPORATION_MARKET_NUMBER', control: 'text', label: '통신판매업 신고번호', group: 'footer' },
  { key: 'FOOTER_CEO_PHONE_NUMBER', control: 'text', label: '대표 전화번호', group: 'footer' },
  { key: 'FOOTER_ADDRESS', control: 'text', label: '사업장 주소', group: 'footer' },
  { key: 'FOOTER_EMAIL', control: 'text', label: '고객센터 이메일', group: 'footer' },
  { key: 'BANKING_NAME', control: 'text', label: '은행 이름', group: 'banking' },
  { key: 'BANKING_ACCOUNT_NUMBER', control: 'text', label: '계좌번호', group: 'banking' },
  { key: 'BANKING_DISPLAY_TEXT', control: 'text', label: '예금주 안내 문구', group: 'banking', help: '예: 예금주: 주식회사 ○○' },
  { key: 'BANKING_BANKING_CODE', control: 'text', label: '은행 코드', group: 'banking', help: '예: 004 (국민은행)' },
  { key: 'SITE_MAIN_COLOR', control: 'color', label: '대표 색상', group: 'site' },
  { key: 'SITE_KAKAO_CHANNEL_LINK', control: 'url', label: '카카오톡 채널 링크', group: 'site', help: '비우면 상담 버튼이 보이지 않습니다.' },
  { key: 'SITE_KAKAO_TEXT', control: 'text', label: '상담 버튼 문구', group: 'site' },
  { key: 'ENABLE_SERVICE_CHECK', control: 'flag', label: '서비스 점검 중 (주문 막기)', group: 'features' },
  { key: 'ENABLE_QNA', control: 'flag', label: '자주 묻는 질문 메뉴', group: 'features' },
  { key: 'ENABLE_VISIBLE_SERVICE_ID', control: 'flag', label: '상품 번호 보이기', group: 'features' },
  { key: 'ENABLE_EMAIL_VERIFY', control: 'flag', label: '가입 시 이메일 인증', group: 'features' },
  { key: 'ENABLE_PHONE_NUMBER', control: 'flag', label: '가입 시 휴대폰 인증', group: 'features' },
  { key: 'ENABLE_REFERRAL', control: 'flag', label: '추천인 코드', group: 'features' },
  { key: 'ENABLE_PAYMENT_FEE', control: 'flag', label: '세금계산서 부가세 10% 더하기', group: 'charge' },
  {
    key: 'ENABLE_PAYMENT_TYPE',
    control: 'choice',
    label: '선택할 수 있는 영수증',
    group: 'charge',
    options: PaymentMethodCode.map((value) => ({ value, label: paymentTypeLabels[value] })),
  },
  { key: 'ENABLE_TOSS_PAYMENT', control: 'flag', label: '토스 간편결제 (모바일)', group: 'charge' },
  {
    key: 'RECEIPT_SELF_ISSUE',
    control: 'flag',
    label: '10만 원 이상 현금 결제 현금영수증 자진발급',
    group: 'charge',
    help: '영수증을 신청하지 않은 10만 원 이상 충전에 국세청 지정번호(010-000-1234)로 현금영수증을 발급합니다. 팝빌 연동이 설정되어 있어야 합니다.',
  },
  { key: 'POINT_CHARGE_BUTTON_OPTIONS', control: 'amounts', label: '충전 금액 버튼', group: 'charge', help: '원 단위, 1~10개' },
  { key: 'ENABLE_SNS_NAVER', control: 'flag', label: '네이버 로그인', group: 'social' },
  { key: 'SNS_NAVER_CLIENT_ID', control: 'text', label: '네이버 Client ID', group: 'social' },
  { key: 'SNS_NAVER_STATE', control: 'text', label: '네이버 state 값', group: 'social' },
  { key: 'SNS_NAVER_REDIRECT_URL', control: 'url', label: '네이버 Redirect URL', group: 'social' },
  { key: 'ENABLE_SNS_KAKAO', control: 'flag', label: '카카오 로그인', group: 'social' },
  { key: 'SNS_KAKAO_TOKEN', control: 'text', label: '카카오 JavaScript 키', group: 'social' },
  { key: 'LANDING_TEXTS', control: 'json', label: '첫 화면 문구 (JSON)', group: 'landing' },
  { key: 'LANDING_COUNTERS', control: 'json', label: '첫 화면 숫자 (JSON)', group: 'landing' },
  { key: 'LANDING_BENEFITS', control: 'json', label: '첫 화면 장점 (JSON)', group: 'landing' },
  { key: 'LANDING_REVIEWS', control: 'json', label: '첫 화면 후기 (JSON)', group: 'landing' },
  { key: 'LANDING_REAL_COUNTERS', control: 'flag', label: '첫 화면 숫자를 실제 값으로', group: 'landing', help: '켜면 진행 중인 주문, 오늘 완료된 주문, 회원 수를 실제 값으로 보여줍니다 (1분마다 갱신). 끄면 위 JSON의 범위에서 고른 숫자입니다.' },
  { key: 'LANDING_REAL_REVIEWS', control: 'flag', label: '첫 화면 후기를 실제 구매 후기로', group: 'landing', help: '켜면 숨기지 않은 별점 4개 이상의 구매 후기를 보여줍니다. 후기가 없으면 위 JSON의 후기를 보여줍니다.' },
  {
    key: 'BACKUP_INTERVAL_HOURS',
    control: 'choice',
    label: '자동 백업 주기',
    group: 'operations',
    help: 'SQLite로 운영할 때만 적용됩니다. PostgreSQL은 pg_dump 등 데이터베이스 도구로 백업하세요.',
    options: [
      { value: '', label: '서버 기본값 (환경 변수 BACKUP_INTERVAL_HOURS)' },
      { value: '0', label: '자동 백업 끄기 (명령어로만)' },
      ...[1, 6, 12, 24, 48, 168].map((h) => ({ value: String(h), label: h === 168 ? '7일마다' : h >= 24 ? `${h / 24}일마다` : `${h}시간마다` })),
    ],
  },
  {
    key: 'BACKUP_KEEP',
    control: 'choice',
    label: '보관할 자동 백업 개수',
    group: 'operations',
    help: '이 개수보다 오래된 자동 백업 파일은 지워집니다.',
    options: [{ value: '', label: '서버 기본값 (환경 변수 BACKUP_KEEP)' }, ...[3, 7, 14, 30, 60, 90].map((n) => ({ value: String(n), label: `최근 ${n}개` }))],
  },
  {
    key: 'PRICE_SYNC_INTERVAL_HOURS',
    control: 'choice',
    label: '공급처 가격 자동 동기화 주기',
    group: 'operations',
    help: '공급처의 상품 목록을 읽어 고정하지 않은 단가를 다시 계산하고, 원가가 판매가 이상이 되거나 공급처에서 사라진 상품은 주문을 멈춥니다.',
    options: [
      { value: '', label: '기본값 (6시간마다)' },
      { value: '0', label: '자동 동기화 끄기 (공급처 화면의 버튼으로만)' },
      ...[1, 3, 12, 24].map((h) => ({ value: String(h), label: h === 24 ? '하루마다' : `${h}시간마다` })),
    ],
  },
  {
    key: 'PRICE_SYNC_MAX_LOSS_PERCENT',
    control: 'choice',
    label: '가격 동기화 안전 기준',
    group: 'operations',
    help: '공급처 답에서 지난번 목록의 상품이 이 비율보다 많이 한꺼번에 빠지면 공급처 쪽 오류로 보고 아무 상품도 멈추지 않습니다. 관리자 알림을 보내고 잠시 뒤 다시 읽습니다.',
    options: [
      { value: '', label: `기본값 (${50}% 넘게 빠지면 멈추지 않음)` },
      ...[10, 20, 30, 70, 90].map((p) => ({ value: String(p), label: `${p}% 넘게 빠지면 멈추지 않음` })),
    ],
  },
  {
    key: 'MAX_SUBSCRIPTION_POSTS',
    control: 'choice',
    label: '자동 좋아요 구독 최대 게시물 수',
    group: 'operations',
    help: '구독 한 건이 받을 수 있는 새 게시물 수의 상한입니다. 회원은 최대 수량 × 게시물 수를 미리 결제하고, 쓰지 않은 게시물 몫은 구독이 끝날 때 돌려받습니다.',
    options: [
      { value: '', label: `기본값 (${DEFAULT_MAX_SUBSCRIPTION_POSTS}개)` },
      ...[10, 30, 50, 200, 500].map((n) => ({ value: String(n), label: `${n}개` })),
    ],
  },
];

const jsonShapes: Partial<Record<SettingKey, z.ZodType>> = {
  LANDING_TEXTS: landingTextsSchema,
  LANDING_COUNTERS: landingCountersSchema,
  LANDING_BENEFITS: landingBenefitsSchema,
  LANDING_REVIEWS: landingReviewsSchema,
};

/** The field of a key; a key added to settingKinds later gets a control from its kind. */
export function settingFieldFor(key: string): SettingField | undefined {
  if (!(key in allSettingKinds)) return undefined;
  const known = settingFields.find((f) => f.key === key);
  if (known) return known;
  const kind: string = allSettingKinds[key as SettingKey];
  const control: SettingControl = kind === 'flag' ? 'flag' : kind === 'amounts' ? 'amounts' : kind === 'json' ? 'json' : 'text';
  return { key: key as SettingKey, control, label: key, group: 'other' };
}

/** Every setting key, in screen order. */
export function allSettingFields(): SettingField[] {
  return (Object.keys(allSettingKinds) as SettingKey[]).map((k) => settingFieldFor(k)!).sort((a, b) => order(a) - order(b));
}
const order = (f: SettingField) => {
  const i = settingFields.indexOf(f);
  return i < 0 ? settingFields.length : i;
};

export const adminSettingSchema = z.object({
  key: z.string(),
  control: z.enum(['flag', 'text', 'url', 'color', 'choice', 'amounts', 'json']),
  label: z.string(),
  group: z.string(),
  help: z.string().optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  value: z.union([z.string(), z.boolean(), z.array(z.number())]),
  updatedAt: z.string().nullable(),
});
export type AdminSetting = z.infer<typeof adminSettingSchema>;

const amountsSchema = z
  .array(z.number(m.amountsInvalid).int(m.amountsInvalid).min(1, m.amountsInvalid).max(100_000_000, m.amountsInvalid), m.amountsInvalid)
  .min(1, m.amountsInvalid)
  .max(10, m.amountsInvalid);

/** The value schema of one setting, by its control. */
export function settingValueSchemaFor(field: SettingField): z.ZodType<string | boolean | number[]> {
  const invalid = m.settingInvalid(field.label);
  switch (field.control) {
    case 'flag':
      return z.boolean(invalid);
    case 'amounts':
      return amountsSchema;
    case 'color':
      return z.string(m.colorInvalid).trim().regex(colorPattern, m.colorInvalid);
    case 'url':
      return z.string(m.urlInvalid).trim().max(500, m.urlInvalid).refine((v) => v === '' || httpUrlPattern.test(v), m.urlInvalid);
    case 'choice':
      return z.string(invalid).refine((v) => (field.options ?? []).some((o) => o.value === v), invalid);
    case 'json': {
      // Stored as JSON text; it must parse and, for known keys, match its shape.
      const shape = jsonShapes[field.key];
      return z
        .string(invalid)
        .max(20_000, invalid)
        .refine((v) => {
          try {
            const parsed: unknown = JSON.parse(v);
            return shape ? shape.safeParse(parsed).success : true;
          } catch {
            return false;
          }
        }, invalid);
    }
    default:
      return z.string(invalid).trim().max(500, invalid);
  }
}

/** PUT /admin/settings: any subset of keys; every value checked against its control. */
export const settingsUpdateBodySchema = z.object({
  values: z.record(z.string(), z.unknown()).transform((values, ctx) => {
    const out: Partial<Record<SettingKey, string | boolean | number[]>> = {};
    for (const [key, raw] of Object.entries(values)) {
      const field = settingFieldFor(key);
      if (!field) {
        ctx.addIssue({ code: 'custom', message: m.settingUnknown(key), path: [key] });
        continue;
      }
      const parsed = settingValueSchemaFor(field).safeParse(raw);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? m.settingInvalid(field.label), path: [key] });
        continue;
      }
      out[field.key] = parsed.data;
    }
    return out;
  }),
});
export type SettingsUpdateBody = z.input<typeof settingsUpdateBodySchema>;
