/// <reference types="node" />
// Two Jest projects: `unit` (pure, fast, beside the code) and `integration` (real PostgreSQL:
// embedded, or DATABASE_URL when set). Run one project's tests with `npx jest <folder>`.
const preset = require('./jest.preset.js');

const roots = ['<rootDir>/libs', '<rootDir>/apps/api'];

// "e2e" means the browser tests in e2e/ only; the api's booted-app tests are `*.api-spec.ts`. A
// stray `*.e2e-spec.ts` would match no project and silently never run, so refuse it here.
const { readdirSync } = require('node:fs');
const strays = ['libs', 'apps/api'].flatMap((dir) =>
  readdirSync(dir, { recursive: true })
    .filter((file) => String(file).endsWith('.e2e-spec.ts') && !String(file).includes('node_modules'))
    .map((file) => `${dir}/${file}`),
);
if (strays.length > 0) {
  throw new Error(`Rename to *.api-spec.ts (integration project): ${strays.join(', ')}`);
}

module.exports = {
  // Jest's default is one worker less than the cores: one worker on a 2-core CI box, whose main
  // process then sits idle. Two workers: the integration project went from 354 s to 195 s there
  // (each test file has its own database, tools/jest/global-setup.mjs), the unit project 51 → 43 s.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    {
      ...preset,
      displayName: 'unit',
      roots,
      testMatch: ['**/*.spec.ts'],
    },
    {
      ...preset,
      displayName: 'integration',
      roots,
      testMatch: ['**/*.integration-spec.ts', '**/*.api-spec.ts'],
      globalSetup: '<rootDir>/tools/jest/global-setup.mjs',
      globalTeardown: '<rootDir>/tools/jest/global-teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/tools/jest/integration-timeout.cjs'],
    },
  ],
};
