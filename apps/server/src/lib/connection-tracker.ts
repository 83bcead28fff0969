import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionTracker {
  /** From now on: drop every socket with no request in flight, and each other one as soon as its response is done. */
  closeIdle(): void;
  /** Drop every socket, answered or not (the end of the grace period). */
  closeAll(): void;
}

/**
 * Keeps count of the requests in flight on each socket of an HTTP server, so a shutdown can close
 * idle keep-alive sockets at once — including sockets that never sent a request (browsers and proxies
 * open them ahead), which Node's own idle close leaves open until the keep-alive timeout.
 */
export function trackConnections(server: Server): ConnectionTracker {
  const inFlight = new Map<Socket, number>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once('close', () => {
      if (!inFlight.has(socket)) return;
      const left = inFlight.get(socket)! - 1;
      inFlight.set(socket, left);
      if (closing && left === 0) socket.end();
    });
  });
  return {
    closeIdle() {
      closing = true;
      for (const [socket, n] of inFlight) if (n === 0) socket.destroy();
    },
    closeAll() {
      for (const socket of inFlight.keys()) socket.destroy();
    },
  };
}
