import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A newcomer follows the README into docs/ and from there into the code: every relative link in
// them (to a file, a folder or a heading of a Markdown file) must land on something in the repository.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const docFiles = ['README.md', 'CHANGELOG.md', ...readdirSync(path.join(repoRoot, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** Link targets in Markdown (inline, images, reference definitions) and HTML (href, src), outside code. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
  const inline = Array.from(prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g), (m) => m[1]!);
  const refs = Array.from(prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm), (m) => m[1]!);
  const html = Array.from(prose.matchAll(/\b(?:href|src)="([^"]+)"/g), (m) => m[1]!);
  return [...inline, ...refs, ...html];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2… */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const m of prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]!
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The links of `file` (repository-relative) that do not land on a file, folder or heading of the repository. */
function brokenLinks(file: string, markdown: string): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: … — outside the repository
    const [rawPath = '', anchor] = target.split('#');
    const pathPart = decodeURIComponent(rawPath.split('?')[0]!);
    const resolved = pathPart === '' ? path.join(repoRoot, file) : path.resolve(repoRoot, path.dirname(file), pathPart);
    if (!resolved.startsWith(repoRoot) || !existsSync(resolved)) {
      broken.push(target);
      continue;
    }
    if (!anchor || !resolved.endsWith('.md') || !statSync(resolved).isFile()) continue;
    const headings = headingAnchors(pathPart === '' ? markdown : readFileSync(resolved, 'utf8'));
    if (!headings.has(decodeURIComponent(anchor))) broken.push(target);
  }
  return broken;
}

describe('links in README.md, CHANGELOG.md and docs/', () => {
  it('finds links and headings the way GitHub reads them, and reports a link to nothing', () => {
    const sample = [
      '# 운영 배포',
      '## Order placement: how it flows',
      'See [the guide](docs/operations.md), ![shot](docs/order-phone.png "phone") and <img src="docs/nope.png">.',
      '`[not a link](nowhere.md)` and [web](https://example.com) [here](#운영-배포) [flow](#order-placement-how-it-flows)',
      '```sh',
      '[inside code](missing.md)',
      '```',
      '[ref]: apps/server/src/gone.ts',
      '[self](#no-such-heading)',
    ].join('\n');
    expect(linkTargets(sample)).toEqual([
      'docs/operations.md',
      'docs/order-phone.png',
      'https://example.com',
      '#운영-배포',
      '#order-placement-how-it-flows',
      '#no-such-heading',
      'apps/server/src/gone.ts',
      'docs/nope.png',
    ]);
    expect(brokenLinks('README.md', sample)).toEqual(['#no-such-heading', 'apps/server/src/gone.ts', 'docs/nope.png']);
  });

  it('the README leads to every page of docs/, the changelog and its pictures', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const targets = linkTargets(readme).map((t) => t.split('#')[0]);
    for (const doc of docFiles.filter((f) => f !== 'README.md')) expect(targets, doc).toContain(doc);
    expect(targets.filter((t) => t?.startsWith('docs/') && t.endsWith('.png')).length).toBeGreaterThanOrEqual(3);
  });

  for (const file of docFiles) {
    it(`${file}: every relative link resolves`, () => {
      expect(brokenLinks(file, readFileSync(path.join(repoRoot, file), 'utf8'))).toEqual([]);
    });
  }
});
