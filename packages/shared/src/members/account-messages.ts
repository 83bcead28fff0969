/** Account settings (docs/storefront-rules.md §2 (/account), 5 and 8). */
export const accountMessages = {
  currentPasswordRequired: '현재 비밀번호를 입력해 주세요.',
  newPasswordRequired: '새로운 비밀번호를 입력해주세요.',
  newPasswordMismatch: '비밀번호 재확인이 다릅니다.',
  currentPasswordWrong: '현재 비밀번호가 다릅니다.',
  passwordChanged: '비밀번호가 변경되었습니다. 다시 로그인해주세요.',
  passwordChangeFailed: '오류가 발생했습니다.',
  apiKeyIssued: 'API 키가 발급되었습니다.',
  apiKeyFailed: 'API 키 발급에 실패했습니다.',
  referralIssued: '추천인 코드가 발급되었습니다.',
  referralFailed: '추천인 코드 발급에 실패했습니다.',
  referralExists: '이미 추천인 코드가 있습니다.',
  referralDisabled: '추천인 코드 기능을 사용하지 않습니다.',
  deleteButton: '회원탈퇴',
  deleteConfirm: '정말 탈퇴하시겠습니까?',
  deleted: '회원탈퇴가 완료됬습니다.',
  deleteFailed: '계정삭제에 실패했습니다.',
  /** the result of a marketing-consent change, with its day, as the member is told of it */
  marketingOn: (day: string) => `${day}에 마케팅 정보 수신에 동의했습니다.`,
  marketingOff: (day: string) => `${day}에 마케팅 정보 수신 동의를 철회했습니다.`,
  marketingFailed: '마케팅 정보 수신 설정을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
