// Proves the Nx module-boundary lint really fails on a forbidden import: each fixture of
// tools/lint-fixtures/cases.json is linted as if it lived in a project, without being written there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cases = JSON.parse(readFileSync(join(root, 'tools/lint-fixtures/cases.json'), 'utf8'));
const RULE = '@nx/enforce-module-boundaries';

// The rule reads Nx's cached project graph; build it first (a missing graph skips the rule).
execFileSync('npx', ['nx', 'show', 'projects'], {
  cwd: root,
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  stdio: 'ignore',
});
const eslint = new ESLint({
  cwd: root,
  // The fixtures exist only in memory, so rules that need the type checker are switched off.
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

for (const fixture of cases) {
  test(`${fixture.name} ${fixture.fails ? 'fails' : 'passes'} the boundary lint`, async () => {
    const [result] = await eslint.lintText(fixture.code, { filePath: join(root, fixture.as) });
    // A fixture may name another boundary rule (the web's feature zones); the Nx rule by default.
    const rule = fixture.rule ?? RULE;
    const boundaryErrors = result.messages.filter((m) => m.ruleId === rule && m.severity === 2);
    const skipped = result.messages.some((m) => /ProjectGraph/.test(m.message));
    assert.equal(skipped, false, 'the boundary rule was skipped (no Nx project graph)');
    assert.equal(boundaryErrors.length > 0, fixture.fails, JSON.stringify(result.messages, null, 1));
  });
}
