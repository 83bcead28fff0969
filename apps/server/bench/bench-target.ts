import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startLoadClient, type LoadClient } from './http-load.js';

/** The shop under test in this process, a bare Fastify hello route beside it, and the load client in its own process. */
export interface BenchTarget {
  app: FastifyInstance;
  base: string;
  helloUrl: string;
  client: LoadClient;
  close(): Promise<void>;
}

export async function startTarget(databaseUrl: string | undefined): Promise<BenchTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snsshop-bench-'));
  // No background sweeps: dispatch and status sync would compete with the timed requests.
  // A token secret of its own (not the data folder's file), so a server process started on the same
  // database (the reads' export) takes the sessions signed here.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', SIGNUP_RATE_LIMIT: '1000000', TOKEN_SECRET: crypto.randomBytes(32).toString('hex'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const app = await buildApp(config);
  const hello = Fastify();
  hello.get('/hello', () => ({ hello: 'world' }));
  const client = startLoadClient();
  await app.listen({ port: 0, host: '127.0.0.1' });
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const port = (s: FastifyInstance) => (s.server.address() as { port: number }).port;
  return {
    app,
    base: `http://127.0.0.1:${port(app)}/rest`,
    helloUrl: `http://127.0.0.1:${port(hello)}/hello`,
    client,
    close: async () => {
      client.close();
      await hello.close();
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
