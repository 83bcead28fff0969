/** Referral rewards (친구 초대): what a member and the owner are told. */
export const referralMessages = {
  settingsInvalid: '친구 초대 보상 설정 값을 확인해주세요.',
  percentInvalid: '보상 비율은 1~100% 사이의 정수로 입력해주세요.',
  pointsInvalid: '포인트는 0~10,000,000 사이의 정수로 입력해주세요.',
  capInvalid: '월 최대 보상 횟수는 0~1,000 사이의 정수로 입력해주세요. (0은 제한 없음)',
  windowInvalid: '같은 IP 가입 제한 시간은 0~8,760시간 사이로 입력해주세요. (0은 끔)',
  listQueryInvalid: '조회 조건이 올바르지 않습니다. 화면을 새로고침해주세요.',
  saved: '친구 초대 보상 설정을 저장했습니다.',
} as const;
