// The early first screen (src/first-screen, docs/architecture.md "The first screen") inlined into
// index.html's head, so it runs before the page's stylesheets and the app's modules are even
// asked for: its request for the first rows leaves with the HTML's first bytes, as a bare page's
// would. It also preloads the app's modules (moved out of the page) after that request, and starts
// the app's entry after the rows. It is built here from its TypeScript entry (the app's own formatting and address code),
// on its own, as one small classic script. The api allows it by its hash (apps/api
// src/web/inline-script-hashes.ts): CSP stays `script-src 'self'` plus that one hash.
import { build } from 'vite';
import type { Alias, Plugin } from 'vite';

type Output = { output: { type: string; code?: string }[] };

/** The entry built alone as an IIFE, minified; only what it uses of the modules it imports. */
async function buildEarlyScript(entry: string, alias: Alias[]): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    resolve: { alias },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry, formats: ['iife'], name: 'overlayEarlyScreen' },
      rolldownOptions: {
        // The modules it shares with the app carry React hooks beside the plain functions it
        // takes (theme, race-time preference): only what is called is kept, React never.
        treeshake: { moduleSideEffects: false },
      },
    },
  })) as Output | Output[];
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (chunk?.code === undefined) throw new Error('The early first screen built no script');
  // Never end the inline <script> early.
  return chunk.code.replace(/<\/(script)/gi, '<\\/$1');
}

export function firstScreenInline(entry: string): Plugin {
  let alias: Alias[] = [];
  let code = '';
  return {
    name: 'overlay-first-screen-inline',
    apply: 'build',
    configResolved(config) {
      alias = config.resolve.alias;
    },
    async buildStart() {
      code = await buildEarlyScript(entry, alias);
    },
    transformIndexHtml: {
      order: 'post',
      // Right after the charset (which must come in the first 1,024 bytes), before any stylesheet:
      // a classic script waits for the stylesheets above it.
      handler: (html) => {
        const charset = /<meta charset="UTF-8" \/>/i;
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!charset.test(html) || entry === null) throw new Error('index.html lacks its charset or its module entry');
        // The entry and the modules it imports leave the page: the inline script preloads them once
        // the first rows' request has left (the api answers in order, and the browser's preload
        // scanner had asked for them first) and starts the entry once those rows are drawn
        // (src/first-screen/app-start.ts).
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        const modules = [entry[1], ...preloads.map((link) => link[1])];
        let page = html.replace(entry[0], '');
        for (const link of preloads) page = page.replace(link[0], '');
        return page.replace(
          charset,
          (meta) => `${meta}\n    <script data-app-entry="${entry[1]}" data-app-modules="${modules.join(' ')}">${code}</script>`,
        );
      },
    },
  };
}
