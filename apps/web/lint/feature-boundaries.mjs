// Web lint zone (bulletproof-react's "no cross-feature imports"): a file inside
// apps/web/src/features/<a>/ may not import anything inside apps/web/src/features/<b>/.
// Features are composed in app/ (routes, store); shared code lives in components/ and lib/.
import { dirname, resolve, sep } from 'node:path';

const FEATURES = `${sep}apps${sep}web${sep}src${sep}features${sep}`;

function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at === -1) return null;
  return file.slice(at + FEATURES.length).split(sep)[0] ?? null;
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature' },
    schema: [],
    messages: {
      cross:
        "Feature '{{from}}' imports feature '{{to}}': compose features in app/ or move the shared code to components/ or lib/.",
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (from === null) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), source) + sep);
      if (to !== null && to !== from)
        context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const webBoundaries = {
  rules: { 'no-cross-feature-imports': noCrossFeatureImports },
};
