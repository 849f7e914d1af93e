/// <reference types="node" />
// Two Jest projects: `unit` (pure, fast, beside the code) and `integration` (real PostgreSQL:
// embedded, or DATABASE_URL when set). Run one project's tests with `npx jest <folder>`.
const preset = require('./jest.preset.js');

const roots = ['<rootDir>/libs', '<rootDir>/apps/api'];

module.exports = {
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
      testMatch: ['**/*.integration-spec.ts', '**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/tools/jest/global-setup.mjs',
      globalTeardown: '<rootDir>/tools/jest/global-teardown.mjs',
      testTimeout: 60000,
    },
  ],
};
