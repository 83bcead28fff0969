import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  tokenKey: Uint8Array;
  /** AES-256-GCM key: API keys are kept encrypted so the profile can show them. */
  apiKeyEncKey: Buffer;
  /** HMAC-SHA256 key: API key lookup hash and verification code hashes. */
  lookupKey: Buffer;
  /** Signs short-lived flow tokens (OAuth state, social sign-up, password reset); never a session key. */
  flowKey: Uint8Array;
  /** AES-256-GCM key: refund account numbers are kept encrypted (only the owner's queue shows them whole). */
  bankAccountKey: Buffer;
}

/**
 * Purpose keys are derived from the one master secret (HKDF), so every process sharing a
 * TOKEN_SECRET or a secrets.json agrees on them without another file to keep in step.
 * Changing the master secret ends sessions and makes stored API keys unreadable (members renew them).
 */
function derive(master: Uint8Array, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', master, 'snsshop', purpose, 32));
}

function withPurposeKeys(tokenKey: Uint8Array): Secrets {
  return {
    tokenKey,
    apiKeyEncKey: derive(tokenKey, 'api-key-encryption'),
    lookupKey: derive(tokenKey, 'lookup-hmac'),
    flowKey: derive(tokenKey, 'flow-token'),
    bankAccountKey: derive(tokenKey, 'refund-account-encryption'),
  };
}

/**
 * Secrets are generated into the data directory on first start (never shipped in code).
 * Created with O_EXCL so two processes starting at once agree on one file.
 */
export function loadSecrets(dataDir: string, tokenSecretOverride?: string): Secrets {
  if (tokenSecretOverride) return withPurposeKeys(new TextEncoder().encode(tokenSecretOverride));
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
  return withPurposeKeys(Buffer.from(raw.tokenKey, 'base64'));
}
