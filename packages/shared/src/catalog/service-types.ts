import { z } from 'zod';
import { isKnownProviderServiceType, providerServiceTypeLabels, type ProviderServiceType } from './provider-catalog.js';

/**
 * What each kind of service takes from a member, how its quantity and price follow from that, and what
 * goes upstream under which names (`../shared/reference/smm-service-types.md`). One home: the web form,
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
  /** a check across fields, after each field passed its own (Korean message, or null) */
  check?: (fields: Readonly<Record<string, string>>) => string | null;
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
      if (f.type_of_traffic === '1' && !f.google_keyword) return '구글 검색 키워드를 입력해주세요.';
      if (f.type_of_traffic === '2' && !f.referring_url) return '유입 주소를 입력해주세요.';
      if (f.referring_url && !/^https?:\/\/\S+$/i.test(f.referring_url)) return '유입 주소는 http:// 또는 https:// 로 시작해야 합니다.';
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
      { key: 'posts', kind: 'integer', label: '새 게시물 수', placeholder: '10', help: '이 수의 새 게시물까지 보냅니다.', required: true, min: 1 },
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

/** A handle or tag without the @ or # people type before it. */
const unmarked = (value: string, mark: '@' | '#' | undefined) => (mark && value.startsWith(mark) ? value.slice(1).trim() : value);

/** What String.prototype.trim removes (ECMAScript white space and line terminators). */
const isTrimmed = (c: number) =>
  c <= 32 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

/**
 * One pass over a lines field, so a 500-comment order is not split, trimmed and joined again when it
 * is already as it is kept: 'control' for a control character; null when some line needs trimming, a
 * line is empty or a \r is there (then typeLines does the work); otherwise its line count and the first
 * line longer than `maxLength` (-1: none).
 */
function scanLines(value: string, maxLength: number): { count: number; firstLong: number } | 'control' | null {
  let count = 0;
  let firstLong = -1;
  let start = 0;
  let clean = true;
  for (let i = 0; i <= value.length; i++) {
    const c = i < value.length ? value.charCodeAt(i) : 10;
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return 'control';
    if (c !== 10 || !clean) continue;
    if (i === start || isTrimmed(value.charCodeAt(start)) || isTrimmed(value.charCodeAt(i - 1))) clean = false;
    else if (i - start > maxLength && firstLong < 0) firstLong = count;
    count++;
    start = i + 1;
  }
  return clean ? { count, firstLong } : null;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What the service allows beyond its type: its min/max per unit, and the owner's cap on subscription posts. */
export interface TypeLimits {
  min: number;
  max: number;
  maxPosts?: number;
}

export type TypeFieldsResult =
  | {
      ok: true;
      /** the fields as kept with the order (trimmed; lines joined with \n; only the type's own keys) */
      fields: Record<string, string>;
      /** the units the price is for: lines, 1 for a package, max × posts for a subscription, the entered quantity otherwise */
      quantity: number;
    }
  | { ok: false; error: string };

const fail = (error: string): TypeFieldsResult => ({ ok: false, error });

/**
 * Checks the type's fields as sent (by the web form or `/api/v2` `add`) and works out the order's
 * quantity. `entered` is the quantity the member typed; only `entered` types may carry one, and a
 * field the type does not take is refused, never dropped in silence. The server recounts lines
 * itself: a count sent by the browser is never trusted.
 */
export function readTypeFields(rule: ServiceTypeRule, raw: Readonly<Record<string, unknown>>, entered: number | null, limits: TypeLimits, today?: string): TypeFieldsResult {
  const known = new Set(rule.fields.map((f) => f.key));
  for (const [key, value] of Object.entries(raw)) {
    if (!known.has(key) && value !== undefined && value !== null && value !== '') return fail(`이 상품은 '${key}' 항목을 받지 않습니다.`);
  }
  if (rule.quantity !== 'entered' && entered !== null) return fail(`${rule.label} 상품은 수량을 따로 입력하지 않습니다.`);
  const fields: Record<string, string> = {};
  const lineCounts: Record<string, number> = {};
  for (const f of rule.fields) {
    const value = raw[f.key];
    const given = value === undefined || value === null ? '' : typeof value === 'string' || typeof value === 'number' ? String(value) : null;
    if (given === null) return fail(`${f.label}의 형식이 올바르지 않습니다.`);
    if (given.length > MAX_TYPE_TEXT_LENGTH) return fail(`${f.label}이(가) 너무 깁니다 (${MAX_TYPE_TEXT_LENGTH.toLocaleString('ko-KR')}자까지).`);
    const trimmed = given.trim();
    if (trimmed === '') {
      if (f.required) return fail(`${f.label}을(를) 입력해주세요.`);
      continue;
    }
    // a lines field is checked for them in its own pass (scanLines)
    if (f.kind !== 'lines' && controlChars.test(given)) return fail(`${f.label}에 쓸 수 없는 문자가 있습니다.`);
    switch (f.kind) {
      case 'lines': {
        const max = f.maxLength ?? MAX_LINE_LENGTH;
        const scan = scanLines(given, max);
        if (scan === 'control') return fail(`${f.label}에 쓸 수 없는 문자가 있습니다.`);
        // already as kept (the usual paste): taken as it is; otherwise (or with an @ or # to leave out) split, trimmed and joined again
        const fast = scan && !(f.mark && (given.startsWith(f.mark) || given.includes(`\n${f.mark}`))) ? scan : null;
        const ls = fast
          ? null
          : typeLines(given)
              .map((l) => unmarked(l, f.mark))
              .filter((l) => l !== '');
        const count = fast ? fast.count : ls!.length;
        if (count === 0) return fail(`${f.label}을(를) 입력해주세요.`);
        const long = fast ? fast.firstLong : ls!.findIndex((l) => l.length > max);
        if (long >= 0) return fail(`${f.label} ${long + 1}번째 줄이 너무 깁니다 (한 줄에 ${max}자까지).`);
        fields[f.key] = fast ? given : ls!.join('\n');
        lineCounts[f.key] = count;
        break;
      }
      case 'text': {
        if (/[\r\n]/.test(trimmed)) return fail(`${f.label}은(는) 한 줄로 입력해주세요.`);
        if (trimmed.length > (f.maxLength ?? MAX_LINE_LENGTH)) return fail(`${f.label}이(가) 너무 깁니다 (${f.maxLength ?? MAX_LINE_LENGTH}자까지).`);
        const value = unmarked(trimmed, f.mark);
        if (value === '') return fail(`${f.label}을(를) 입력해주세요.`);
        fields[f.key] = value;
        break;
      }
      case 'integer': {
        const n = /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : NaN;
        if (!Number.isInteger(n) || (f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max)) {
          return fail(f.max !== undefined ? `${f.label}은(는) ${f.min ?? 0}~${f.max} 사이의 정수로 입력해주세요.` : `${f.label}은(는) ${f.min ?? 0} 이상의 정수로 입력해주세요.`);
        }
        fields[f.key] = String(n);
        break;
      }
      case 'choice':
        if (!f.options?.some((o) => o.value === trimmed)) return fail(`${f.label}을(를) 목록에서 골라주세요.`);
        fields[f.key] = trimmed;
        break;
      case 'date': {
        const m = isoDate.exec(trimmed);
        const d = m ? new Date(`${trimmed}T00:00:00Z`) : null;
        if (!m || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== trimmed) return fail(`${f.label}은(는) 날짜로 입력해주세요.`);
        if (today && trimmed <= today) return fail(`${f.label}은(는) 내일 이후 날짜여야 합니다.`);
        fields[f.key] = trimmed;
        break;
      }
    }
  }
  const cross = rule.check?.(fields);
  if (cross) return fail(cross);

  switch (rule.quantity) {
    case 'entered':
      if (entered === null) return fail('주문 수량을 입력해주세요.');
      return { ok: true, fields, quantity: entered };
    case 'flat':
      return { ok: true, fields, quantity: 1 };
    case 'lines': {
      const count = lineCounts[rule.linesField!] ?? 0;
      const label = rule.fields.find((f) => f.key === rule.linesField)?.label ?? '';
      if (count < limits.min || count > limits.max) return fail(`${label}은(는) ${limits.min.toLocaleString('ko-KR')}~${limits.max.toLocaleString('ko-KR')}줄이어야 합니다 (지금 ${count.toLocaleString('ko-KR')}줄).`);
      return { ok: true, fields, quantity: count };
    }
    case 'per-post': {
      const min = Number(fields.min);
      const max = Number(fields.max);
      const posts = Number(fields.posts);
      if (min < limits.min || max > limits.max) return fail(`게시물당 수량은 ${limits.min.toLocaleString('ko-KR')}~${limits.max.toLocaleString('ko-KR')} 사이여야 합니다.`);
      if (min > max) return fail('게시물당 최소 수량은 최대 수량보다 클 수 없습니다.');
      const cap = limits.maxPosts ?? DEFAULT_MAX_SUBSCRIPTION_POSTS;
      if (posts > cap) return fail(`새 게시물 수는 ${cap.toLocaleString('ko-KR')}개까지 정할 수 있습니다.`);
      return { ok: true, fields, quantity: max * posts };
    }
  }
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
 * subscription's `posts` only when limited and its `expiry` as d/m/Y.
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
