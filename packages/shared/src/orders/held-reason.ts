import { z } from 'zod';

/**
 * Why an order waits for a person (fulfilment 'held'): stored in its own column beside the hold and
 * cleared when the hold ends, so state is never read back from the error text meant for people.
 * - unknown_outcome: a send's outcome is unknown and the provider cannot refuse a duplicate (or the
 *   server stopped mid-send), so it is never resent blindly;
 * - link_refused_after_unknown: after an unknown outcome the resend was refused because the link has
 *   an active order there — most likely this very order;
 * - attempts_exhausted: the attempts ran out while an earlier send's outcome was unknown;
 * - cost_guard: every route costs more than the price allows (the owner may send it at a loss);
 * - no_route: no route of the service is switched on.
 */
export const HeldReason = ['unknown_outcome', 'link_refused_after_unknown', 'attempts_exhausted', 'cost_guard', 'no_route'] as const;
export type HeldReason = (typeof HeldReason)[number];
export const heldReasonSchema = z.enum(HeldReason);

/** The console's words for each reason (shown beside 확인 필요(보류) and, where it applies, 전송 결과 불명). */
export const heldReasonLabel: Record<HeldReason, string> = {
  unknown_outcome: '공급처 접수 여부 확인 필요',
  link_refused_after_unknown: '재전송이 같은 링크 주문으로 거절됨',
  attempts_exhausted: '재시도 횟수 소진',
  cost_guard: '원가 보호',
  no_route: '사용 중인 공급 경로 없음',
};

/**
 * Why a sent order's last status answer could not be acted on (orders.answer_problem), kept with the
 * panel's own words until an answer can be:
 * - unreadable: no status, or a word no panel documents (`Fail`, `Error` …): no money decision rests on a guess;
 * - partial_without_remains: Partial, without how many were not delivered;
 * - ended_without_posts: a subscription ended without how many of its posts were used.
 * The order is still asked about; the owner sees it among the orders that need a look.
 */
export const AnswerProblem = ['unreadable', 'partial_without_remains', 'ended_without_posts'] as const;
export type AnswerProblem = (typeof AnswerProblem)[number];
export const answerProblemSchema = z.enum(AnswerProblem);

export const answerProblemLabel: Record<AnswerProblem, string> = {
  unreadable: '공급처 응답을 읽을 수 없음',
  partial_without_remains: '부분 완료인데 남은 수량을 알려주지 않음',
  ended_without_posts: '구독이 끝났는데 사용한 게시물 수를 알려주지 않음',
};
