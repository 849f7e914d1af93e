// The workspace's lib path aliases, read from their one source: tsconfig.base.json
// `compilerOptions.paths` (`@overlay/<name>` → `./libs/<name>/src/index.ts`). Jest's preset,
// scripts/build.mjs, the web's Vite config and the benchmarks' resolver
// (bench/fixtures/workspace-paths.ts) derive theirs from here; the compiled api's runtime resolver
// (apps/api/src/bootstrap/path-aliases.ts) follows the same convention, checked by its spec.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');

/** `[alias, source entry relative to the repo root]`, e.g. `['@overlay/domain', 'libs/domain/src/index.ts']`. */
function libAliases() {
  const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'));
  return Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, target.replace(/^\.\//, '')]);
}

module.exports = { libAliases };
