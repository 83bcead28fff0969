import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { createSmtpMailer, type MailMessage } from './smtp-mailer.js';
import { createSolapiAlimtalk, type AlimtalkMessage } from './solapi-alimtalk.js';
import { createSolapiSms, type SmsMessage } from './solapi-sms.js';
import { createTelegram } from './telegram.js';

export interface Notifier {
  email(message: MailMessage): Promise<void>;
  sms(message: SmsMessage): Promise<void>;
  /** 알림톡; only called when alimtalkLive (there is no outbox stand-in for it). */
  alimtalk(message: AlimtalkMessage): Promise<void>;
  /** The owner's Telegram chat: the one given (set in the console), else the environment's. */
  telegram(text: string, target?: { botToken: string; chatId: string }): Promise<void>;
  /** Writes a message to the log and the outbox table (no channel configured). */
  toOutbox(channel: 'email' | 'sms', target: string, subject: string | null, body: string): Promise<void>;
  /** Whether each channel really leaves the shop, for the start-up line. */
  readonly emailLive: boolean;
  readonly smsLive: boolean;
  readonly alimtalkLive: boolean;
  readonly telegramLive: boolean;
  close(): void;
}

type Log = Pick<FastifyBaseLogger, 'info'>;

/**
 * Without SMTP/SMS config (the default) a message is written to the log and to the outbox table,
 * so a shop owner trying the shop can still read codes and links.
 */
export function createNotifier(deps: { config: Config; db: Db; clock: Clock; log?: Log }): Notifier {
  const { config, db, clock, log } = deps;
  const toOutbox = async (channel: 'email' | 'sms', target: string, subject: string | null, body: string) => {
    log?.info({ channel, target, subject, body }, 'outbox: 발송 설정이 없어 메시지를 outbox 테이블에 저장했습니다');
    await db.insertInto('outbox').values({ channel, target, subject, body, created_at: isoNow(clock) }).execute();
  };

  const mailer = config.smtp.host ? createSmtpMailer(config.smtp) : null;
  const { apiKey, apiSecret, sender } = config.sms;
  const keys = apiKey && apiSecret && sender ? { baseUrl: config.sms.baseUrl, apiKey, apiSecret, sender } : null;
  const sms = keys ? createSolapiSms(keys) : null;
  const pfId = config.sms.alimtalkPfId;
  const alimtalk = keys && pfId ? createSolapiAlimtalk({ ...keys, pfId }) : null;
  const { botToken, chatId } = config.ownerAlerts.telegram;
  const telegram = botToken && chatId ? createTelegram({ baseUrl: config.ownerAlerts.telegram.baseUrl, botToken, chatId }) : null;

  return {
    emailLive: mailer !== null,
    smsLive: sms !== null,
    alimtalkLive: alimtalk !== null,
    telegramLive: telegram !== null,
    telegram: (text, target) => {
      if (target) return createTelegram({ baseUrl: config.ownerAlerts.telegram.baseUrl, ...target }).send(text);
      return telegram ? telegram.send(text) : Promise.reject(new Error('Telegram is not configured'));
    },
    toOutbox,
    alimtalk: (m) => (alimtalk ? alimtalk.send(m) : Promise.reject(new Error('알림톡 is not configured'))),
    email: (m) => (mailer ? mailer.send(m) : toOutbox('email', m.to, m.subject, m.text)),
    sms: (m) => (sms ? sms.send(m) : toOutbox('sms', m.to, null, m.text)),
    close: () => mailer?.close(),
  };
}

/** One start-up line about 알림톡, when it is off. */
export function alimtalkModeLine(n: Pick<Notifier, 'alimtalkLive' | 'smsLive'>): string | null {
  if (n.alimtalkLive) return null;
  const why = n.smsLive ? 'ALIMTALK_PF_ID' : 'SMS_API_KEY/SMS_API_SECRET/SMS_SENDER, ALIMTALK_PF_ID';
  return `알림톡 발송 설정(${why})이 없어 회원 알림은 문자·이메일 중 설정된 경로로 보냅니다.`;
}

/** One start-up line saying where mail and SMS go. */
export function notifyModeLine(n: Pick<Notifier, 'emailLive' | 'smsLive'>): string | null {
  const off = [n.emailLive ? null : '이메일(SMTP_HOST)', n.smsLive ? null : '문자(SMS_API_KEY/SMS_API_SECRET/SMS_SENDER)'].filter(Boolean);
  if (off.length === 0) return null;
  return `${off.join(', ')} 발송 설정이 없어 해당 메시지(인증번호·재설정 링크 포함)는 서버 로그와 outbox 테이블에만 기록됩니다.`;
}
