import fs from 'node:fs';
import S from 'better-sqlite3';
const lines = fs.readFileSync('/tmp/i27/sqlite.sql', 'utf8').trim().split('\n');
const text = lines.slice(0, -1).join('\n');
fs.rmSync('/tmp/i27/raw.db', { force: true }); fs.rmSync('/tmp/i27/raw.db-wal', { force: true });
const d = new S('/tmp/i27/raw.db'); d.pragma('journal_mode = WAL'); d.pragma('synchronous = NORMAL');
const K = 13;
d.exec(`create table rate_counters (bucket varchar(30) not null, key varchar(300) not null, window_ms bigint not null, last_slot bigint not null, until_ms bigint not null, ok integer not null, ${Array.from({length:K},(_,j)=>`s${j} integer not null default 0`).join(', ')}, primary key (bucket,key,window_ms))`);
d.exec(`create table simple (k text primary key, n int)`);
const st = d.prepare(text);
const simple = d.prepare(`insert into simple (k, n) values (?, 1) on conflict (k) do update set n = n + 1 returning n`);
const sel = d.prepare(`select n from simple where k = ?`);
const now0 = Date.now();
function bench(name, f) { for (let i = 0; i < 3000; i++) f(i); const c = process.cpuUsage(); const N = 20000; for (let i = 0; i < N; i++) f(i); const u = process.cpuUsage(c); console.log(name, ((u.user + u.system) / N).toFixed(1), 'µs cpu'); }
bench('61-slot take', (i) => { const now = now0 + i * 3; st.get('api-key', `member:${i % 1000}`, 60000, 1000, Math.ceil(now / 1000), Math.ceil(now / 1000), 1000, 60000, Math.floor((now - 60000) / 1000) + 1, 100000); });
bench('simple upsert', (i) => simple.get(`member:${i % 1000}`));
bench('select', (i) => sel.get(`member:${i % 1000}`));
d.exec('begin'); bench('61-slot take in txn', (i) => { const now = now0 + i * 3; st.get('api-key', `member:${i % 1000}`, 60000, 1000, Math.ceil(now / 1000), Math.ceil(now / 1000), 1000, 60000, Math.floor((now - 60000) / 1000) + 1, 100000); }); d.exec('commit');

