import net from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { msg } from '@snsshop/shared';
import type { FastifyInstance } from 'fastify';
import { trackConnections } from '../lib/connection-tracker.js';
import { RETRY_AFTER_SECONDS } from '../lib/errors.js';

/** How long idle sockets stay open once the listener has stopped accepting. */
const IDLE_LINGER_MS = 100;
/** At most this long taking connections that were waiting when the drain began (clients retrying at once could go on forever). */
const ACCEPT_MAX_MS = 1_000;

export interface Drain {
  /**
   * Begins the shutdown of this listener: from now on a request is refused with 503 and every answer
   * closes its connection; then the listener stops accepting and idle sockets close. Resolves once
   * they are closed; the app's close() then waits for the requests still in flight.
   */
  begin(): Promise<void>;
  /** Drops every socket left (the end of the grace period). */
  closeAll(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/**
 * A SIGTERM must not reset a request whose bytes reached the server: its client could not tell whether
 * its order was placed. Register after the security headers (the refusal carries them) and before
 * the routes; `refusal` is the body of a 503 in this listener's shape. Build the app with
 * `return503OnClosing: false`, so that refusal is this one, in Korean, with Retry-After.
 */
export function registerDrain(app: FastifyInstance, refusal: Record<string, unknown> = {}) {
  const connections = trackConnections(app.server);
  let draining = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ ...refusal, statusCode: 503, message: msg.common.restarting });
  });
  // An answer still being made when the drain begins is sent whole, then its connection closes.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.decorate<Drain>('drain', {
    async begin() {
      draining = true;
      // Node takes one waiting connection per turn of the event loop (seen under load: a burst of new
      // connections waited in the kernel's queue for half a second), and closing the listener resets
      // every connection still waiting there, request and all. So turn until a turn takes none.
      const until = Date.now() + ACCEPT_MAX_MS;
      await nextTurn();
      let seen: number;
      do {
        seen = connections.accepted();
        await nextTurn();
      } while (connections.accepted() !== seen && Date.now() < until);
      // Stop accepting, without Node's closing of idle keep-alive sockets that http's close() adds:
      // those stay a moment, so a request already on its way in them gets its 503 instead of a reset.
      // (Fastify's close() later calls close() again, which then waits for the connections still open.)
      net.Server.prototype.close.call(app.server);
      // A connection accepted in the last turn is read in the next one; only then is a socket with
      // nothing read truly idle.
      await sleep(IDLE_LINGER_MS);
      await nextTurn();
      connections.closeIdle();
    },
    closeAll: () => connections.closeAll(),
  });
}
