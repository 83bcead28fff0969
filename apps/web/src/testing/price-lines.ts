/** The price lines a screen shows (PriceLines) inside `within`, as [label, won] pairs: what a member reads, in order. */
export function priceLinesIn(within: HTMLElement, label?: string): [string, string][] {
  const lists = [...within.querySelectorAll<HTMLElement>('dl.price-lines')].filter((dl) => label === undefined || dl.getAttribute('aria-label') === label);
  if (lists.length !== 1) throw new Error(`expected one price-lines list${label ? ` named ${label}` : ''}, found ${lists.length}`);
  return [...lists[0]!.querySelectorAll(':scope > div')].map((row) => [row.querySelector('dt')?.firstChild?.textContent?.trim() ?? '', row.querySelector('dd')?.textContent?.trim() ?? '']);
}
