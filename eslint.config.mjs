// ESLint flat config. Module boundaries (docs/architecture.md §1) are enforced by Nx tags:
// domain → nothing; contracts → domain (types); ev-engine → domain; infrastructure → domain;
// api → all libs; web → contracts, domain and ev-engine. Frameworks are banned from the shared libs.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import overlayApi from './tools/eslint/api-module-index-only.mjs';
import evEngine from './tools/eslint/engine-stage-order.mjs';
import comments from './tools/eslint/comments-cite-docs.mjs';
import { webBoundaries } from './apps/web/lint/feature-boundaries.mjs';

const FRAMEWORKS_BANNED_IN_SHARED = [
  '@nestjs/*',
  'typeorm',
  'pg',
  'express',
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'react-router*',
  'antd',
  '@reduxjs/*',
  'react-redux',
  'recharts',
];

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.data',
      '**/tmp',
      '**/coverage',
      'tools/lint-fixtures/**',
      '**/*.d.ts',
      '**/*.d.mts',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs', '**/*.mts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'], bannedExternalImports: FRAMEWORKS_BANNED_IN_SHARED },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts'] },
            { sourceTag: 'type:engine', onlyDependOnLibsWithTags: ['type:domain', 'type:engine'] },
            { sourceTag: 'type:infrastructure', onlyDependOnLibsWithTags: ['type:domain', 'type:infrastructure'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'], bannedExternalImports: ['@nestjs/*', 'typeorm', 'pg', 'express'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared', 'scope:api'], bannedExternalImports: ['react', 'react-dom', 'antd'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Nest resolves constructor parameters from emitted type metadata: a type-only import
    // would erase the class the injector needs.
    files: ['apps/api/**/*.ts', 'libs/infrastructure/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // API modules reach each other only through `modules/<name>/index.ts` (docs/architecture.md §1).
    files: ['apps/api/src/modules/**/*.ts'],
    plugins: { 'overlay-api': overlayApi },
    rules: { 'overlay-api/module-index-only': 'error' },
  },
  {
    // The hexagon rule: use cases, the domain and the engine depend on ports, never on adapters or
    // drivers (docs/architecture.md §1).
    files: ['apps/api/src/modules/*/application/**/*.ts', 'libs/domain/src/**/*.ts', 'libs/ev-engine/src/**/*.ts'],
    plugins: { 'overlay-api': overlayApi },
    rules: { 'overlay-api/ports-only': 'error' },
  },
  {
    // A contract for every reply: each route handler declares its reply type, from
    // @overlay/contracts (docs/architecture.md §7.2).
    files: ['apps/api/src/**/*.controller.ts'],
    plugins: { 'overlay-api': overlayApi },
    rules: { 'overlay-api/reply-contract': 'error' },
  },
  {
    // The time of day comes from the injected Clock (common/time/clock.ts), so a test can pin it;
    // elapsed time from performance.now() (docs/architecture.md §1).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*-spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time through the injected Clock (common/time/clock.ts); measure elapsed time with performance.now().',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time through the injected Clock (common/time/clock.ts): clock.now().',
        },
      ],
    },
  },
  {
    // Engine stages in order: a stage imports only the stages before it (docs/architecture.md §4.9).
    files: ['libs/ev-engine/src/**/*.ts'],
    plugins: { 'ev-engine': evEngine },
    rules: { 'ev-engine/stage-order': 'error' },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Web lint zones: a feature imports no other feature (bulletproof-react).
    files: ['apps/web/src/features/**/*.ts', 'apps/web/src/features/**/*.tsx'],
    plugins: { 'web-boundaries': webBoundaries },
    rules: { 'web-boundaries/no-cross-feature-imports': 'error' },
  },
  {
    // Comments cite the repository (docs/product.md, docs/architecture.md, docs/ev-model.md) or say
    // the reason in words, never an issue's number or the old spec's sections. Tests are exempt.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs', '**/*.mts'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/*-spec.ts', '**/*.e2e.ts', '**/*.test.mjs', '**/*.test.ts'],
    plugins: { comments },
    rules: { 'comments/cite-docs': 'error' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*-spec.ts', 'e2e/**', 'bench/**', 'tools/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
];
