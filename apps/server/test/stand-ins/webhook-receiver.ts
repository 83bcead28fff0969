import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reseller's callback endpoint: keeps each request's headers and raw body as it arrives; answers
 * `state.status` after `state.delayMs` (a receiver that got the call but answers late, or never);
 * `state.onRequest` runs as each call arrives (e.g. to move a test clock).
 */
export async function startWebhookReceiver() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const state: { status: number; delayMs: number; onRequest?: () => void } = { status: 200, delayMs: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      state.onRequest?.();
      const status = state.status;
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end('ok');
      };
      if (state.delayMs > 0) setTimeout(answer, state.delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks/orders`,
    received,
    state,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
