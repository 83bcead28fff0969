import crypto from 'node:crypto';

export interface SmsMessage {
  to: string;
  text: string;
}

/** Solapi's header: HMAC-SHA256 over date + salt with the API secret. */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = crypto.createHmac('sha256', apiSecret).update(date + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

export class SmsError extends Error {}

export interface SolapiKeys {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  sender: string;
}

/** SMS through a Solapi-shaped API (POST /messages/v4/send); the base URL is config so tests use a stand-in. */
export function createSolapiSms(sms: SolapiKeys, fetchFn: typeof fetch = globalThis.fetch) {
  const url = `${sms.baseUrl.replace(/\/+$/, '')}/messages/v4/send`;
  return {
    async send(message: SmsMessage): Promise<void> {
      const date = new Date().toISOString();
      const salt = crypto.randomBytes(16).toString('hex');
      let res: Response;
      try {
        res = await fetchFn(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: solapiAuthorization(sms.apiKey, sms.apiSecret, date, salt) },
          body: JSON.stringify({ message: { to: message.to, from: sms.sender, text: message.text } }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw new SmsError(`SMS API unreachable: ${(err as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as { statusCode?: string; errorCode?: string; errorMessage?: string } | null;
      if (!res.ok || (body?.statusCode !== undefined && body.statusCode !== '2000')) {
        // Never the secret: only the vendor's status and error code.
        throw new SmsError(`SMS API refused: HTTP ${res.status} ${body?.statusCode ?? ''} ${body?.errorCode ?? ''}`.trim());
      }
    },
  };
}
