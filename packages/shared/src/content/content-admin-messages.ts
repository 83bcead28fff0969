/** The owner's content screens: notices, FAQ, sign-up sources, settings. */
export const contentAdminMessages = {
  noticeRequired: '공지 내용을 입력해주세요.',
  noticeTooLong: '공지 내용이 너무 깁니다.',
  qnaTitleRequired: '질문을 입력해주세요.',
  qnaAnswerRequired: '답변을 입력해주세요.',
  registerWhereRequired: '가입 경로 이름을 입력해주세요.',
  settingUnknown: (key: string) => `알 수 없는 설정입니다: ${key}`,
  settingInvalid: (label: string) => `${label} 값이 올바르지 않습니다.`,
  amountsInvalid: '충전 금액 버튼은 1원 이상 1억 원 이하의 정수로 1~10개 입력해주세요.',
} as const;
