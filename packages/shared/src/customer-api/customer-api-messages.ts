/** The key-based customer API (docs/storefront-rules.md §7) and its /api screen. */
export const customerApiMessages = {
  invalidKey: 'API 키가 올바르지 않습니다. 계정 설정에서 발급한 키를 api-key 헤더로 보내주세요.',
  tooManyRequests: (limit: number) => `요청이 너무 많습니다. 1분에 ${limit}회까지 요청할 수 있습니다. 잠시 후 다시 시도해주세요.`,
  orderNotFound: '주문을 찾을 수 없습니다.',
  routeNotFound: '없는 API 주소입니다. API 안내 화면에서 주소를 확인해주세요.',
} as const;
