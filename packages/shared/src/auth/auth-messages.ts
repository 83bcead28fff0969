/** Log-in form and answers (docs/storefront-rules.md §5). */
export const loginMessages = {
  idRequired: '아이디를 입력해주세요.',
  idNoSpaces: '아이디에 공백을 사용할 수 없습니다.',
  passwordRequired: '비밀번호를 입력해주세요.',
  badFormat: '입력 형식을 맞춰주세요.',
  wrong: '아이디 또는 비밀번호가 틀렸습니다.',
  tooManyAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  failed: '오류가 발생했습니다.',
  success: '로그인에 성공했습니다.',
} as const;

/** General sign-up, checked in the order of docs/storefront-rules.md §5 (section 5). */
export const registerMessages = {
  tooMany: '가입 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  idRequired: '아이디를 입력해주세요.',
  idNoSpaces: '아이디에 공백을 사용할 수 없습니다.',
  idFormat: '아이디는 영문, 숫자, 밑줄(_)로 4~20자여야 합니다.',
  passwordNoSpaces: '비밀번호에 공백을 사용할 수 없습니다.',
  emailInvalid: '이메일 형식이 올바르지 않습니다.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordLength: '비밀번호는 8자 이상 64자 이하로 입력해주세요.',
  passwordMismatch: '비밀번호 재확인이 다릅니다.',
  registerWhereRequired: '가입 경로를 선택해주세요.',
  registerWhereUnknown: '가입 경로를 다시 선택해주세요.',
  emailCodeNotSent: '이메일 인증번호를 발송해주세요.',
  phoneCodeNotSent: '휴대폰 인증번호를 발송해주세요.',
  codeLength: '인증번호 5자리를 입력해주세요.',
  idTaken: '이미 사용 중인 아이디입니다.',
  emailTaken: '이미 사용 중인 이메일입니다.',
  referralUnknown: '존재하지 않는 추천인 코드입니다.',
  termsRequired: '이용약관에 동의해주세요.',
  privacyRequired: '개인정보 수집·이용에 동의해주세요.',
  failed: '회원가입에 실패했습니다.',
  success: '회원가입에 성공했습니다.',
} as const;

/** Verification codes for sign-up (docs/storefront-rules.md §8: e-mail and phone code send). */
export const codeMessages = {
  sent: '인증번호가 발송되었습니다.',
  badFormat: '입력 형식을 맞춰주세요.',
  emailInvalid: '이메일 형식이 올바르지 않습니다.',
  phoneInvalid: '휴대폰 번호가 올바르지 않습니다.',
  emailTaken: '이미 존재하는 이메일입니다.',
  phoneTaken: '이미 존재하는 휴대폰 번호입니다.',
  tooSoon: '인증번호를 방금 보냈습니다. 1분 뒤에 다시 요청해주세요.',
  sendFailed: '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
  sentUnconfirmed: '인증번호를 보냈지만 도착 확인이 늦어지고 있습니다. 1분 안에 오지 않으면 다시 받아주세요.',
  codeLength: '인증번호 5자리를 입력해주세요.',
  emailWrong: '이메일 인증번호가 일치하지 않습니다.',
  phoneWrong: '휴대폰 인증번호가 일치하지 않습니다.',
  emailExpired: '이메일 인증번호가 만료되었거나 이미 사용되었습니다. 인증번호를 다시 받아주세요.',
  phoneExpired: '휴대폰 인증번호가 만료되었거나 이미 사용되었습니다. 인증번호를 다시 받아주세요.',
  emailLocked: '이메일 인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 받아주세요.',
  phoneLocked: '휴대폰 인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 받아주세요.',
  sendEmailButton: '인증번호 받기',
  sendPhoneButton: '인증번호 받기',
  resend: '다시 받기',
  emailCodePlaceholder: '이메일로 받은 인증번호 5자리',
  phoneCodePlaceholder: '문자로 받은 인증번호 5자리',
} as const;

/** Naver and Kakao sign-in and sign-up (docs/storefront-rules.md §2 and §8). */
export const socialMessages = {
  chooseMethod: '회원가입 방법을 선택해주세요.',
  generalSignUp: '일반 회원가입',
  naverSignUp: '네이버로 회원가입',
  kakaoSignUp: '카카오로 회원가입',
  naverLogin: '네이버로 로그인',
  kakaoLogin: '카카오로 로그인',
  naverFailed: '네이버 로그인에 실패했습니다.',
  kakaoFailed: '카카오 로그인에 실패했습니다.',
  kakaoAuthFailed: '카카오 인증에 실패했습니다.',
  naverDisabled: '네이버 로그인을 사용할 수 없습니다.',
  kakaoDisabled: '카카오 로그인을 사용할 수 없습니다.',
  badState: '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해주세요.',
  notRegistered: '가입되지 않은 계정입니다. 회원가입을 진행해주세요.',
  registerTokenInvalid: '가입 정보가 만료되었습니다. 처음부터 다시 시도해주세요.',
  alreadyRegistered: '이미 가입된 계정입니다. 로그인해주세요.',
  upstreamDown: '로그인 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** Find id, find password and reset password (docs/storefront-rules.md §2 and §8). */
export const findAccountMessages = {
  findIdTitle: '아이디 찾기',
  findPasswordTitle: '비밀번호 찾기',
  emailInvalid: '이메일 형식이 올바르지 않습니다.',
  emailSent: '이메일이 발송되었습니다.',
  idFound: '가입하신 아이디입니다.',
  fullIdSent: '전체 아이디는 이메일로 보내드렸습니다.',
  emailNotFound: '해당 이메일로 가입된 아이디가 없습니다.',
  resetLinkSent: '비밀번호 재설정 링크를 이메일로 보냈습니다. 30분 안에 링크를 열어주세요.',
  resetTitle: '비밀번호 재설정',
  resetButton: '재설정',
  resetMismatch: '비밀번호 재확인이 다릅니다.',
  resetSuccess: '비밀번호가 재설정되었습니다.',
  resetFailed: '오류가 발생했습니다.',
  resetInvalid: '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 비밀번호 찾기를 다시 해주세요.',
} as const;
