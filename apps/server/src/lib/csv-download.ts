import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A CSV file sent as it is read: UTF-8 text, to be saved as `filename`, never cached. The chunks go out
 * as the socket takes them: one read ahead at most (Readable.from's default buffers 16, which on SQLite
 * reads 16 chunks back to back while every other request waits), and a turn of the event loop between
 * chunks, so a second download or any other request is served between this one's reads.
 */
export function sendCsv(reply: FastifyReply, filename: string, chunks: AsyncIterable<string>): FastifyReply {
  async function* turnByTurn() {
    for await (const chunk of chunks) {
      yield chunk;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  reply.type('text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  reply.header('cache-control', 'no-store');
  return reply.send(Readable.from(turnByTurn(), { highWaterMark: 1 }));
}
