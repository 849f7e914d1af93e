import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// Every feature injects its endpoints into the one RTK Query api (lib/api.ts). Two features with
// an endpoint of the same name share one cache entry and one hook: the later injection silently
// answers for both (the alerts and channels features both had `testChannel`, and the channels
// card's "Send a test" posted to the alerts route).
const SRC = resolve(import.meta.dirname, '../..');
const ENDPOINT = /^\s+([A-Za-z0-9_]+):\s*build\.(?:query|mutation|infiniteQuery)\b/gm;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('RTK Query endpoint names', () => {
  it('should be unique across the app', () => {
    const owners = new Map<string, string[]>();
    for (const file of sources(SRC))
      for (const [, name] of readFileSync(file, 'utf8').matchAll(ENDPOINT))
        owners.set(name, [...(owners.get(name) ?? []), relative(SRC, file)]);
    expect(owners.size).toBeGreaterThan(20);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
