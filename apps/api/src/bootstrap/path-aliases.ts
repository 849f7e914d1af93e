// The compiled api keeps the workspace's `@overlay/*` imports; map them to the compiled libs
// beside it (dist/api/libs/<name>/src) before anything else is required. The aliases' one
// source is tsconfig.base.json (`@overlay/<name>` → `./libs/<name>/src/index.ts`); this follows
// that convention for any lib (lib-alias.ts), checked against it by lib-alias.spec.ts.
import Module from 'node:module';
import { join } from 'node:path';
import { compiledLibEntry, LIB_ALIAS } from './lib-alias';

const LIBS_DIR = join(__dirname, '..', '..', '..', '..', 'libs');

type Resolver = (request: string, ...rest: unknown[]) => string;
const moduleWithResolver = Module as unknown as { _resolveFilename: Resolver };
const resolve = moduleWithResolver._resolveFilename;

moduleWithResolver._resolveFilename = function resolveAlias(request: string, ...rest: unknown[]) {
  const match = LIB_ALIAS.exec(request);
  const target = match ? join(LIBS_DIR, compiledLibEntry(match[1])) : request;
  return resolve.call(this, target, ...rest);
};
