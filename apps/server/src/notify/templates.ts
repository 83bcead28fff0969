import type { MailMessage } from './smtp-mailer.js';

/** The texts members receive. SMS stays short (one SMS is under 90 bytes in EUC-KR). */
export const templates = {
  emailCode: (to: string, code: string): MailMessage => ({
    to,
    subject: '[SNS 성장 서비스] 이메일 인증번호',
    text: `이메일 인증번호는 ${code} 입니다.\n10분 안에 회원가입 화면에 입력해주세요.\n본인이 요청하지 않았다면 이 메일을 무시해주세요.`,
  }),
  smsCode: (code: string) => `[SNS성장] 인증번호 ${code} (10분간 유효)`,
  findId: (to: string, loginId: string): MailMessage => ({
    to,
    subject: '[SNS 성장 서비스] 아이디 안내',
    text: `요청하신 아이디는 ${loginId} 입니다.\n본인이 요청하지 않았다면 이 메일을 무시해주세요.`,
  }),
  resetPassword: (to: string, link: string): MailMessage => ({
    to,
    subject: '[SNS 성장 서비스] 비밀번호 재설정',
    text: `아래 링크에서 새 비밀번호를 설정해주세요. 링크는 30분 동안 한 번만 쓸 수 있습니다.\n${link}\n본인이 요청하지 않았다면 이 메일을 무시해주세요. 비밀번호는 바뀌지 않습니다.`,
  }),
};
