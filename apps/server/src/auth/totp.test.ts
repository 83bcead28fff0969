import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, totpAt, type TotpAlgorithm } from './totp.js';

// RFC 6238 appendix B: the seeds are the ASCII strings below (20, 32 and 64 bytes), 8 digits, 30 s steps.
const seeds: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const vectors: [number, string, TotpAlgorithm][] = [
  [59, '94287082', 'sha1'], [59, '46119246', 'sha256'], [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'], [1111111109, '68084774', 'sha256'], [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'], [1111111111, '67062674', 'sha256'], [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'], [1234567890, '91819424', 'sha256'], [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'], [2000000000, '90698825', 'sha256'], [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'], [20000000000, '77737706', 'sha256'], [20000000000, '47863826', 'sha512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s gives %s with %s', (seconds, code, algorithm) => {
    expect(totpAt(seeds[algorithm], seconds * 1000, 8, algorithm)).toBe(code);
  });

  it('gives the RFC 4226 HOTP values for counters 0..9', () => {
    const want = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(want.map((_, i) => hotp(seeds.sha1, i))).toEqual(want);
  });

  it('round-trips base32 (RFC 4648 example) and makes 32-character secrets', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts the code of the step before, now and after, and nothing further', () => {
    const secret = base32Encode(seeds.sha1);
    const now = 1_234_567_890_000;
    for (const d of [-1, 0, 1]) expect(matchTotp(secret, totpAt(seeds.sha1, now + d * 30_000), now)).toBe(Math.floor(now / 30_000) + d);
    for (const d of [-2, 2]) expect(matchTotp(secret, totpAt(seeds.sha1, now + d * 30_000), now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
  });
});
