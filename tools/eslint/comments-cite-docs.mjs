// ESLint rule: a comment cites the repository, never the tracker. An issue's number (with or
// without its hash, with or without an item) means nothing to the next reader, and the word spec
// before a section sign names a document the repository does not hold:
// cite docs/product.md §N (the spec in the repository's words, same section numbers),
// docs/architecture.md §N or docs/ev-model.md §N, or say the reason in words.
// Test files are exempt (eslint.config.mjs); everything shipped, benched or run as a tool is not.

/** An issue or pull-request number, in any case, with or without the hash. */
const TRACKER = /\b(?:issues?|PR|pull request)\s*#?\s*\d+/i;
/** The spec by its old name, followed by a section sign. */
const SPEC = /\bspec\s*§/i;

export const commentsCiteDocs = {
  meta: {
    type: 'suggestion',
    docs: { description: 'comments cite docs/ in the repository, never issue numbers or "Spec §N"' },
    messages: {
      tracker:
        "'{{text}}' cites the tracker: cite docs/product.md §N, docs/architecture.md §N or docs/ev-model.md §N, or say the reason in words.",
      spec: "'{{text}}' names the spec: write 'docs/product.md §N' (the same section numbers).",
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const tracker = TRACKER.exec(comment.value);
          const spec = tracker ? null : SPEC.exec(comment.value);
          const found = tracker ?? spec;
          if (found) context.report({ loc: comment.loc, messageId: tracker ? 'tracker' : 'spec', data: { text: found[0] } });
        }
      },
    };
  },
};

export default { rules: { 'cite-docs': commentsCiteDocs } };
