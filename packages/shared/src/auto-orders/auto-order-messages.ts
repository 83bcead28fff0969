/** Auto-order history and cancel. */
export const autoOrderMessages = {
  cancelTitle: '자동주문 취소',
  cancelConfirm: '정말 취소할까요? 남은 회차는 더 이상 진행되지 않습니다.',
  cancelled: '자동주문을 취소했습니다.',
  cancelFailed: '자동주문 취소에 실패했습니다.',
  notFound: '자동주문을 찾을 수 없습니다.',
  notActive: '이미 종료되었거나 취소된 자동주문입니다.',
  historyQueryInvalid: '자동주문내역 조회 조건이 올바르지 않습니다. 화면을 새로고침해주세요.',
} as const;
