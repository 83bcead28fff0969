import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { takeCounter } from '../src/db/rate-counters.js';
import { freshPgDatabase } from '../bench/measure.js';

async function run(label: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'micro-'));
  const d = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(d);
  const now0 = Date.now();
  for (const [name, op] of [
    ['takeCounter', (i: number) => takeCounter(d.db, 'api-key', `member:${i % 1000}`, 100000, 60000, now0 + i)],
    ['select 1 by id', (i: number) => d.db.selectFrom('members').select('id').where('id', '=', i % 1000).execute()],
  ] as const) {
    for (let i = 0; i < 2000; i++) await op(i);
    const cpu = process.cpuUsage();
    const t = performance.now();
    const N = 5000;
    for (let i = 0; i < N; i++) await op(i);
    const used = process.cpuUsage(cpu);
    console.log(label, name, ((performance.now() - t) * 1000 / N).toFixed(1), 'µs wall', ((used.user + used.system) / N).toFixed(1), 'µs cpu');
  }
  await d.close();
}
await run('sqlite', undefined);
const pg = await freshPgDatabase(fs.readFileSync('/tmp/pgurl', 'utf8').trim());
try { await run('postgres', pg.url); } finally { await pg.drop(); }
