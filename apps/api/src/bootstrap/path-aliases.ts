// The compiled api keeps the workspace's `@overlay/*` imports; map them to the compiled libs
// beside it (dist/api/libs/<name>/src) before anything else is required.
import Module from 'node:module';
import { join } from 'node:path';

const LIBS_DIR = join(__dirname, '..', '..', '..', '..', 'libs');
const ALIAS = /^@overlay\/(domain|ev-engine|infrastructure)$/;

type Resolver = (request: string, ...rest: unknown[]) => string;
const moduleWithResolver = Module as unknown as { _resolveFilename: Resolver };
const resolve = moduleWithResolver._resolveFilename;

moduleWithResolver._resolveFilename = function resolveAlias(request: string, ...rest: unknown[]) {
  const match = ALIAS.exec(request);
  const target = match ? join(LIBS_DIR, match[1], 'src', 'index.js') : request;
  return resolve.call(this, target, ...rest);
};
