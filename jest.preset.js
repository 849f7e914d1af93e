// Shared Jest settings: TypeScript via ts-jest (transpile only; `npm run typecheck` owns types)
// and the workspace path aliases of tsconfig.base.json (their one source).
const path = require('node:path');
const { libAliases } = require('./tools/path-aliases.cjs');

const root = __dirname;

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(root, 'tsconfig.spec.json') }],
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  moduleNameMapper: Object.fromEntries(
    libAliases().map(([alias, entry]) => [`^${alias.replace('/', '\\/')}$`, path.join(root, entry)]),
  ),
};
