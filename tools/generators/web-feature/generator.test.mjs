// Runs the web-feature generator exactly as documented (apps/web/README.md) into the real tree,
// under a throwaway name, and shows that what it lays out type-checks, lints clean (the repo's own
// rules, the no-cross-feature zone included) and that its generated screen test passes. The
// feature is removed after.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const name = `zz-generated-${process.pid}`;
const dir = join(root, 'apps/web/src/features', name);
const tsconfig = join(root, 'apps/web', `tsconfig.${name}.json`);
const reports = mkdtempSync(join(tmpdir(), 'web-feature-'));
const contract = join(root, 'libs/contracts/src', `${name}.ts`);
const contractsIndex = join(root, 'libs/contracts/src/index.ts');
/** Takes the generated contract out again: its file and its line of the contracts index. */
function removeContract() {
  rmSync(contract, { force: true });
  writeFileSync(contractsIndex, readFileSync(contractsIndex, 'utf8').replace(`export type * from './${name}';\n`, ''));
}
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const run = (command, args) => execFileSync(command, args, { cwd: root, env, encoding: 'utf8', stdio: 'pipe' });

after(() => {
  rmSync(dir, { recursive: true, force: true });
  removeContract();
  rmSync(tsconfig, { force: true });
  rmSync(reports, { recursive: true, force: true });
});

test('web-feature lays out a feature that type-checks, lints clean and passes its own screen test', async () => {
  run('npx', ['nx', 'g', './tools/generators:web-feature', name, '--no-interactive']);
  for (const file of [
    `api/${name}.api.ts`,
    `components/${name}-page.tsx`,
    `hooks/use-${name}.ts`,
    'index.ts',
    `__tests__/${name}-page.spec.tsx`,
  ]) {
    assert.ok(existsSync(join(dir, file)), `${file} was not generated`);
  }
  // Endpoints and their own tag injected into the one api of lib/api.ts, not a central tag list.
  const endpoints = readFileSync(join(dir, `api/${name}.api.ts`), 'utf8');
  assert.match(endpoints, /import \{ api \} from '\.\.\/\.\.\/\.\.\/lib\/api';/);
  assert.match(endpoints, /api\s*\.enhanceEndpoints\(\{ addTagTypes: \['ZzGenerated\d+'\] \}\)\s*\.injectEndpoints\(/);
  assert.throws(() => run('npx', ['nx', 'g', './tools/generators:web-feature', name, '--no-interactive']), /exists already/);
  // The reply type lives in libs/contracts, exported from its index, and the generated code imports it from there.
  assert.match(readFileSync(contract, 'utf8'), /export interface ZzGenerated\d+Item \{/);
  assert.ok(readFileSync(contractsIndex, 'utf8').includes(`export type * from './${name}';`));

  // npm test's type-check runs after this test has removed the feature: check it here, with the
  // web's own compiler options (setup-tests.ts brings the jest-dom matchers' types).
  writeFileSync(
    tsconfig,
    JSON.stringify({ extends: './tsconfig.json', include: [`src/features/${name}`, 'src/testing/setup-tests.ts'] }),
  );
  run('npx', ['tsc', '--noEmit', '-p', tsconfig]);

  const results = await new ESLint({ cwd: root }).lintFiles([dir]);
  const problems = results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.ruleId} ${m.message}`));
  assert.deepEqual(problems.filter((p) => !/ProjectGraph/.test(p)), []);

  const outputFile = join(reports, 'vitest.json');
  run('npx', ['vitest', 'run', '--config', 'apps/web/vite.config.mts', dir, '--reporter=json', `--outputFile=${outputFile}`]);
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  assert.equal(report.numFailedTests, 0);
  assert.equal(report.numPassedTests, 2);
});
