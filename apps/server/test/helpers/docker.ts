import { spawnSync } from 'node:child_process';

/** Whether a Docker daemon answers here (the client alone is not enough to build or run anything). */
export function dockerAvailable(): boolean {
  const r = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 15_000 });
  return r.status === 0;
}
