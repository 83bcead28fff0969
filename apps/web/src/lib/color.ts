/** Parses #rgb, #rrggbb or rgb(r, g, b); anything else (gradients, names) yields null. */
function parseColor(color: string): [number, number, number] | null {
  const c = color.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(c);
  if (short) return [short[1], short[2], short[3]].map((h) => parseInt(`${h}${h}`, 16)) as [number, number, number];
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?$/i.exec(c);
  if (long) return [long[1], long[2], long[3]].map((h) => parseInt(h ?? '0', 16)) as [number, number, number];
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(c);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

/** Dark text on light backgrounds, white otherwise (server colours are not known in advance). */
export function readableTextOn(background: string): string {
  const rgb = parseColor(background);
  if (!rgb) return '#ffffff';
  const [r, g, b] = rgb.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.5 ? '#191b22' : '#ffffff';
}
