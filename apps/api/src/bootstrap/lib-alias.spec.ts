import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compiledLibEntry, LIB_ALIAS } from './lib-alias';

// tsconfig.base.json is the one source of the lib aliases; the compiled api's resolver must map
// each of them to the compiled twin of the very entry tsc compiles.
describe('Unit', () => {
  describe('path aliases of the compiled api', () => {
    const base = JSON.parse(readFileSync(join(__dirname, '../../../../tsconfig.base.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const aliases = Object.entries(base.compilerOptions.paths);

    it('should have the four libs to check', () => {
      expect(aliases.map(([alias]) => alias).sort()).toEqual(['@overlay/contracts', '@overlay/domain', '@overlay/ev-engine', '@overlay/infrastructure']);
    });

    it.each(aliases)('should resolve %s to the compiled form of its tsconfig entry', (alias, [entry]) => {
      const match = LIB_ALIAS.exec(alias);
      expect(match).not.toBeNull();
      const compiled = join('libs', compiledLibEntry((match as RegExpExecArray)[1]));
      expect(compiled).toBe(entry.replace(/^\.\//, '').replace(/\.ts$/, '.js'));
    });

    it('should leave other packages alone', () => {
      expect(LIB_ALIAS.test('@overlay/domain/extra')).toBe(false);
      expect(LIB_ALIAS.test('@nestjs/common')).toBe(false);
    });
  });
});
