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

/** The route modules that draw `/` and `/order` (lazy-loaded by the router). */
const landingRoute = 'src/app/routes/landing.tsx';
export const orderRoute = 'src/app/routes/order.tsx';

/**
 * The JavaScript a visitor of `/` downloads, from the build's manifest: the entry, the landing
 * route, and every chunk they import statically; each with its brotli size (quality 11, as the
 * build precompresses).
 *
 * Chunks loaded later by a dynamic import are not counted, because a phone that opens `/` and does
 * not scroll or touch never asks for them: the landing page below the counters (`landing-later`,
 * drawn when the visitor scrolls towards it), the landing defaults (`landing-content-with-defaults`,
 * only when a LANDING_* setting is missing; the seed writes them all), the sign-in screens' list
 * (`auth-screens`, at the first touch, pointer or key) and the member screens' list
 * (`member-screens`, once someone browses or signs in).
 */
export function landingScripts(webDist: string): BundleFile[] {
  return routeScripts(webDist, landingRoute);
}

/** The same for any lazily loaded route module: the entry, the route and their static imports. */
export function routeScripts(webDist: string, route: string): BundleFile[] {
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run \`npm run build -w apps/web\` first.`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry || !manifest[route]) throw new Error(`The build manifest lacks the entry or ${route}.`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]!.imports ?? []) visit(dep);
  };
  visit(entry);
  visit(route);
  return [...seen].map((key) => {
    const file = manifest[key]!.file;
    const data = fs.readFileSync(path.join(webDist, file));
    const brotliBytes = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { file, brotliBytes };
  });
}
