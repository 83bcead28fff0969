import { z } from 'zod';

/**
 * The service types SMM panels (the PerfectPanel family) put in a `services` answer. A provider may
 * send them in any case, with spaces, underscores or hyphens, or leave `type` out (= Default).
 */
export const providerServiceTypes = [
  'Default',
  'Package',
  'Custom Comments',
  'Custom Comments Package',
  'Mentions',
  'Mentions with Hashtags',
  'Mentions Custom List',
  'Mentions Hashtag',
  'Mentions User Followers',
  'Mentions Media Likers',
  'Comment Likes',
  'Comment Replies',
  'Custom Replies',
  'Poll',
  'Invites from Groups',
  'Subscriptions',
  'Web Traffic',
  'SEO',
] as const;
export type ProviderServiceType = (typeof providerServiceTypes)[number];

const typeKey = (raw: string) => raw.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
const byKey = new Map<string, ProviderServiceType>(providerServiceTypes.map((t) => [typeKey(t), t]));

/**
 * A provider's type word in the protocol's own spelling: `custom_comments` and `CUSTOM COMMENTS` are
 * `Custom Comments`; missing or blank is `Default`; a word no panel documents is kept as it came
 * (trimmed), so the console can show it.
 */
export function normaliseProviderServiceType(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') return 'Default';
  return byKey.get(typeKey(raw)) ?? raw.trim().slice(0, 60);
}

/** Each type in the owner's words (the console shows these, never the protocol's English). */
export const providerServiceTypeLabels: Record<ProviderServiceType, string> = {
  Default: '기본 (링크 + 수량)',
  Package: '패키지',
  'Custom Comments': '커스텀 댓글',
  'Custom Comments Package': '커스텀 댓글 패키지',
  Mentions: '멘션',
  'Mentions with Hashtags': '해시태그 멘션',
  'Mentions Custom List': '멘션 (직접 입력한 계정)',
  'Mentions Hashtag': '멘션 (해시태그 하나)',
  'Mentions User Followers': '멘션 (계정의 팔로워)',
  'Mentions Media Likers': '멘션 (게시물 좋아요한 사람)',
  'Comment Likes': '댓글 좋아요',
  'Comment Replies': '댓글 답글',
  'Custom Replies': '커스텀 답글',
  Poll: '투표',
  'Invites from Groups': '그룹 초대',
  Subscriptions: '자동 좋아요 구독',
  'Web Traffic': '웹사이트 트래픽',
  SEO: '검색 노출 (SEO)',
};

/** A provider's type as the console names it; a word no panel documents is shown as unknown, with the word. */
export function providerServiceTypeLabel(type: string): string {
  return isKnownProviderServiceType(type) ? providerServiceTypeLabels[type] : `알 수 없는 유형 (${type})`;
}

export const isKnownProviderServiceType = (type: string): type is ProviderServiceType => byKey.get(typeKey(type)) === type;

/** An entry of a provider's `services` answer the shop could not read, and why (Korean, for the console). */
export const unreadableProviderServiceSchema = z.object({
  /** 1-based place in the provider's answer */
  position: z.number().int(),
  /** the entry's service id, when it had a readable one */
  service: z.string().nullable(),
  reason: z.string(),
});
export type UnreadableProviderService = z.infer<typeof unreadableProviderServiceSchema>;

/** Why a `services` entry was left out, in the owner's words. */
export const providerCatalogMessages = {
  notAnObject: '상품 정보가 올바른 형식이 아닙니다',
  noId: '상품 번호(service)가 없습니다',
  badRate: (v: string) => `가격(rate) ${v}을(를) 0 이상의 숫자로 읽을 수 없습니다`,
  badMin: (v: string) => `최소 수량(min) ${v}을(를) 읽을 수 없습니다`,
  badMax: (v: string) => `최대 수량(max) ${v}을(를) 읽을 수 없습니다`,
  duplicate: '같은 상품 번호가 답에 두 번 있습니다 (앞의 것만 읽었습니다)',
  /** shown for a value the provider sent, so a huge or odd value stays readable */
  shown: (v: unknown) => (v === undefined ? '(없음)' : JSON.stringify(v).slice(0, 40)),
  unreadableSummary: (n: number) => `공급처 답에서 읽지 못한 상품 ${n}개는 빼고 보여줍니다.`,
} as const;
