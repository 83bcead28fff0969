import { z } from 'zod';
import { isKnownProviderServiceType, providerServiceTypeLabels, type ProviderServiceType } from './provider-catalog.js';

/**
 * What each kind of service takes from a member, how its quantity and price follow from that, and what
 * goes upstream under which names (docs/upstream-protocol.md). One home: the web form,
 * placing an order, `/api/v2` `add`, the upstream client, the console and the simulated provider all
 * read these rules; adding a type is one entry in `serviceTypeRules` and its tests.
 *
 * A field's key is also its parameter name upstream and in `/api/v2` `add` (the names panels use).
 */

export type TypeFieldKind = 'lines' | 'text' | 'integer' | 'choice' | 'date';

export interface TypeField {
  key: string;
  kind: TypeFieldKind;
  label: string;
  placeholder: string;
  help: string;
  required: boolean;
  /** `lines`: most characters in one line; `text`: most characters */
  maxLength?: number;
  /** `integer` */
  min?: number;
  max?: number;
  /** `choice` */
  options?: readonly { value: string; label: string }[];
  /** a mark people type before a handle or tag and panels do not want (@account, #tag): left out of each value or line */
  mark?: '@' | '#';
  /** an optional field left out: what the order is then, in Korean (the /api page says it) */
  whenEmpty?: string;
}

/**
 * - `entered`: the member types the quantity; `lines`: the quantity is the count of `linesField`'s lines;
 * - `flat`: a package at the service's price (quantity 1, none sent upstream);
 * - `per-post`: a subscription, paid as max per post × posts.
 */
export type QuantityRule = 'entered' | 'lines' | 'flat' | 'per-post';

export interface ServiceTypeRule {
  type: ProviderServiceType;
  label: string;
  takesLink: boolean;
  quantity: QuantityRule;
  /** the field whose non-empty lines are the quantity (`lines`) */
  linesField?: string;
  fields: readonly TypeField[];
  /** the shop's auto-orders (drip-feed) are offered for this type */
  autoOrders: boolean;
  /** what the price is per, in the member's words */
  priceUnit: string;
  /** a check across fields, after each field passed its own (null: passed) */
  check?: (fields: Readonly<Record<string, string>>) => TypeFieldRefusal | null;
}

/**
 * Why an order's fields were refused, in both of the shop's languages: Korean for members (the web
 * form, the documented API) and the protocol's English for `/api/v2`, worded as panels word it
 * (`Missing comments`, `Incorrect comments: line 2 is longer than 300 characters`).
 */
export interface TypeFieldRefusal {
  error: string;
  panel: string;
}

/** A textarea larger than this is refused before it is read. */
export const MAX_TYPE_TEXT_LENGTH = 50_000;
/**
 * The largest order body a server reads: a type's longest text written the longest way a client may
 * send it (form-encoded, a Korean character is 9 bytes: three %XX; as JSON escapes 6) and the rest of
 * the order. A larger body is refused before it is parsed (413).
 */
export const MAX_ORDER_BODY_BYTES = MAX_TYPE_TEXT_LENGTH * 9 + 16 * 1024;
/** A comment, username, hashtag or keyword line. */
export const MAX_LINE_LENGTH = 300;
/** Without the owner's setting, a subscription covers at most this many new posts. */
export const DEFAULT_MAX_SUBSCRIPTION_POSTS = 100;
/** Minutes a subscription's provider waits after a post before delivering (the values panels offer). */
export const SUBSCRIPTION_DELAYS = [0, 5, 10, 15, 30, 60, 90] as const;

const lines = (key: string, label: string, placeholder: string, help: string, mark?: '@' | '#'): TypeField => ({ key, kind: 'lines', label, placeholder, help, required: true, maxLength: MAX_LINE_LENGTH, ...(mark ? { mark } : {}) });
const text = (key: string, label: string, placeholder: string, help: string, maxLength = MAX_LINE_LENGTH, mark?: '@' | '#'): TypeField => ({ key, kind: 'text', label, placeholder, help, required: true, maxLength, ...(mark ? { mark } : {}) });

const comments = lines('comments', '댓글 내용', '좋은 정보 감사합니다!\n사진 너무 예뻐요', '한 줄에 댓글 하나씩 입력하세요. 빈 줄은 세지 않습니다.');
const usernames = lines('usernames', '멘션할 계정', 'account_one\naccount_two', '한 줄에 계정 하나씩, @ 없이 입력하세요.', '@');

export const serviceTypeRules: Readonly<Record<ProviderServiceType, ServiceTypeRule>> = {
  Default: { type: 'Default', label: providerServiceTypeLabels.Default, takesLink: true, quantity: 'entered', fields: [], autoOrders: true, priceUnit: '1,000개당' },
  Package: { type: 'Package', label: '패키지', takesLink: true, quantity: 'flat', fields: [], autoOrders: false, priceUnit: '패키지 1개' },
  'Custom Comments': { type: 'Custom Comments', label: '커스텀 댓글', takesLink: true, quantity: 'lines', linesField: 'comments', fields: [comments], autoOrders: false, priceUnit: '댓글 1,000개당' },
  'Custom Comments Package': { type: 'Custom Comments Package', label: '커스텀 댓글 패키지', takesLink: true, quantity: 'flat', fields: [comments], autoOrders: false, priceUnit: '패키지 1개' },
  Mentions: { type: 'Mentions', label: '멘션', takesLink: true, quantity: 'entered', fields: [usernames], autoOrders: false, priceUnit: '1,000개당' },
  'Mentions with Hashtags': {
    type: 'Mentions with Hashtags',
    label: '해시태그 멘션',
    takesLink: true,
    quantity: 'entered',
    fields: [usernames, lines('hashtags', '해시태그', '여행\n맛집', '한 줄에 해시태그 하나씩, # 없이 입력하세요.', '#')],
    autoOrders: false,
    priceUnit: '1,000개당',
  },
  'Mentions Custom List': { type: 'Mentions Custom List', label: '멘션 (직접 입력한 계정)', takesLink: true, quantity: 'lines', linesField: 'usernames', fields: [usernames], autoOrders: false, priceUnit: '1,000개당' },
  'Mentions Hashtag': { type: 'Mentions Hashtag', label: '멘션 (해시태그 하나)', takesLink: true, quantity: 'entered', fields: [text('hashtag', '해시태그', '여행', '# 없이 해시태그 하나를 입력하세요.', 100, '#')], autoOrders: false, priceUnit: '1,000개당' },
  'Mentions User Followers': {
    type: 'Mentions User Followers',
    label: '멘션 (계정의 팔로워)',
    takesLink: true,
    quantity: 'entered',
    fields: [text('username', '팔로워를 멘션할 계정', 'account_name', '이 계정의 팔로워를 멘션합니다. @ 없이 입력하세요.', 100, '@')],
    autoOrders: false,
    priceUnit: '1,000개당',
  },
  'Mentions Media Likers': {
    type: 'Mentions Media Likers',
    label: '멘션 (게시물 좋아요한 사람)',
    takesLink: true,
    quantity: 'entered',
    fields: [text('media', '좋아요한 사람을 멘션할 게시물 주소', 'https://www.instagram.com/p/…', '이 게시물에 좋아요를 누른 사람을 멘션합니다.', 500)],
    autoOrders: false,
    priceUnit: '1,000개당',
  },
  'Comment Likes': {
    type: 'Comment Likes',
    label: '댓글 좋아요',
    takesLink: true,
    quantity: 'entered',
    fields: [text('username', '댓글 쓴 계정', 'account_name', '좋아요를 받을 댓글을 쓴 계정을 @ 없이 입력하세요.', 100, '@')],
    autoOrders: false,
    priceUnit: '1,000개당',
  },
  'Comment Replies': {
    type: 'Comment Replies',
    label: '댓글 답글',
    takesLink: true,
    quantity: 'lines',
    linesField: 'comments',
    fields: [text('username', '답글을 달 댓글의 계정', 'account_name', '답글을 받을 댓글을 쓴 계정을 @ 없이 입력하세요.', 100, '@'), { ...comments, label: '답글 내용', help: '한 줄에 답글 하나씩 입력하세요.' }],
    autoOrders: false,
    priceUnit: '답글 1,000개당',
  },
  'Custom Replies': { type: 'Custom Replies', label: '커스텀 답글', takesLink: true, quantity: 'lines', linesField: 'comments', fields: [{ ...comments, label: '답글 내용', help: '한 줄에 답글 하나씩 입력하세요.' }], autoOrders: false, priceUnit: '답글 1,000개당' },
  Poll: {
    type: 'Poll',
    label: '투표',
    takesLink: true,
    quantity: 'entered',
    fields: [{ key: 'answer_number', kind: 'integer', label: '투표할 항목 번호', placeholder: '1', help: '투표의 몇 번째 항목에 표를 줄지 입력하세요 (첫 항목이 1).', required: true, min: 1, max: 100 }],
    autoOrders: false,
    priceUnit: '1,000개당',
  },
  'Invites from Groups': { type: 'Invites from Groups', label: '그룹 초대', takesLink: true, quantity: 'entered', fields: [lines('groups', '초대할 그룹', 'https://t.me/group_one', '한 줄에 그룹 주소 하나씩 입력하세요.')], autoOrders: false, priceUnit: '1,000개당' },
  SEO: { type: 'SEO', label: '검색 노출 (SEO)', takesLink: true, quantity: 'entered', fields: [lines('keywords', '검색 키워드', '강남 맛집\n서울 카페', '한 줄에 키워드 하나씩 입력하세요.')], autoOrders: false, priceUnit: '1,000개당' },
  'Web Traffic': {
    type: 'Web Traffic',
    label: '웹사이트 트래픽',
    takesLink: true,
    quantity: 'entered',
    fields: [
      text('country', '방문 국가', 'KR', '국가 코드(KR, US …)나 영문 국가 이름을 입력하세요.', 60),
      {
        key: 'device',
        kind: 'choice',
        label: '기기',
        placeholder: '',
        help: '방문에 쓸 기기를 고르세요.',
        required: true,
        options: [
          { value: '1', label: '데스크톱' },
          { value: '2', label: '안드로이드' },
          { value: '3', label: 'iOS' },
          { value: '4', label: '모바일 (안드로이드·iOS 섞어서)' },
          { value: '5', label: '전체 (섞어서)' },
        ],
      },
      {
        key: 'type_of_traffic',
        kind: 'choice',
        label: '유입 경로',
        placeholder: '',
        help: '방문자가 어디서 들어온 것으로 보일지 고르세요.',
        required: true,
        options: [
          { value: '1', label: '구글 검색 키워드' },
          { value: '2', label: '직접 지정한 주소 (리퍼러)' },
          { value: '3', label: '직접 방문 (리퍼러 없음)' },
        ],
      },
      { ...text('google_keyword', '구글 검색 키워드', '서울 카페', '유입 경로가 구글 검색 키워드일 때 입력하세요.', 200), required: false },
      { ...text('referring_url', '유입 주소', 'https://blog.naver.com/…', '유입 경로가 직접 지정한 주소일 때 입력하세요.', 500), required: false },
    ],
    autoOrders: false,
    priceUnit: '1,000회당',
    check: (f) => {
      if (f.type_of_traffic === '1' && !f.google_keyword) return { error: '구글 검색 키워드를 입력해주세요.', panel: 'Missing google_keyword (type_of_traffic 1 needs it)' };
      if (f.type_of_traffic === '2' && !f.referring_url) return { error: '유입 주소를 입력해주세요.', panel: 'Missing referring_url (type_of_traffic 2 needs it)' };
      if (f.referring_url && !/^https?:\/\/\S+$/i.test(f.referring_url)) return { error: '유입 주소는 http:// 또는 https:// 로 시작해야 합니다.', panel: 'Incorrect referring_url: must start with http:// or https://' };
      return null;
    },
  },
  Subscriptions: {
    type: 'Subscriptions',
    label: '자동 좋아요 구독',
    takesLink: false,
    quantity: 'per-post',
    fields: [
      text('username', '구독할 계정', 'account_name', '새 게시물에 좋아요를 받을 계정을 @ 없이 입력하세요.', 100, '@'),
      { key: 'min', kind: 'integer', label: '게시물당 최소 수량', placeholder: '', help: '새 게시물마다 이 수량 이상을 보냅니다.', required: true, min: 1 },
      { key: 'max', kind: 'integer', label: '게시물당 최대 수량', placeholder: '', help: '새 게시물마다 이 수량까지 보냅니다. 결제는 최대 수량 기준이며, 쓰지 않은 만큼은 구독이 끝날 때 돌려드립니다.', required: true, min: 1 },
      // left out (as panels allow, meaning "unlimited"), the shop takes the owner's cap: prepaid money cannot be unlimited
      {
        key: 'posts',
        kind: 'integer',
        label: '새 게시물 수',
        placeholder: '10',
        help: '이 수의 새 게시물까지 보냅니다.',
        required: false,
        min: 1,
        whenEmpty: `비우면 운영자가 정한 최대 게시물 수(기본 ${DEFAULT_MAX_SUBSCRIPTION_POSTS}개)로 주문되고, 그만큼 먼저 결제됩니다. 0은 받지 않습니다.`,
      },
      { key: 'delay', kind: 'choice', label: '게시 후 시작까지', placeholder: '', help: '게시물이 올라온 뒤 이 시간이 지나면 보내기 시작합니다.', required: true, options: SUBSCRIPTION_DELAYS.map((d) => ({ value: String(d), label: d === 0 ? '바로' : `${d}분 뒤` })) },
      { key: 'expiry', kind: 'date', label: '끝나는 날 (선택)', placeholder: '', help: '이 날이 지나면 남은 게시물이 있어도 끝나고, 남은 만큼 돌려드립니다.', required: false },
    ],
    autoOrders: false,
    priceUnit: '좋아요 1,000개당',
  },
};

/**
 * The types the shop takes orders for today. A service of any other type (or of a type no panel
 * documents) is imported as not orderable, with the reason shown in the console — never sold as a
 * link + quantity service it is not.
 */
export const sellableServiceTypes: ReadonlySet<string> = new Set<string>(Object.keys(serviceTypeRules));
export const isSellableServiceType = (type: string) => sellableServiceTypes.has(type);

/** The rule of a provider's type word; null for a type the shop cannot sell (it is imported as not orderable). */
export function serviceTypeRule(type: string): ServiceTypeRule | null {
  return isKnownProviderServiceType(type) ? serviceTypeRules[type] : null;
}

/** A textarea's lines: split on \n or \r\n, each trimmed, empty ones left out (never split on commas). */
export function typeLines(value: string): string[] {
  const out: string[] = [];
  // split on \n alone (a string, not a RegExp: this runs on every line of a 500-comment order); trim drops the \r of \r\n
  for (const line of value.split('\n')) {
    const l = line.trim();
    if (l !== '') out.push(l);
  }
  return out;
}

/** How many lines appear more than once (allowed, but the form points it out). */
export function duplicateLineCount(value: string): number {
  const seen = new Set<string>();
  let dupes = 0;
  for (const l of typeLines(value)) {
    if (seen.has(l)) dupes++;
    else seen.add(l);
  }
  return dupes;
}

/** How many units a provider's `rate` is for: the whole package for a flat type, 1,000 otherwise. */
export function rateUnitsOf(type: string): 1 | 1000 {
  return serviceTypeRule(type)?.quantity === 'flat' ? 1 : 1000;
}

/** yyyy-mm-dd as panels take `expiry`: d/m/Y. */
export const toPanelDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

/**
 * The `add` parameters beyond key, action and service, as panels take them for this type: the link
 * where the type takes one, the quantity only where it is entered, lines joined with \n, a
 * subscription's `posts` (always a number: the owner's cap when left out, never 0) and its `expiry` as d/m/Y.
 */
export function upstreamAddParams(rule: ServiceTypeRule, order: { link: string; quantity: number; fields: Readonly<Record<string, string>> }): Record<string, string> {
  const out: Record<string, string> = {};
  if (rule.takesLink) out.link = order.link;
  if (rule.quantity === 'entered') out.quantity = String(order.quantity);
  for (const f of rule.fields) {
    const v = order.fields[f.key];
    if (v === undefined || v === '') continue;
    out[f.key] = f.kind === 'date' ? toPanelDate(v) : v;
  }
  return out;
}

/** What an order keeps of its type (orders.type_fields): the type it was placed as and its checked fields. */
export const storedTypeFieldsSchema = z.object({ type: z.string(), fields: z.record(z.string(), z.string()) });
export type StoredTypeFields = z.infer<typeof storedTypeFieldsSchema>;

/** orders.type_fields read back; null for a link + quantity order (or a value the schema does not accept). */
export function readStoredTypeFields(text: string | null | undefined): StoredTypeFields | null {
  if (!text) return null;
  try {
    const parsed = storedTypeFieldsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** orders.sub_child_orders read back: the provider's child order ids (none when empty or unreadable; the next status read writes it again). */
export function readChildOrders(text: string | null | undefined): string[] {
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** A subscription's bought posts and likes per post, from the fields it was placed with. */
export function subscriptionSize(fields: Readonly<Record<string, string>>): { posts: number; max: number } {
  return { posts: Number(fields.posts ?? 0), max: Number(fields.max ?? 0) };
}

/** One kept field as people read it: its Korean label, and the value (a choice's own label, lines as they were). */
export interface TypeFieldView {
  key: string;
  label: string;
  value: string;
  lines: boolean;
}

/** The fields an order was placed with, labelled by its type's rule, in the rule's order (a key the rule no longer has is shown under its own name). */
export function typeFieldViews(stored: StoredTypeFields): TypeFieldView[] {
  const rule = serviceTypeRule(stored.type);
  const known = rule?.fields ?? [];
  const views = known.flatMap((f) => {
    const value = stored.fields[f.key];
    if (value === undefined || value === '') return [];
    const shown = f.kind === 'choice' ? (f.options?.find((o) => o.value === value)?.label ?? value) : value;
    return [{ key: f.key, label: f.label, value: shown, lines: f.kind === 'lines' }];
  });
  const rest = Object.entries(stored.fields).filter(([k]) => !known.some((f) => f.key === k));
  return [...views, ...rest.map(([key, value]) => ({ key, label: key, value, lines: value.includes('\n') }))];
}

/** A subscription's state as its provider words it, in Korean. */
export const subscriptionStateLabels: Readonly<Record<string, string>> = {
  Active: '진행 중',
  Paused: '일시 정지',
  Completed: '완료',
  Expired: '기간 만료',
  Canceled: '취소',
};
export const subscriptionStateLabel = (state: string | null) => (state === null ? '시작 전' : (subscriptionStateLabels[state] ?? state));
