// The dashboard's first screen in one chunk (and one stylesheet) instead of about 40 of each
// (first rows within 1 s of a cold load). A cold load of the dashboard fetched 55 JavaScript and 20 CSS
// files over HTTP/1.1, six connections to a host: requests queued up to 450 ms for a connection
// while the server answered each in 2-40 ms. The default split cuts the first screen's modules by
// which lazy chunks share them; this puts every module the first screen imports statically (the
// app mount, the dashboard route and its table), and no other, into one chunk.
//
// The modules are read from the build's own graph (buildEnd), so the group follows the code: a
// module the boot code imports stays out (the boot must not wait for the app), and so does one
// only a lazy part (a dialog, another screen) reaches. bench/wire-bytes.bench.ts prints the result.
import type { Plugin } from 'vite';

/** The first screen's dynamic roots (the boot imports them at once on the dashboard). */
const ROOTS = [
  /[\\/]src[\\/]app[\\/]mount\.tsx$/,
  /[\\/]src[\\/]app[\\/]routes[\\/]dashboard-route\.tsx$/,
  /[\\/]src[\\/]features[\\/]dashboard[\\/]components[\\/]opportunities-table\.tsx$/,
];

type ModuleGraph = {
  ids: Iterable<string>;
  entry: (id: string) => boolean;
  imports: (id: string) => readonly string[];
};

/** Every module `starts` import statically, transitively, the starts included. */
export function staticClosure(
  starts: Iterable<string>,
  imports: ModuleGraph['imports'],
): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...imports(id));
  }
  return seen;
}

/** The entries' static closure: every module the page loads before the app itself. */
function entryClosure(graph: ModuleGraph): Set<string> {
  return staticClosure([...graph.ids].filter(graph.entry), graph.imports);
}

/** The modules of the first screen's chunk: the roots' static closure less the entry's. */
export function firstScreenModules(
  graph: ModuleGraph,
  roots: readonly RegExp[] = ROOTS,
  boot: ReadonlySet<string> = entryClosure(graph),
): Set<string> {
  const starts = [...graph.ids].filter((id) =>
    roots.some((root) => root.test(id)),
  );
  if (starts.length !== roots.length) {
    throw new Error(
      `first-screen chunk: found ${starts.length} of ${roots.length} roots (${roots.join(', ')})`,
    );
  }
  const first = staticClosure(starts, graph.imports);
  for (const id of boot) first.delete(id);
  return first;
}

/** The page's boot script: it stays the entry chunk (index.html's one script, the manifest's entry). */
const BOOT_SCRIPT = /[\\/]src[\\/]main\.tsx$/;

/** The boot code's modules (the entry's static closure), the entry and its boot script left out. */
export function bootModules(
  graph: ModuleGraph,
  bootScript: RegExp = BOOT_SCRIPT,
  closure: ReadonlySet<string> = entryClosure(graph),
): Set<string> {
  const boot = new Set(closure);
  for (const id of boot)
    if (graph.entry(id) || bootScript.test(id)) boot.delete(id);
  return boot;
}

interface Group {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: false;
}

/**
 * The plugin that reads the graph, and the codeSplitting groups that use what it read: the boot
 * code in one chunk beside the entry (it was 12 small ones, each queued for a connection before
 * the session and opportunities calls could leave), and the first screen in one.
 */
export function firstScreenChunk(): {
  plugin: Plugin;
  bootGroup: Group;
  group: Group;
} {
  let read: { boot: Set<string>; first: Set<string> } | null = null;
  const plugin: Plugin = {
    name: 'overlay-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const graph: ModuleGraph = {
        ids: [...this.getModuleIds()],
        entry: (id) => this.getModuleInfo(id)?.isEntry === true,
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
      };
      // The entry's closure once: both groups are cut against it.
      const closure = entryClosure(graph);
      read = {
        boot: bootModules(graph, BOOT_SCRIPT, closure),
        first: firstScreenModules(graph, ROOTS, closure),
      };
    },
  };
  const modules = () => {
    if (read === null)
      throw new Error('first-screen chunk: the module graph was not read');
    return read;
  };
  // includeDependenciesRecursively: false, as the captured modules' own imports are captured
  // already, or belong to the boot (kept out of the first screen's chunk) or a vendor group.
  return {
    plugin,
    bootGroup: {
      name: 'boot',
      test: (id) => modules().boot.has(id),
      includeDependenciesRecursively: false,
    },
    group: {
      name: 'first-screen',
      test: (id) => modules().first.has(id),
      includeDependenciesRecursively: false,
    },
  };
}
