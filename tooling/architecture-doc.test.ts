import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md's checklists (where to add a console screen, a member screen, an endpoint, a
// sweep) name files and folders; a newcomer follows them, so each must exist — with `<name>`-style
// placeholders standing for any entry of their folder. And every web feature, server domain and shared
// domain folder is named in the document.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const doc = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');

/** The "Where to add a thing" section, up to the next heading. */
const checklists = doc.slice(doc.indexOf('## Where to add a thing'), doc.indexOf('\n## ', doc.indexOf('## Where to add a thing') + 5));

/** Backticked repository paths (they start with a top folder of the repository). */
function namedPaths(text: string): string[] {
  return Array.from(text.matchAll(/`((?:apps|packages|docs|e2e|tooling)\/[^`\s]*)`/g), (m) => m[1]!);
}

/** Whether a path exists, a `<placeholder>` part matching any entry whose name fits the pattern around it. */
function exists(rel: string): boolean {
  const parts = rel.replace(/\/$/, '').split('/');
  let dirs = [repoRoot];
  for (const part of parts) {
    const next: string[] = [];
    for (const dir of dirs) {
      if (!part.includes('<')) {
        if (existsSync(path.join(dir, part))) next.push(path.join(dir, part));
        continue;
      }
      const pattern = new RegExp(`^${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '.+')}$`);
      if (!existsSync(dir)) continue;
      for (const entry of readdirSync(dir)) if (pattern.test(entry)) next.push(path.join(dir, entry));
    }
    dirs = next;
  }
  return dirs.length > 0;
}

describe('docs/architecture.md stays true', () => {
  it('names only files and folders that exist in its checklists', () => {
    const named = namedPaths(checklists);
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter((p) => !exists(p))).toEqual([]);
  });

  it('names every web feature, server domain and shared domain folder', () => {
    const folders = (rel: string) => readdirSync(path.join(repoRoot, rel), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    const missing = [...folders('apps/web/src/features'), ...folders('apps/server/src/services'), ...folders('packages/shared/src')].filter((name) => !new RegExp(`\\b${name}\\b`).test(doc));
    expect(missing).toEqual([]);
  });
});
