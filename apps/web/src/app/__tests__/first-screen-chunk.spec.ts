import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  reExports,
  rewriteBarrelImports,
} from '../../../barrel-imports.plugin.mjs';
import {
  bootModules,
  firstScreenModules,
  staticClosure,
} from '../../../first-screen-chunk.plugin.mjs';

const require = createRequire(import.meta.url);

describe('barrel imports', () => {
  const barrels = new Map([
    [
      'antd',
      new Map([
        ['Button', '/m/antd/es/button/index.js'],
        ['Table', '/m/antd/es/table/index.js'],
      ]),
    ],
  ]);

  it('should import each named component from its own module, keeping a local name', () => {
    const code = `import { Button, Table as AntTable } from "antd";\nuse(Button, AntTable);`;
    expect(rewriteBarrelImports(code, barrels)).toBe(
      `import Button from "/m/antd/es/button/index.js";\nimport AntTable from "/m/antd/es/table/index.js";\nuse(Button, AntTable);`,
    );
  });

  it('should leave what the barrel does not re-export as a default in a barrel import', () => {
    const code = `import {\n  Button,\n  version,\n} from 'antd';`;
    expect(rewriteBarrelImports(code, barrels)).toBe(
      `import Button from "/m/antd/es/button/index.js";\nimport { version } from 'antd';`,
    );
  });

  it('should not touch another package', () => {
    const code = `import { Button } from 'antd-mobile';`;
    expect(rewriteBarrelImports(code, barrels)).toBe(code);
  });

  it("should read antd's own index: Button, theme and Table from their folders", () => {
    const index = join(
      dirname(require.resolve('antd/package.json')),
      'es',
      'index.js',
    );
    const names = reExports(
      readFileSync(index, 'utf8'),
      dirname(index),
      (path) => require.resolve(path),
    );
    expect(names.get('Button')).toMatch(
      /antd[\\/]es[\\/]button[\\/]index\.js$/,
    );
    expect(names.get('theme')).toMatch(/antd[\\/]es[\\/]theme[\\/]index\.js$/);
    expect(names.get('Table')).toMatch(/antd[\\/]es[\\/]table[\\/]index\.js$/);
    expect(names.size).toBeGreaterThan(60);
  });
});

describe('the first screen chunk', () => {
  // main.tsx (the entry) imports api.ts; mount.tsx imports layout.tsx and api.ts; the dashboard
  // route imports the page and lazily a dialog; the table imports cells.
  const edges: Record<string, string[]> = {
    '/index.html': ['/src/main.tsx'],
    '/src/main.tsx': ['/src/lib/api.ts'],
    '/src/lib/api.ts': [],
    '/src/app/mount.tsx': ['/src/layout.tsx', '/src/lib/api.ts'],
    '/src/layout.tsx': ['/m/antd/es/menu/index.js'],
    '/m/antd/es/menu/index.js': [],
    '/src/app/routes/dashboard-route.tsx': ['/src/page.tsx'],
    '/src/page.tsx': ['/src/layout.tsx'],
    '/src/dialog.tsx': ['/m/antd/es/modal/index.js'],
    '/m/antd/es/modal/index.js': [],
    '/src/features/dashboard/components/opportunities-table.tsx': [
      '/src/cells.tsx',
    ],
    '/src/cells.tsx': [],
  };
  const graph = {
    ids: Object.keys(edges),
    entry: (id: string) => id === '/index.html',
    imports: (id: string) => edges[id] ?? [],
  };

  it('should follow static imports transitively, once each', () => {
    expect(
      [...staticClosure(['/src/app/mount.tsx'], graph.imports)].sort(),
    ).toEqual([
      '/m/antd/es/menu/index.js',
      '/src/app/mount.tsx',
      '/src/layout.tsx',
      '/src/lib/api.ts',
    ]);
  });

  it("should hold the mount's, the route's and the table's modules, not the boot's nor a lazy part's", () => {
    expect([...firstScreenModules(graph)].sort()).toEqual([
      '/m/antd/es/menu/index.js',
      '/src/app/mount.tsx',
      '/src/app/routes/dashboard-route.tsx',
      '/src/cells.tsx',
      '/src/features/dashboard/components/opportunities-table.tsx',
      '/src/layout.tsx',
      '/src/page.tsx',
    ]);
  });

  it("should put the boot code's modules in the boot chunk, but not the page's boot script", () => {
    expect([...bootModules(graph)]).toEqual(['/src/lib/api.ts']);
  });

  it('should fail the build when a root has moved', () => {
    const moved = {
      ...graph,
      ids: graph.ids.filter((id) => !id.endsWith('opportunities-table.tsx')),
    };
    expect(() => firstScreenModules(moved)).toThrow(/found 2 of 3 roots/);
  });
});
