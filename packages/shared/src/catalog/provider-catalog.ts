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
