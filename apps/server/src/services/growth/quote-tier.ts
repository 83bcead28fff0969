/** A member's tier as quoteOrder takes it, from the member_tiers columns read beside the member (no tier, or none named: null). */
export const quoteTier = (t: { name: string | null; discount_pct: number | null } | undefined) => (t?.name ? { name: t.name, discountPct: Number(t.discount_pct ?? 0) } : null);
