// ESLint rule: inside libs/ev-engine/src a stage imports only the stages before it
// (docs/architecture.md §4.9): core → pricing → place → value → table → query, with live and
// debug on top (neither imports the other). `core/` is stage-neutral (errors, arenas, the skip
// log). Specs, `testing/` and the library's index may read any stage.
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = 'libs/ev-engine/src/';
const RANK = { core: 0, pricing: 1, place: 2, value: 3, table: 4, query: 5, live: 6, debug: 6 };
/** Anything under src that is not a stage (the index, testing/): never imported by a stage. */
const OUTSIDE = 99;

/** The stage folder of a path relative to the repository root, '' for a file at src's root, null outside src. */
function stageOf(path) {
  if (path === SRC.slice(0, -1)) return ''; // '..' from a stage: the index
  if (!path.startsWith(SRC)) return null;
  const rest = path.slice(SRC.length).split('/');
  return rest.length > 1 ? rest[0] : '';
}

export const engineStageOrder = {
  meta: {
    type: 'problem',
    docs: { description: 'ev-engine stages import only the stages before them' },
    messages: {
      later:
        "Stage '{{from}}' imports no '{{source}}' ({{target}}): a stage imports only the stages before it (core → pricing → place → value → table → query; live and debug on top). Move the shared piece down to the stage that owns it, or to core/.",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const path = relative(root, file).split(sep).join('/');
    const from = stageOf(path);
    if (from === null || !(from in RANK) || /\.spec\.tsx?$/.test(path)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = stageOf(relative(root, resolve(dirname(file), source)).split(sep).join('/'));
      if (target === null || target === from) return;
      const rank = RANK[target] ?? OUTSIDE;
      if (rank < RANK[from]) return;
      context.report({
        node: node.source,
        messageId: 'later',
        data: { from, source, target: target === '' ? 'the library index' : target },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'stage-order': engineStageOrder } };
