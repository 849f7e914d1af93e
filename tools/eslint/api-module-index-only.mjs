// ESLint rule: an api module (apps/api/src/modules/<name>/) imports another module only through
// that module's public surface, `modules/<other>/index.ts` (imported as '../<other>' or
// '../../<other>'). Anything deeper reaches into the other module's internals.
import { dirname, relative, resolve, sep } from 'node:path';
import { hexagonPortsOnly } from './hexagon-ports-only.mjs';
import { controllerReplyContract } from './controller-reply-contract.mjs';

const MODULES = `apps${sep}api${sep}src${sep}modules${sep}`;

/** `<module>` and the rest of the path for a file under apps/api/src/modules, else null. */
function moduleOf(file, root) {
  const path = relative(root, file);
  if (!path.startsWith(MODULES)) return null;
  const [name, ...rest] = path.slice(MODULES.length).split(sep);
  return { name, rest: rest.join('/') };
}

export const apiModuleIndexOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'API modules import each other only through <module>/index.ts' },
    messages: {
      deep: "Import module '{{target}}' through its public surface ('{{suggestion}}', i.e. {{target}}/index.ts), not '{{source}}'.",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = moduleOf(file, root);
    if (from === null) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(resolve(dirname(file), source), root);
      if (target === null || target.name === from.name) return;
      if (target.rest === '' || target.rest === 'index' || target.rest === 'index.ts') return;
      const suggestion = relative(dirname(file), resolve(root, MODULES, target.name)).split(sep).join('/');
      context.report({ node: node.source, messageId: 'deep', data: { target: target.name, source, suggestion } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default {
  rules: { 'module-index-only': apiModuleIndexOnly, 'ports-only': hexagonPortsOnly, 'reply-contract': controllerReplyContract },
};
