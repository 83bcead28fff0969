import { maskName, type PublicReview } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';

/** Reviews with the writer's id and the service's name, for every reader of them. */
export const reviewRows = (db: Executor) =>
  db
    .selectFrom('reviews as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .innerJoin('services as s', 's.id', 'r.service_id')
    .select(['r.id', 'r.order_id', 'r.member_id', 'r.service_id', 'r.rating', 'r.body', 'r.reply', 'r.replied_at', 'r.hidden', 'r.hidden_reason', 'r.created_at', 'm.login_id', 's.text as service_name']);

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['execute']>>[number];

export const toPublicReview = (r: ReviewRow): PublicReview => ({
  id: r.id,
  // a deleted member's tombstone id is no name: they show as 탈퇴 회원
  name: r.login_id.startsWith('~') ? '탈퇴 회원' : maskName(r.login_id),
  serviceName: r.service_name,
  rating: r.rating,
  text: r.body,
  reply: r.reply,
  createdAt: r.created_at,
});
