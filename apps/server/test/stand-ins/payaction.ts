import Fastify from 'fastify';

/** A local deposit-matching service for tests: speaks PayAction's order registration. */
export interface StandInPayAction {
  url: string;
  apiKey: string;
  mallId: string;
  /** Every order body it accepted, in order. */
  orders: Record<string, unknown>[];
  /** The next N registrations answer HTTP 500. */
  fail: { next: number };
  close(): Promise<void>;
}

export async function startStandInPayAction(opts: { apiKey?: string; mallId?: string } = {}): Promise<StandInPayAction> {
  const apiKey = opts.apiKey ?? 'pa-api-key-0123';
  const mallId = opts.mallId ?? 'mall-77';
  const orders: Record<string, unknown>[] = [];
  const fail = { next: 0 };
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.post('/order', async (request, reply) => {
    if (request.headers['x-api-key'] !== apiKey || request.headers['x-mall-id'] !== mallId) {
      return reply.status(401).send({ status: 'error', message: 'invalid api key' });
    }
    if (fail.next > 0) {
      fail.next -= 1;
      return reply.status(500).send({ status: 'error', message: 'temporary failure' });
    }
    orders.push(request.body as Record<string, unknown>);
    return { status: 'success' };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, apiKey, mallId, orders, fail, close: () => app.close() };
}
