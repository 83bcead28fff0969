import crypto from 'node:crypto';
import { callWithDeadline, OutsideSystemError, type CallAnswer } from '../lib/call-with-deadline.js';

export interface SmsMessage {
  to: string;
  text: string;
}

/** Solapi's header: HMAC-SHA256 over date + salt with the API secret. */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = crypto.createHmac('sha256', apiSecret).update(date + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** The SMS API refused the message, or gave no usable answer. */
export class SmsError extends OutsideSystemError {}

export interface SolapiKeys {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  sender: string;
}

/** One message to Solapi's POST /messages/v4/send (SMS/LMS or 알림톡), signed; throws SmsError unless accepted. */
export async function solapiSend(keys: SolapiKeys, message: Record<string, unknown>, fetchFn: typeof fetch = globalThis.fetch): Promise<void> {
  const url = `${keys.baseUrl.replace(/\/+$/, '')}/messages/v4/send`;
  const date = new Date().toISOString();
  const salt = crypto.randomBytes(16).toString('hex');
  let answer: CallAnswer;
  try {
    answer = await callWithDeadline(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: solapiAuthorization(keys.apiKey, keys.apiSecret, date, salt) },
        body: JSON.stringify({ message: { ...message, from: keys.sender } }),
      },
      { timeoutMs: 10_000, fetch: fetchFn },
    );
  } catch (err) {
    if (err instanceof OutsideSystemError) throw new SmsError('unavailable', `SMS API unreachable: ${err.message}`, err.httpStatus);
    throw err;
  }
  const body = answer.body as { statusCode?: string; errorCode?: string; errorMessage?: string } | null;
  if (!answer.ok || (body?.statusCode !== undefined && body.statusCode !== '2000')) {
    // Never the secret: only the vendor's status and error code.
    throw new SmsError('refused', `SMS API refused: HTTP ${answer.status} ${body?.statusCode ?? ''} ${body?.errorCode ?? ''}`.trim(), answer.status, body?.errorCode);
  }
}

/** SMS through a Solapi-shaped API (POST /messages/v4/send); the base URL is config so tests use a stand-in. */
export function createSolapiSms(sms: SolapiKeys, fetchFn: typeof fetch = globalThis.fetch) {
  return {
    send: (message: SmsMessage): Promise<void> => solapiSend(sms, { to: message.to, text: message.text }, fetchFn),
  };
}
