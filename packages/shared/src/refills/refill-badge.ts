/** The service card's line, e.g. "A/S 30일 · 리필 가능"; null: the service has no refill. */
export function refillBadgeText(refillDays: number | null | undefined): string | null {
  return refillDays ? `A/S ${refillDays}일 · 리필 가능` : null;
}
