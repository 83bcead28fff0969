import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionTracker {
  /** How many connections the server has accepted so far. */
  accepted(): number;
  /** From now on: drop every idle socket, and each other one as soon as its last answer is done. */
  closeIdle(): void;
  /** Drop every socket, answered or not (the end of the grace period). */
  closeAll(): void;
}

interface Tracked {
  inFlight: number;
  /** socket.bytesRead when its last answer was done: more since means the next request is arriving. */
  readWhenIdle: number;
}

/**
 * Keeps count of the requests in flight on each socket of an HTTP server, so a shutdown can close
 * idle keep-alive sockets at once — including sockets that never sent a request (browsers and proxies
 * open them ahead), which Node's own idle close leaves open until the keep-alive timeout. A socket is
 * idle only when no request is in flight and no byte has come since its last answer: closing one with
 * a request still unread in it would reset that request, and its client could not tell whether it
 * was served.
 */
export function trackConnections(server: Server): ConnectionTracker {
  const sockets = new Map<Socket, Tracked>();
  let closing = false;
  let accepted = 0;
  const idle = (socket: Socket, t: Tracked) => t.inFlight === 0 && socket.bytesRead === t.readWhenIdle;
  server.on('connection', (socket: Socket) => {
    accepted++;
    sockets.set(socket, { inFlight: 0, readWhenIdle: 0 });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    const t = sockets.get(socket);
    if (!t) return;
    t.inFlight++;
    res.once('close', () => {
      t.inFlight--;
      if (t.inFlight > 0) return;
      t.readWhenIdle = socket.bytesRead;
      if (closing) socket.end();
    });
  });
  return {
    accepted: () => accepted,
    closeIdle() {
      closing = true;
      for (const [socket, t] of sockets) if (idle(socket, t)) socket.destroy();
    },
    closeAll() {
      for (const socket of sockets.keys()) socket.destroy();
    },
  };
}
