/** Refill (A/S): what a member is told when asking, and the owner's queue. */
export const refillMessages = {
  notSupported: '이 상품은 리필(A/S)을 지원하지 않습니다.',
  cancelled: '취소된 주문은 리필을 요청할 수 없습니다.',
  partialNotAllowed: '부분 완료된 주문은 이 상품에서 리필을 요청할 수 없습니다.',
  notCompleted: '완료된 주문만 리필을 요청할 수 있습니다.',
  windowOver: (days: number) => `A/S 기간(완료 후 ${days}일)이 지나 리필을 요청할 수 없습니다.`,
  inFlight: '이미 처리 중인 리필 요청이 있습니다. 끝난 뒤 다시 요청해주세요.',
  capReached: (cap: number) => `이 주문의 리필 요청 횟수(${cap}회)를 모두 사용했습니다.`,
  coolDown: (hours: number, wait: string) => `리필은 ${hours}시간에 한 번 요청할 수 있습니다. ${wait} 뒤에 다시 요청해주세요.`,
  requested: '리필을 요청했습니다. 진행 상황은 주문내역에서 볼 수 있습니다.',
  failed: '리필 요청에 실패했습니다.',
  historyQueryInvalid: '리필 내역 조회 조건이 올바르지 않습니다. 화면을 새로고침해주세요.',
  title: '리필 요청',
  confirm: '이 주문의 리필(A/S)을 요청할까요? 줄어든 수량을 공급처가 다시 채워줍니다.',
  button: '리필 요청',
  // why a refill was refused, as the member sees it
  rejectedUpstream: '공급처가 리필을 거절했습니다.',
  rejectedByOwner: '운영자가 리필을 거절했습니다.',
  // the owner's queue
  notFound: '리필 요청을 찾을 수 없습니다.',
  notWaiting: '이미 처리된 리필 요청입니다.',
  rejectReasonRequired: '거절 사유를 입력해주세요.',
  approved: '리필을 완료로 처리했습니다.',
  resent: '리필을 공급처에 다시 보냅니다.',
  rejected: '리필을 거절했습니다.',
  policyInvalid: '리필 정책 값을 확인해주세요. (기간 1~365일, 횟수 1~20회, 간격 0~720시간)',
} as const;
