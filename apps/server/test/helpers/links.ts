/** Links no other order of the test holds (the link queue keeps one unsettled order per link): `prefix` then 1, 2, 3 … */
export function linkMaker(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}
