/** A positive 32-bit id from a path, or null; callers answer null like an id that is not the member's (404). */
export function parseRouteId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
