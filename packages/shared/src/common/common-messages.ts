/** The sentences every screen may need, apart from the domains' (the first screen loads only these). */
export const commonMessages = {
  error: '오류가 발생했습니다.',
  badFormat: '입력 형식을 맞춰주세요.',
  badRequest: '요청 형식이 올바르지 않습니다.',
  unsupportedMediaType: '지원하지 않는 요청 형식입니다.',
  tooLarge: '요청이 너무 큽니다.',
  badAddress: '주소 형식이 올바르지 않습니다.',
  addressTooLong: '주소가 너무 깁니다.',
  notFound: '요청한 내용을 찾을 수 없습니다.',
  unauthorized: '로그인이 필요합니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  server: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  busy: '지금은 요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  restarting: '서버를 다시 시작하는 중입니다. 잠시 후 다시 시도해주세요.',
  guestBlocked: '둘러보기 상태에서는 불가능 합니다',
} as const;
