/** The owner console (/admin) as a whole. */
export const adminMessages = {
  saved: '저장했습니다.',
  created: '추가했습니다.',
  deleted: '삭제했습니다.',
  notFound: '요청한 내용을 찾을 수 없습니다.',
  idInvalid: '번호가 올바르지 않습니다.',
  pageInvalid: '페이지 번호가 올바르지 않습니다.',
  dateInvalid: '날짜 형식이 올바르지 않습니다.',
} as const;
