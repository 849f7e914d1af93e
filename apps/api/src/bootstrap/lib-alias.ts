import { join } from 'node:path';

/**
 * `@overlay/<name>`, the lib aliases of tsconfig.base.json (their one source: `@overlay/<name>` →
 * `./libs/<name>/src/index.ts`); lib-alias.spec.ts checks every alias there follows this.
 */
export const LIB_ALIAS = /^@overlay\/([a-z][a-z0-9-]*)$/;

/** Where the compiled entry of an aliased lib lives, relative to the libs folder. */
export function compiledLibEntry(name: string): string {
  return join(name, 'src', 'index.js');
}
