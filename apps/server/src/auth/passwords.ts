import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP ASVS 5.0: argon2id, t=2, m=19 MiB, p=1.
// Algorithm.Argon2id is an ambient const enum (value 2) that isolated modules cannot read.
const options = { algorithm: 2 as Algorithm.Argon2id, timeCost: 2, memoryCost: 19456, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified when the id is unknown, so a wrong id and a wrong password take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('not-a-real-password', options);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
