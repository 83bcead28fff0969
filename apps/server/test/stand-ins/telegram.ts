import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Telegram Bot API stand-in: POST /bot<token>/sendMessage, the token checked, messages kept. */
export async function startTelegramStandIn(botToken: string) {
  const messages: { chat_id: string; text: string }[] = [];
  const state = { refuse: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== `/bot${botToken}/sendMessage`) return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      if (state.refuse) return answer(400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { chat_id: string; text: string };
      messages.push(body);
      answer(200, { ok: true, result: { message_id: messages.length, chat: { id: body.chat_id }, text: body.text } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { baseUrl: `http://127.0.0.1:${port}`, messages, state, close: () => new Promise<void>((r) => (server.close(() => r()), server.closeAllConnections())) };
}
