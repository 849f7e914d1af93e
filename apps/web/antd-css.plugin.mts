// Ant Design's precompiled stylesheet (zero-runtime mode, antd/dist/antd.css: 1 MB, 105 KB gzip)
// split by component, so a chunk carries the styles of the components it draws (apps/web/README.md:
// the first load's CSS under 40 KB gzip). Each component's style module (antd/es/<dir>/style/index.js,
// imported by the component whatever the mode) gets an import of that component's rules; Vite
// then puts those rules in the CSS of whichever chunk holds the component, loaded before the
// chunk runs. `import 'antd/dist/antd.css'` (app/mount.tsx) keeps what belongs to no component:
// element rules, keyframes, motion classes and any class this split cannot place. The theme
// variables scoped to server-render ids are dropped (isServerThemeScope: they never match here).
// bench/wire-bytes.bench.ts prints the first load's CSS.
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = '\0antd-css:';
const STYLE_MODULE = /[\\/]antd[\\/]es[\\/]([a-z-]+)[\\/]style[\\/]index\.js$/;
const FULL_SHEET = /[\\/]antd[\\/]dist[\\/]antd\.css$/;

/** Class prefixes that are not `ant-<dir>`. */
const PREFIXES: Record<string, string[]> = {
  button: ['btn'],
  'date-picker': ['picker'],
  'float-button': ['float-btn'],
  'qr-code': ['qrcode'],
  badge: ['badge', 'ribbon'],
  'tree-select': ['select-tree', 'tree-select'],
  grid: ['row', 'col'],
  // Input.OTP's rules, drawn by input's style module.
  input: ['input', 'otp'],
};

/** antd's stand-in style modules (for babel-plugin-import): their rules belong to another folder. */
const STUB_STYLE = /Compatible for babel-plugin-import/;

/**
 * Rules scoped to `.css-var-_R_…`: the theme's CSS variables as antd.css was extracted, under the
 * class a ConfigProvider gets from React's useId while hydrating server-rendered HTML. The app
 * renders on the client only (createRoot), where useId's ids are `_r_…`: these rules never match
 * (the theme's variables are written at run time for the app's own class), yet they were a sixth
 * of the first load's CSS. Every selector of the rule must be such a scope.
 */
export function isServerThemeScope(rule: string): boolean {
  const selectors = rule.slice(0, rule.indexOf('{')).split(',');
  return selectors.every((selector) => selector.trim().startsWith('.css-var-_R_'));
}

/** Splits a stylesheet into its top-level rules (`selector{…}`, `@media …{…}`, `@keyframes …{…}`). */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote !== null) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules.filter((rule) => rule.length > 0);
}

/** The component folder a rule belongs to (longest class prefix its first `.ant-…` class matches), or null. */
export function ownerOf(
  rule: string,
  prefixes: ReadonlyArray<[prefix: string, dir: string]>,
): string | null {
  if (rule.startsWith('@keyframes') || rule.startsWith('@font-face'))
    return null;
  const token = /\.ant-([a-z0-9-]+)/.exec(rule)?.[1];
  if (token === undefined) return null;
  for (const [prefix, dir] of prefixes)
    if (token === prefix || token.startsWith(`${prefix}-`)) return dir;
  return null;
}

/** antd.css split: the rules of each component folder, and the rest. */
export function splitSheet(
  css: string,
  dirs: readonly string[],
): { byDir: Map<string, string>; rest: string; dropped: number } {
  const prefixes: [string, string][] = dirs.flatMap((dir) =>
    (PREFIXES[dir] ?? [dir]).map((prefix): [string, string] => [prefix, dir]),
  );
  // Longest first: `input-number` before `input`.
  prefixes.sort((a, b) => b[0].length - a[0].length);
  const byDir = new Map<string, string[]>();
  const rest: string[] = [];
  let dropped = 0;
  for (const rule of topLevelRules(css)) {
    if (isServerThemeScope(rule)) {
      dropped++;
      continue;
    }
    const dir = ownerOf(rule, prefixes);
    if (dir === null) rest.push(rule);
    else byDir.set(dir, [...(byDir.get(dir) ?? []), rule]);
  }
  return {
    byDir: new Map([...byDir].map(([dir, rules]) => [dir, rules.join('\n')])),
    rest: rest.join('\n'),
    dropped,
  };
}

export function antdCssPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const esDir = join(dirname(require.resolve('antd/package.json')), 'es');
  let split: ReturnType<typeof splitSheet> | null = null;
  const sheet = () => {
    if (split === null) {
      const dirs = readdirSync(esDir).filter((dir) => {
        const style = join(esDir, dir, 'style', 'index.js');
        return existsSync(style) && !STUB_STYLE.test(readFileSync(style, 'utf8'));
      });
      const css = readFileSync(
        require.resolve('antd/dist/antd.css'),
        'utf8',
      );
      split = splitSheet(css, dirs);
    }
    return split;
  };
  return {
    name: 'overlay-antd-css-split',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : null;
    },
    load(id) {
      if (id.startsWith(VIRTUAL))
        return sheet().byDir.get(id.slice(VIRTUAL.length, -4)) ?? '';
      if (FULL_SHEET.test(id)) return sheet().rest;
      return null;
    },
    transform(code, id) {
      const dir = STYLE_MODULE.exec(id)?.[1];
      if (dir === undefined || !sheet().byDir.has(dir)) return null;
      return { code: `import '${VIRTUAL}${dir}.css';\n${code}`, map: null };
    },
  };
}
