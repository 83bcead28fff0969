/** A whole number typed in a field ("1,000" allowed); anything else is NaN so the schema reports it. */
export const parseInteger = (s: string) => (/^-?[\d,]+$/.test(s.trim()) ? Number(s.replace(/,/g, '')) : Number.NaN);

/** Won with at most 2 decimals ("12.5", "1,200.25"); anything else is NaN. */
export const parseDecimal = (s: string) => (/^[\d,]+(\.\d+)?$/.test(s.trim()) ? Number(s.replace(/,/g, '')) : Number.NaN);
