// What the dashboard's first load costs on the wire, from the web build (run `npm run build` or
// let this build it): the JavaScript and CSS the dashboard route loads (the entry, the app and
// the dashboard chunk, each with its static imports, read from Vite's manifest), raw and as the api
// sends them (the build's .br / .gz files). Target: the dashboard route's JavaScript under 400 KB
// gzip. The data (the opportunities reply) is measured by opportunities.bench.ts (sizes) and
// dashboard-browser.bench.ts (what Chromium actually fetched).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildWeb } from './fixtures/build-web';
import { collectFigures, reportBeside } from './fixtures/beside-previous';
import { previousMain } from './fixtures/previous-main';

type Report = (name: string, value: number, unit: string) => void;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const root = join(__dirname, '..');
const dist = join(root, 'dist', 'web');
const KB = 1024;

/** Every chunk key `start` loads before it runs: itself and its static imports, transitively. */
function closure(manifest: Record<string, ManifestChunk>, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start) || manifest[start] === undefined) return into;
  into.add(start);
  for (const next of manifest[start].imports ?? []) closure(manifest, next, into);
  return into;
}

/** Size of a built file and of its compressed forms (the build's, or made here when it wrote none: a tiny file). */
function sizes(dist: string, file: string): { raw: number; gzip: number; br: number } {
  const path = join(dist, file);
  const body = readFileSync(path);
  const sized = (suffix: string, make: () => Buffer) => (existsSync(path + suffix) ? statSync(path + suffix).size : Math.min(body.length, make().length));
  return { raw: body.length, gzip: sized('.gz', () => gzipSync(body)), br: sized('.br', () => brotliCompressSync(body)) };
}

export default async function run(report: Report): Promise<void> {
  await buildWeb();
  const previous = previousMain();
  reportBeside(
    report,
    collectFigures((into) => measure(dist, into)),
    previous ? { label: previous.label, figures: collectFigures((into) => measure(previous.distDir, into)) } : null,
  );
}

/** The figures of one web build (its dist/web). */
function measure(dist: string, report: Report): void {
  const sizeOf = (file: string) => sizes(dist, file);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const dashboard = Object.keys(manifest).find((key) => manifest[key].name === 'dashboard-route' || /dashboard-route/.test(key));
  // The entry holds the boot code only; it loads the app (app/mount.tsx) at once, beside its calls.
  const mount = Object.keys(manifest).find((key) => /app\/mount\.tsx$/.test(key));
  // Now the first screen's modules are one chunk (apps/web/first-screen-chunk.plugin.mts),
  // and the mount and the route may have no chunk of their own left.
  const firstScreen = Object.keys(manifest).find((key) => manifest[key].name === 'first-screen');
  if (entry === undefined || (firstScreen === undefined && (dashboard === undefined || mount === undefined))) {
    throw new Error('The manifest names no entry, or neither a first-screen chunk nor the app mount and dashboard-route chunks');
  }
  const boot = closure(manifest, entry);
  const bootJs = [...boot].map((key) => sizeOf(manifest[key].file));
  report('dashboard.boot.js.files', bootJs.length, 'files (run before the session and opportunities calls go out)');
  report('dashboard.boot.js.gzip_kb', bootJs.reduce((sum, size) => sum + size.gzip, 0) / KB, 'KB');
  const chunks = new Set(boot);
  for (const key of [mount, dashboard, firstScreen]) if (key !== undefined) closure(manifest, key, chunks);
  // The desktop rows view (the table) is a lazy chunk the dashboard loads at once: the 400 KB
  // budget of apps/web/README.md counts it, so its JavaScript is also printed on its own line with the route's.
  const table = Object.keys(manifest).find((key) => /opportunities-table/.test(key));
  const tableJs = new Set<string>();
  if (table !== undefined) {
    for (const key of closure(manifest, table)) {
      if (!chunks.has(key) && manifest[key].file.endsWith('.js')) tableJs.add(manifest[key].file);
    }
  }
  const files = { js: new Set<string>(), css: new Set<string>() };
  for (const key of chunks) {
    if (manifest[key].file.endsWith('.js')) files.js.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.css.add(css);
  }
  for (const [kind, set] of Object.entries({ html: new Set(['index.html']), ...files })) {
    const total = { raw: 0, gzip: 0, br: 0 };
    for (const file of set) {
      const size = sizeOf(file);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.br += size.br;
    }
    const target = kind === 'js' ? ' (target < 400 KB)' : '';
    report(`dashboard.first_load.${kind}.files`, set.size, 'files');
    report(`dashboard.first_load.${kind}.raw_kb`, total.raw / KB, 'KB');
    report(`dashboard.first_load.${kind}.gzip_kb`, total.gzip / KB, `KB${target}`);
    report(`dashboard.first_load.${kind}.br_kb`, total.br / KB, 'KB (what Chromium gets)');
  }
  const routeJs = { raw: 0, gzip: 0, br: 0 };
  for (const file of [...files.js, ...tableJs]) {
    const size = sizeOf(file);
    routeJs.raw += size.raw;
    routeJs.gzip += size.gzip;
    routeJs.br += size.br;
  }
  report('dashboard.first_load_with_table.js.files', files.js.size + tableJs.size, 'files');
  report('dashboard.first_load_with_table.js.raw_kb', routeJs.raw / KB, 'KB');
  report('dashboard.first_load_with_table.js.gzip_kb', routeJs.gzip / KB, 'KB (target < 400 KB)');
  report('dashboard.first_load_with_table.js.br_kb', routeJs.br / KB, 'KB (what Chromium gets)');
}
