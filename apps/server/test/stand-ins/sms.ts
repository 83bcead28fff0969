import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SolapiMessage {
  to: string;
  from: string;
  text: string;
  /** absent: SMS/LMS chosen by length; 'ATA': 알림톡 */
  type?: string;
  kakaoOptions?: { pfId: string; templateId: string; variables: Record<string, string>; disableSms?: boolean };
}

/**
 * A Solapi-shaped message API: checks the HMAC-SHA256 header like the vendor and keeps the messages.
 * 알림톡 (type ATA) is checked against the channel id and the approved templates given here: an
 * unknown template or variables that are not exactly the template's are refused (HTTP 400), as Kakao
 * refuses a message that does not match its approved template. `state` lets a test make it refuse a
 * recipient (no KakaoTalk, a blocked number), answer 500 after keeping the message, or answer slowly.
 */
export async function startSmsStandIn(keys: { apiKey: string; apiSecret: string; pfId?: string; templates?: Record<string, string[]> }) {
  const messages: SolapiMessage[] = [];
  const refused: string[] = [];
  const state = { kakaoless: new Set<string>(), blockedNumbers: new Set<string>(), fail500: new Set<'ATA' | 'SMS'>(), delayMs: 0, onRequest: null as (() => void) | null };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        const write = () => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (state.delayMs > 0) setTimeout(write, state.delayMs);
        else write();
      };
      state.onRequest?.();
      if (req.method !== 'POST' || req.url !== '/messages/v4/send') return answer(404, { errorCode: 'NotFound' });
      const header = req.headers.authorization ?? '';
      const fields = Object.fromEntries(
        header
          .replace(/^HMAC-SHA256\s+/, '')
          .split(',')
          .map((p) => p.trim().split('=') as [string, string]),
      );
      const expected = crypto.createHmac('sha256', keys.apiSecret).update(`${fields.date}${fields.salt}`).digest('hex');
      const dateOk = Math.abs(Date.parse(fields.date ?? '') - Date.now()) < 15 * 60_000;
      if (!header.startsWith('HMAC-SHA256 ') || fields.apiKey !== keys.apiKey || fields.signature !== expected || !dateOk) {
        refused.push(header);
        return answer(401, { errorCode: 'SignatureDoesNotMatch', errorMessage: 'bad signature' });
      }
      const { message } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message: SolapiMessage };
      const ata = message.type === 'ATA';
      if (ata) {
        const k = message.kakaoOptions;
        const wanted = k ? keys.templates?.[k.templateId] : undefined;
        const given = Object.keys(k?.variables ?? {}).sort();
        if (!k || k.pfId !== keys.pfId || !wanted || JSON.stringify(given) !== JSON.stringify(wanted.map((v) => `#{${v}}`).sort())) {
          refused.push(`ATA ${JSON.stringify(k)}`);
          return answer(400, { errorCode: 'ValidationError', errorMessage: 'template or variables do not match' });
        }
      }
      if (state.blockedNumbers.has(message.to) || (ata && state.kakaoless.has(message.to))) {
        return answer(200, { to: message.to, statusCode: ata ? '3104' : '3059', statusMessage: ata ? '카카오톡 미사용자' : '수신 거부 번호', messageId: '' });
      }
      messages.push(message);
      if (state.fail500.has(ata ? 'ATA' : 'SMS')) return answer(500, { errorCode: 'InternalError' });
      answer(200, { groupId: 'G1', to: message.to, from: message.from, type: ata ? 'ATA' : 'SMS', statusMessage: '정상 접수', country: '82', messageId: `M${messages.length}`, statusCode: '2000', accountId: 'A1' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { baseUrl: `http://127.0.0.1:${port}`, messages, refused, state, close: () => new Promise<void>((r) => (server.close(() => r()), server.closeAllConnections())) };
}
