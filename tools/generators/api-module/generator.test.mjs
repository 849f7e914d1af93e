// Runs the api-module generator exactly as documented (apps/api/README.md) into the real tree,
// under a throwaway name, and shows that what it lays out lints clean (the repo's own rules,
// module boundaries included) and that its generated specs pass. The module is removed after.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const name = `zz-generated-${process.pid}`;
const dir = join(root, 'apps/api/src/modules', name);
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
});

test('api-module lays out a module and a use case that lint clean and pass their own specs', async () => {
  run('npx', ['nx', 'g', './tools/generators:api-module', name, '--no-interactive']);
  run('npx', ['nx', 'g', './tools/generators:api-module', 'list-things', `--module=${name}`, '--no-interactive']);
  for (const file of [
    `${name}.module.ts`,
    `${name}.controller.ts`,
    'index.ts',
    `presenters/${name}.presenter.ts`,
    `application/get-${name}.use-case.ts`,
    `application/get-${name}.use-case.spec.ts`,
    'application/list-things.use-case.ts',
    'application/list-things.use-case.spec.ts',
  ]) {
    assert.ok(existsSync(join(dir, file)), `${file} was not generated`);
  }
  assert.match(readFileSync(join(dir, `${name}.module.ts`), 'utf8'), /providers: \[ListThingsUseCase, Get\w+UseCase\]/);
  // The reply type lives in libs/contracts, exported from its index, and the generated code imports it from there.
  assert.match(readFileSync(contract, 'utf8'), /export interface ZzGenerated\d+Response \{/);
  assert.ok(readFileSync(contractsIndex, 'utf8').includes(`export type * from './${name}';`));

  const results = await new ESLint({ cwd: root }).lintFiles([dir]);
  const problems = results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.ruleId} ${m.message}`));
  assert.deepEqual(problems.filter((p) => !/ProjectGraph/.test(p)), []);

  const summary = execFileSync('npx', ['jest', dir, '--selectProjects', 'unit', '--ci', '--json'], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const report = JSON.parse(summary);
  assert.equal(report.numFailedTests, 0);
  assert.equal(report.numPassedTests, 2);
});
