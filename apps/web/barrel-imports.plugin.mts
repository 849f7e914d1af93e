// `import { Button, Table } from 'antd'` rewritten, in the app's own code, to the modules antd's
// index re-exports them from (`import Button from '…/antd/es/button/index.js'`), and the same for
// @ant-design/icons. The bundle is the same (the barrels re-export only), but the module graph
// then says which components the app imports: through a barrel every module imports all of antd,
// and first-screen-chunk.plugin.mts reads the graph to gather the first screen's modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** A barrel's `export { default as Name } from './path'` lines: name → absolute module file. */
export function reExports(
  source: string,
  dir: string,
  resolveFile: (path: string) => string,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of source.matchAll(
    /^export \{ default as (\w+) \} from ['"](\.\/[\w/-]+)['"];$/gm,
  )) {
    names.set(match[1], resolveFile(join(dir, match[2])));
  }
  return names;
}

const IMPORT =
  /import\s*\{([^}]*)\}\s*from\s*(['"])(antd|@ant-design\/icons)\2;?/g;

/** Rewrites the named value imports of `code` from the barrels whose names `barrels` maps. */
export function rewriteBarrelImports(
  code: string,
  barrels: ReadonlyMap<string, ReadonlyMap<string, string>>,
): string {
  return code.replace(
    IMPORT,
    (statement, list: string, _quote: string, barrel: string) => {
      const names = barrels.get(barrel);
      if (names === undefined) return statement;
      const direct: string[] = [];
      const rest: string[] = [];
      for (const specifier of list
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const [imported, local = imported] = specifier.split(/\s+as\s+/);
        // An inline `type X` specifier is never a key of the map: it stays in the barrel import.
        const file = names.get(imported);
        if (file === undefined) rest.push(specifier);
        else direct.push(`import ${local} from ${JSON.stringify(file)};`);
      }
      if (rest.length > 0)
        direct.push(`import { ${rest.join(', ')} } from '${barrel}';`);
      return direct.join('\n');
    },
  );
}

export function barrelImportsPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const fileOf = (path: string) => require.resolve(path);
  const barrel = (pkg: string, index: string) => {
    const file = join(dirname(require.resolve(`${pkg}/package.json`)), index);
    return reExports(readFileSync(file, 'utf8'), dirname(file), fileOf);
  };
  let barrels: Map<string, Map<string, string>> | null = null;
  return {
    name: 'overlay-barrel-imports',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0]))
        return null;
      if (
        !code.includes("'antd'") &&
        !code.includes('"antd"') &&
        !code.includes('@ant-design/icons')
      )
        return null;
      barrels ??= new Map([
        ['antd', barrel('antd', 'es/index.js')],
        ['@ant-design/icons', barrel('@ant-design/icons', 'es/icons/index.js')],
      ]);
      return { code: rewriteBarrelImports(code, barrels), map: null };
    },
  };
}
