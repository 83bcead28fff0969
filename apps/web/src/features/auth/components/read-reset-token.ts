/**
 * docs/storefront-rules.md §2, /reset-password: a token that is missing, cannot be decoded, or whose `exp`
 * (seconds) is already past is refused before anything shows. The server still checks the
 * signature and single use; this only spares the user a form that cannot work.
 */
export function readResetToken(token: string | null, nowMs: number = Date.now()): string | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  let exp: unknown;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    exp = (JSON.parse(atob(padded)) as { exp?: unknown }).exp;
  } catch {
    return null;
  }
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return exp * 1000 < nowMs ? null : token;
}
