import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A reseller's callback endpoint: keeps each request's headers and raw body; answers `state.status`. */
export async function startWebhookReceiver() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(state.status, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/hooks/orders`, received, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}
