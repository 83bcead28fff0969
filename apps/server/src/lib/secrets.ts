import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  tokenKey: Uint8Array;
}

/**
 * Secrets are generated into the data directory on first start (never shipped in code).
 * Created with O_EXCL so two processes starting at once agree on one file.
 */
export function loadSecrets(dataDir: string, tokenSecretOverride?: string): Secrets {
  if (tokenSecretOverride) return { tokenKey: new TextEncoder().encode(tokenSecretOverride) };
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  try {
    const fresh = JSON.stringify({ tokenKey: crypto.randomBytes(48).toString('base64') });
    fs.writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { tokenKey?: string };
  if (!raw.tokenKey) throw new Error(`${file}: tokenKey 가 없습니다`);
  return { tokenKey: Buffer.from(raw.tokenKey, 'base64') };
}
