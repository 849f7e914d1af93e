// Builds what is out of date (or everything with --force): the api with tsc into dist/api and
// the web app with Vite into dist/web. A stamp per target records the newest source it saw.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { libAliases } = createRequire(import.meta.url)('../tools/path-aliases.cjs');
// Every lib of tsconfig.base.json's paths (the one source of the aliases), e.g. libs/domain/src.
const LIB_SOURCES = libAliases().map(([, entry]) => dirname(entry));
const SKIP = new Set(['node_modules', 'dist', '.data', 'tmp', '__tests__']);

const targets = [
  {
    name: 'api',
    sources: ['apps/api/src', ...LIB_SOURCES, 'tsconfig.base.json', 'apps/api/tsconfig.build.json', 'package-lock.json'],
    stamp: 'dist/api/.build-stamp',
    output: 'dist/api/apps/api/src/main.js',
    command: ['npx', 'tsc', '-p', 'apps/api/tsconfig.build.json'],
  },
  {
    name: 'web',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.mts', 'apps/web/precompress.plugin.mts', 'apps/web/narrow-imports.plugin.mts', 'apps/web/antd-css.plugin.mts', 'apps/web/barrel-imports.plugin.mts', 'apps/web/first-screen-chunk.plugin.mts', 'apps/web/first-screen-inline.plugin.mts', 'libs/contracts/src', 'libs/domain/src', 'libs/ev-engine/src', 'package-lock.json'],
    stamp: 'dist/web/.build-stamp',
    output: 'dist/web/index.html',
    command: ['npx', 'vite', 'build', '--config', 'apps/web/vite.config.mts', '--logLevel', 'warn'],
  },
];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (SKIP.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * `only` limits the build to one target ('api' or 'web'); `stdio` is passed to the compiler
 * (the user CLI keeps stdout for its own result).
 */
export function build({ force = false, log = console.log, only = null, stdio = 'inherit' } = {}) {
  for (const target of targets.filter((candidate) => !only || candidate.name === only)) {
    const newest = Math.max(...target.sources.map(newestMtime));
    const stampFile = join(root, target.stamp);
    const built = existsSync(stampFile) && existsSync(join(root, target.output));
    if (!force && built && Number(readFileSync(stampFile, 'utf8')) >= newest) continue;
    log(`Building ${target.name}...`);
    execFileSync(target.command[0], target.command.slice(1), { cwd: root, stdio });
    writeFileSync(stampFile, String(newest));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build({ force: process.argv.includes('--force') });
}
