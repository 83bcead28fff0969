import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export interface BundleFile {
  file: string;
  brotliBytes: number;
}

/** The route module that draws `/` (lazy-loaded by the router). */
const landingRoute = 'src/app/routes/landing.tsx';

/**
 * The JavaScript a visitor of `/` downloads, from the build's manifest: the entry, the landing
 * route, and every chunk they import statically; each with its brotli size (quality 11, as the
 * build precompresses).
 */
export function landingScripts(webDist: string): BundleFile[] {
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run \`npm run build -w apps/web\` first.`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry || !manifest[landingRoute]) throw new Error('The build manifest lacks the entry or the landing route.');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]!.imports ?? []) visit(dep);
  };
  visit(entry);
  visit(landingRoute);
  return [...seen].map((key) => {
    const file = manifest[key]!.file;
    const data = fs.readFileSync(path.join(webDist, file));
    const brotliBytes = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { file, brotliBytes };
  });
}
