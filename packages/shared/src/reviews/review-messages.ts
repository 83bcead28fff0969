/** Reviews only buyers write (구매 후기). */
export const reviewMessages = {
  ratingInvalid: '별점은 1~5개 중에서 골라주세요.',
  textTooShort: (min: number) => `후기는 ${min}자 이상 써주세요.`,
  textTooLong: (max: number) => `후기는 ${max}자까지 쓸 수 있습니다.`,
  plainTextOnly: '후기에는 일반 텍스트만 쓸 수 있습니다. (HTML 태그 불가)',
  notFinished: '완료 또는 부분 완료된 주문에만 후기를 쓸 수 있습니다.',
  already: '이 주문의 후기는 이미 작성했습니다.',
  created: '후기를 등록했습니다. 감사합니다!',
  notFound: '후기를 찾을 수 없습니다.',
  replyRequired: '답글 내용을 입력해주세요.',
  replyTooLong: (max: number) => `답글은 ${max}자까지 쓸 수 있습니다.`,
  hideReasonTooLong: '숨김 사유는 200자까지 쓸 수 있습니다.',
  listQueryInvalid: '조회 조건이 올바르지 않습니다. 화면을 새로고침해주세요.',
} as const;
