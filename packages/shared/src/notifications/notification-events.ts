/**
 * Every notification the shop sends to a member, once per event. Adding an event is one entry here
 * (and one call where its change happens). `vars` are the template's #{…} variables, in the order the
 * owner's screen lists them; `sample` fills the preview. Texts use Kakao's #{변수} form, so the same
 * text is the 알림톡 template, the SMS and the e-mail.
 */
export interface NotificationEventDef {
  label: string;
  /** informational: on unless the member turns it off; marketing: off unless the member turns it on. */
  kind: 'informational' | 'marketing';
  subject: string;
  text: string;
  sample: Record<string, string>;
}

export const notificationEvents = {
  'charge.credited': {
    label: '포인트 충전 완료',
    kind: 'informational',
    subject: '포인트 충전이 완료되었습니다',
    text: '[SNS성장] #{금액}원 충전이 완료되었습니다. 현재 잔액은 #{잔액}원입니다.',
    sample: { 금액: '50,000', 잔액: '62,300' },
  },
  'charge.expiring': {
    label: '충전 신청 만료 30분 전',
    kind: 'informational',
    subject: '충전 신청이 곧 만료됩니다',
    text: '[SNS성장] #{금액}원 충전 신청이 #{만료시각}에 만료됩니다. 입금하셨다면 잠시만 기다려 주세요.',
    sample: { 금액: '50,000', 만료시각: '11월 25일 15:30' },
  },
  'charge.expired': {
    label: '충전 신청 만료',
    kind: 'informational',
    subject: '충전 신청이 만료되었습니다',
    text: '[SNS성장] 입금이 확인되지 않아 #{금액}원 충전 신청이 만료되었습니다. 필요하시면 다시 신청해 주세요.',
    sample: { 금액: '50,000' },
  },
  'order.started': {
    label: '주문 작업 시작',
    kind: 'informational',
    subject: '주문 작업이 시작되었습니다',
    text: '[SNS성장] 주문 #{주문번호} (#{상품}) 작업이 시작되었습니다. 시작 수치: #{시작수치}',
    sample: { 주문번호: '1024', 상품: '인스타그램 팔로워', 시작수치: '1,250' },
  },
  'order.completed': {
    label: '주문 완료',
    kind: 'informational',
    subject: '주문이 완료되었습니다',
    text: '[SNS성장] 주문 #{주문번호} (#{상품} #{수량}개)이 완료되었습니다.',
    sample: { 주문번호: '1024', 상품: '인스타그램 팔로워', 수량: '100' },
  },
  'order.partial': {
    label: '주문 부분 완료 (환불)',
    kind: 'informational',
    subject: '주문이 부분 완료되어 일부 환불되었습니다',
    text: '[SNS성장] 주문 #{주문번호} (#{상품})이 부분 완료되었습니다. #{환불계산}',
    sample: { 주문번호: '1024', 상품: '인스타그램 팔로워', 환불계산: '미완료 37개 ÷ 100개 × 450원 = 166원 환불' },
  },
  'order.cancelled': {
    label: '주문 취소 (환불)',
    kind: 'informational',
    subject: '주문이 취소되어 환불되었습니다',
    text: '[SNS성장] 주문 #{주문번호} (#{상품})이 취소되어 #{환불액}원이 환불되었습니다.',
    sample: { 주문번호: '1024', 상품: '인스타그램 팔로워', 환불액: '450' },
  },
  'refill.completed': {
    label: '리필(A/S) 완료',
    kind: 'informational',
    subject: '리필(A/S)이 완료되었습니다',
    text: '[SNS성장] 주문 #{주문번호} (#{상품})의 리필(A/S)이 완료되었습니다.',
    sample: { 주문번호: '1024', 상품: '인스타그램 팔로워' },
  },
  'refill.rejected': {
    label: '리필(A/S) 거절',
    kind: 'informational',
    subject: '리필(A/S) 요청이 거절되었습니다',
    text: '[SNS성장] 주문 #{주문번호} (#{상품})의 리필(A/S) 요청이 거절되었습니다. 사유: #{사유}',
    sample: { 주문번호: '1024', 상품: '인스타그램 팔로워', 사유: '공급처가 리필을 받지 않았습니다.' },
  },
  'auto_order.stopped': {
    label: '자동 주문 중단 (포인트 부족)',
    kind: 'informational',
    subject: '포인트가 부족해 자동 주문이 중단되었습니다',
    text: '[SNS성장] 포인트가 부족해 자동 주문 #{자동주문번호} (#{상품})이 중단되었습니다. 필요 #{필요포인트}원, 잔액 #{잔액}원.',
    sample: { 자동주문번호: '17', 상품: '인스타그램 좋아요', 필요포인트: '1,200', 잔액: '800' },
  },
  'auto_order.low_balance': {
    label: '자동 주문 포인트 부족 예고',
    kind: 'informational',
    subject: '다음 자동 주문에 포인트가 부족합니다',
    text: '[SNS성장] 자동 주문 #{자동주문번호} (#{상품})의 다음 회차에 #{필요포인트}원이 필요하지만 잔액은 #{잔액}원입니다. 충전하지 않으면 자동 주문이 중단됩니다.',
    sample: { 자동주문번호: '17', 상품: '인스타그램 좋아요', 필요포인트: '1,200', 잔액: '800' },
  },
  'refund.requested': {
    label: '환불 신청 접수',
    kind: 'informational',
    subject: '환불 신청이 접수되었습니다',
    text: '[SNS성장] 충전 #{충전번호}의 환불 신청(#{환불내역})이 접수되었습니다. 처리될 때까지 이 포인트는 사용할 수 없습니다.',
    sample: { 충전번호: 'C2026112700012', 금액: '33,000', 환불내역: '포인트 30,000원 · 송금액 33,000원 (부가세 포함)' },
  },
  'refund.approved': {
    label: '환불 승인',
    kind: 'informational',
    subject: '환불 신청이 승인되었습니다',
    text: '[SNS성장] 충전 #{충전번호}의 환불(#{환불내역})이 승인되었습니다. #{안내}',
    sample: { 충전번호: 'C2026112700012', 금액: '33,000', 환불내역: '포인트 30,000원 · 송금액 33,000원 (부가세 포함)', 안내: '3일 이내에 신청하신 계좌로 입금됩니다.' },
  },
  'refund.sent': {
    label: '환불 완료',
    kind: 'informational',
    subject: '환불이 완료되었습니다',
    text: '[SNS성장] 충전 #{충전번호}의 환불금 #{금액}원을 #{송금일}에 보내드렸습니다. (#{환불내역})',
    sample: { 충전번호: 'C2026112700012', 금액: '33,000', 환불내역: '포인트 30,000원 · 송금액 33,000원 (부가세 포함)', 송금일: '2026-11-28' },
  },
  'refund.rejected': {
    label: '환불 거절',
    kind: 'informational',
    subject: '환불 신청이 거절되었습니다',
    text: '[SNS성장] 충전 #{충전번호}의 환불 신청(#{환불내역})이 거절되어 포인트가 다시 사용 가능해졌습니다. 사유: #{사유}',
    sample: { 충전번호: 'C2026112700012', 금액: '33,000', 환불내역: '포인트 30,000원 · 송금액 33,000원 (부가세 포함)', 사유: '이미 사용한 포인트입니다.' },
  },
  'inquiry.answered': {
    label: '1:1 문의 답변',
    kind: 'informational',
    subject: '1:1 문의에 답변이 등록되었습니다',
    text: '[SNS성장] 1:1 문의 "#{제목}"에 답변이 등록되었습니다. 사이트의 1:1 문의에서 확인해 주세요.',
    sample: { 제목: '주문한 팔로워가 줄었어요' },
  },
} as const satisfies Record<string, NotificationEventDef>;

export type NotificationEvent = keyof typeof notificationEvents;
export const notificationEventNames = Object.keys(notificationEvents) as NotificationEvent[];

export const isNotificationEvent = (v: string): v is NotificationEvent => v in notificationEvents;

/** Fills #{name} with its value; a variable without a value stays as written, so a gap is visible. */
export function fillTemplate(text: string, vars: Record<string, string>): string {
  return text.replace(/#\{([^}]+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** The owner's alert kinds (sent as digests); adding one is a line here and one alertOwner call on the server. */
export const ownerAlertKinds = {
  'charge.awaiting': '승인을 기다리는 충전 신청',
  'deposit.unmatched': '맞는 충전 신청이 없는 입금',
  'orders.held': '확인이 필요한 보류 주문',
  'orders.stuck': '진행되지 않는 주문',
  'sweep.failing': '계속 실패하는 자동 작업',
  'provider.low_balance': '잔액이 기준보다 적은 공급처',
  'provider.circuit_open': '연결을 잠시 끊은 공급처',
  'provider.sync_failed': '상품 목록을 읽지 못한 공급처',
  'receipt.failing': '발급하지 못한 현금영수증·세금계산서',
  'refund.requested': '처리를 기다리는 환불 신청',
  'refund.toss_unknown': '결과를 알 수 없는 토스 결제 취소',
  'charge.toss_cancelled': '토스에서 직접 취소된 충전 결제',
  'reconciliation.mismatch': '맞지 않는 일일 정산',
  'bonus.shortfall': '이미 사용해 회수하지 못한 충전 보너스',
  'referral.shortfall': '다 회수하지 못한 친구 초대 보상',
  'staff.two_factor_locked': '2단계 인증이 잠긴 운영자',
} as const;
export type OwnerAlertKind = keyof typeof ownerAlertKinds;

/**
 * Account messages (sign-up codes, a found id, a password-reset link) go through the same outbox as
 * member events, but they are security messages: always sent, only to the address the person typed,
 * never by 알림톡, never a choice in /account and never resent from the console.
 */
export const accountMessageEvents = {
  'account.code': '계정: 인증번호',
  'account.find_id': '계정: 아이디 안내',
  'account.password_reset': '계정: 비밀번호 재설정 링크',
} as const;
export type AccountMessageEvent = keyof typeof accountMessageEvents;
export const isAccountMessageEvent = (v: string): v is AccountMessageEvent => v in accountMessageEvents;

/** A log row's event in Korean: a member event's label, an account message's, or "관리자 알림: …" for an owner digest. */
export function notificationEventLabel(event: string): string {
  if (isNotificationEvent(event)) return notificationEvents[event].label;
  if (isAccountMessageEvent(event)) return accountMessageEvents[event];
  const kind = event.replace(/^owner\./, '');
  return kind in ownerAlertKinds ? `관리자 알림: ${ownerAlertKinds[kind as OwnerAlertKind]}` : event;
}
