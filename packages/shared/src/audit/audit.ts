import { z } from 'zod';
import { adminPageQuerySchema } from '../admin/admin-common.js';
import { optionalQueryId, optionalQueryText } from '../admin/query-fields.js';

/** The owner's audit log: who changed what, before and after. */
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
  'staff.invite': '운영자 초대',
  'staff.role': '운영자 역할 변경',
  'staff.suspend': '운영자 정지',
  'staff.restore': '운영자 정지 해제',
  'staff.remove': '운영자 내보내기',
  'staff.policy': '운영자 보안 설정',
  'staff.session-end': '운영자 세션 종료',
  'staff.two-factor-enrol': '2단계 인증 등록',
  'staff.two-factor-reset': '2단계 인증 초기화',
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
  'notification.resend': '알림 다시 보내기',
  'notification.template': '알림 템플릿 수정',
  'notification.owner-targets': '관리자 알림 받을 곳 수정',
  'order.partial': '부분 완료·환불',
  'auto-order.cancel': '자동주문 취소',
  'webhook.resend': '웹훅 다시 보내기',
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
