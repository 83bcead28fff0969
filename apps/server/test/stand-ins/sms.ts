import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Solapi-shaped SMS API: checks the HMAC-SHA256 header like the vendor and keeps the messages. */
export async function startSmsStandIn(keys: { apiKey: string; apiSecret: string }) {
  const messages: { to: string; from: string; text: string }[] = [];
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
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
      const { message } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message: { to: string; from: string; text: string } };
      messages.push(message);
      answer(200, { groupId: 'G1', to: message.to, from: message.from, type: 'SMS', statusMessage: '정상 접수', country: '82', messageId: `M${messages.length}`, statusCode: '2000', accountId: 'A1' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { baseUrl: `http://127.0.0.1:${port}`, messages, refused, close: () => new Promise<void>((r) => server.close(() => r())) };
}
