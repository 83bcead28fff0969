/** The owner's order and auto-order actions. */
export const orderAdminMessages = {
  orderNotFound: '주문을 찾을 수 없습니다.',
  orderNotActive: '이미 종료된 주문입니다.',
  orderNotRedispatchable: '공급처로 아직 보내지 않은 대기 주문만 다시 보낼 수 있습니다.',
  redispatched: '주문을 곧 다시 보냅니다.',
  orderDispatching: '지금 공급처로 보내는 중인 주문입니다. 잠시 후 다시 시도해주세요.',
  partialNeedsDispatch: '공급처로 보내지 않은 주문은 부분 완료로 처리할 수 없습니다. 취소를 이용해주세요.',
  orderCancelled: '주문을 취소하고 전액 환불했습니다.',
  cancelRequested: '공급처에 취소를 요청했습니다. 공급처가 취소를 확인하면 환불됩니다.',
  cancelNotSupported: '이 상품은 공급처 취소를 지원하지 않습니다. 그래도 취소하고 전액 환불하려면 강제 취소를 선택해주세요.',
  cancelUnknownOutcome: '공급처 접수 여부를 알 수 없는 주문입니다. 공급처 패널을 확인한 뒤 다시 보내거나, 강제 취소를 선택해주세요.',
  forcedCancelled: '주문을 강제 취소하고 전액 환불했습니다. 공급처가 이후에 작업하면 대시보드에 표시됩니다.',
  providerCancelFailed: (reason: string) =>
    `공급처에서 주문을 취소하지 못했습니다 (${reason}). 그래도 취소하고 전액 환불하려면 강제 취소를 선택해주세요.`,
  remainsInvalid: '남은 수량은 0 이상, 주문 수량 이하의 정수로 입력해주세요.',
  markedPartial: '부분 완료로 처리하고 남은 수량만큼 환불했습니다.',
  autoOrderCancelled: '자동주문을 취소했습니다.',
} as const;
