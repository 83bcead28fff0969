import fs from 'node:fs';
import path from 'node:path';

const runningDir = (dataDir: string) => path.join(dataDir, 'running');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user — still a server using the directory.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Marks this process as a server using the data directory (one file per process id), so a restore
 * can refuse to swap the database underneath it. A mark left by a killed process is ignored: its id
 * is no longer alive. Returns the release, which the server calls when it closes.
 */
export function markServerRunning(dataDir: string): () => void {
  const file = path.join(runningDir(dataDir), String(process.pid));
  fs.mkdirSync(runningDir(dataDir), { recursive: true });
  fs.writeFileSync(file, new Date().toISOString());
  const release = () => fs.rmSync(file, { force: true });
  process.once('exit', release);
  return release;
}

/** Process ids of the servers alive now that use this data directory. */
export function runningServers(dataDir: string): number[] {
  if (!fs.existsSync(runningDir(dataDir))) return [];
  return fs
    .readdirSync(runningDir(dataDir))
    .map(Number)
    .filter((pid) => Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && alive(pid));
}
