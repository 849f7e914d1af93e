// Shared Jest settings: TypeScript via ts-jest (transpile only; `npm run typecheck` owns types)
// and the workspace path aliases of tsconfig.base.json.
const path = require('node:path');

const root = __dirname;

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(root, 'tsconfig.spec.json') }],
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  moduleNameMapper: {
    '^@overlay/domain$': path.join(root, 'libs/domain/src/index.ts'),
    '^@overlay/ev-engine$': path.join(root, 'libs/ev-engine/src/index.ts'),
    '^@overlay/infrastructure$': path.join(root, 'libs/infrastructure/src/index.ts'),
  },
};
