import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// Resolved here, passed to the worker: its inline script has no module location of its own.
const driver = createRequire(import.meta.url).resolve('better-sqlite3');

/*
 * Plain script run in a worker thread: SQLite's backup API and integrity_check are synchronous,
 * page by page, and would hold the server's event loop for seconds on a large file.
 */
const script = `
const { parentPort, workerData: w } = require('node:worker_threads');
const SQLite = require(w.driver);
(async () => {
  if (w.task === 'copy') {
    const source = new SQLite(w.source, { readonly: true, fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      // All remaining pages in one step: one read snapshot, so writers in the server never restart it.
      await source.backup(w.target, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
    } finally {
      source.close();
    }
    // A standalone file: no -wal/-shm beside it, so it can be copied or restored as one file.
    const copy = new SQLite(w.target);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    return [];
  }
  const db = new SQLite(w.source, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('integrity_check').map((r) => r.integrity_check).filter((r) => r !== 'ok');
  } finally {
    db.close();
  }
})().then((problems) => parentPort.postMessage({ problems }), (err) => parentPort.postMessage({ error: String((err && err.message) || err) }));
`;

function run(data: { task: 'copy' | 'integrity'; source: string; target?: string }): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { eval: true, workerData: { ...data, driver } });
    worker.once('message', (m: { problems?: string[]; error?: string }) => {
      void worker.terminate();
      if (m.error !== undefined) reject(new Error(m.error));
      else resolve(m.problems ?? []);
    });
    worker.once('error', reject);
  });
}

/** An online copy of a live SQLite file through the backup API, off the main thread. */
export const copyWithBackupApi = async (source: string, target: string) => void (await run({ task: 'copy', source, target }));

/** `PRAGMA integrity_check` off the main thread: the problems found, none when the file is whole. */
export const integrityProblems = (file: string) => run({ task: 'integrity', source: file });
