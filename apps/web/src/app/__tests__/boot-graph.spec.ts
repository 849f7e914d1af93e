import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// main.tsx sends the boot calls once its static imports have loaded, so those imports must stay
// free of the app's heavy parts (the calls had waited a second for them).
const SRC = resolve(import.meta.dirname, '../..');
const HEAVY = /^(antd|@ant-design\/|react-dom|react-router|recharts)/;
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveSource(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every package a file statically imports, following the app's own relative imports. */
function staticPackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
      STATIC_IMPORT,
    )) {
      if (specifier.startsWith('.')) {
        const next = resolveSource(file, specifier);
        if (next !== null) visit(next);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, file.slice(SRC.length + 1));
      }
    }
  };
  visit(entry);
  return packages;
}

describe('the boot code (main.tsx and its static imports)', () => {
  it('should import no UI library, renderer or router', () => {
    const heavy = [...staticPackages(resolve(SRC, 'main.tsx'))]
      .filter(([name]) => HEAVY.test(name))
      .map(([name, file]) => `${name} (from ${file})`);
    expect(heavy).toEqual([]);
  });

  it('should be told apart from the app, which does import them', () => {
    const names = [...staticPackages(resolve(SRC, 'app/mount.tsx')).keys()];
    expect(names.filter((name) => HEAVY.test(name))).toEqual(
      expect.arrayContaining(['antd', 'react-dom/client', 'react-router-dom']),
    );
  });
});
