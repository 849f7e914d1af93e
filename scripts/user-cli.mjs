// `npm run user -- create|role|deactivate|activate …`: manages accounts without the web
// (DESIGN.md §2). Builds the api first when dist is missing or older than its sources (the same
// stamp as scripts/build.mjs), then runs the compiled CLI with the arguments.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', '.data', 'tmp', '__tests__']);
const SOURCES = [
  'apps/api/src',
  'libs/domain/src',
  'libs/ev-engine/src',
  'libs/infrastructure/src',
  'tsconfig.base.json',
  'apps/api/tsconfig.build.json',
  'package-lock.json',
];
const STAMP = join(root, 'dist/api/.build-stamp');
const ENTRY = join(root, 'dist/api/apps/api/src/cli/user.cli.js');

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (!SKIP.has(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const newest = Math.max(...SOURCES.map(newestMtime));
const fresh = existsSync(ENTRY) && existsSync(STAMP) && Number(readFileSync(STAMP, 'utf8')) >= newest;
if (!fresh) {
  // stderr, so stdout carries only the command's result.
  process.stderr.write('Building api...\n');
  execFileSync('npx', ['tsc', '-p', 'apps/api/tsconfig.build.json'], { cwd: root, stdio: ['ignore', 2, 2] });
  writeFileSync(STAMP, String(newest));
}

const result = spawnSync(process.execPath, [ENTRY, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
