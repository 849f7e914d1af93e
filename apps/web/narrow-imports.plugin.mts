// Ant Design parts the dashboard's first load carried without using them (the budget of
// apps/web/README.md: the dashboard route's JavaScript under 400 KB gzip). Each rule gives one importer inside antd a
// stand-in for one import; every other importer still gets the real module, so screens that use
// the part get it unchanged (and the same module instance, so contexts and identities hold).
// bench/wire-bytes.bench.ts prints the result; web e2e drives every screen that uses these parts.
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = '\0overlay-narrow:';

interface Narrowing {
  importer: RegExp;
  source: string;
  /** The module standing in for `source` for that importer. */
  code: string;
}

/** A default export that loads the real component on its first render, showing `fallback` till then. */
function lazyDefault(realModule: string, fallback: string): string {
  return `import * as React from 'react';
const Real = React.lazy(() => import('${realModule}'));
export default function LazyPart(props) {
  return React.createElement(React.Suspense, { fallback: ${fallback} }, React.createElement(Real, props));
}`;
}

const NARROWED: Narrowing[] = [
  // '@rc-component/form''s index assigns Field, List and useForm onto the Form it exports (writes
  // a bundler must keep), so taking FormProvider or useForm from it took the whole form engine
  // and its async validator (about 8 KB) into every input and radio group.
  {
    importer: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    source: '@rc-component/form',
    code: "export { FormProvider } from '@rc-component/form/es/FormContext.js';",
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]form[\\/]hooks[\\/]useForm\.js$/,
    source: '@rc-component/form',
    code: "export { default as useForm } from '@rc-component/form/es/hooks/useForm.js';",
  },
  // A Table's column filter menu (with Tree, for nested filters) renders only for columns with
  // `filters`: none on the dashboard, so it loads when a screen that has one first draws it,
  // the column title showing alone meanwhile. flattenKeys (a pure helper the table's filter state
  // needs at once) is kept here, as antd writes it.
  {
    importer:
      /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    code: `${lazyDefault('antd/es/table/hooks/useFilter/FilterDropdown.js', 'props.children')}
export function flattenKeys(filters) {
  const keys = [];
  for (const { value, children } of filters || []) {
    keys.push(value);
    if (children) keys.push(...flattenKeys(children));
  }
  return keys;
}`,
  },
  // A Table's row selection needs four helpers of '@rc-component/tree', whose index (a package
  // not marked free of side effects) also brings the Tree component itself. arrAdd and arrDel are
  // written here as the tree's util.js writes them: that file imports the tree's node component.
  {
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '@rc-component/tree',
    code: `export function arrDel(list, value) {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}
export function arrAdd(list, value) {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}
export { conductCheck } from '@rc-component/tree/es/utils/conductUtil.js';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil.js';`,
  },
  // A Card draws Tabs only when given `tabList`; the app's cards never are.
  {
    importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
    source: '../tabs',
    code: lazyDefault('antd/es/tabs/index.js', 'null'),
  },
];

export function narrowImportsPlugin(): Plugin {
  return {
    name: 'overlay:narrow-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined) return null;
      const index = NARROWED.findIndex(
        (rule) => rule.source === source && rule.importer.test(importer),
      );
      return index < 0 ? null : `${VIRTUAL_PREFIX}${index}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      return NARROWED[Number(id.slice(VIRTUAL_PREFIX.length))].code;
    },
  };
}
