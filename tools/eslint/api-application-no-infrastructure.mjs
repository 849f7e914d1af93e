// ESLint rule: application code of an api module (apps/api/src/modules/<name>/application/**)
// imports no `@overlay/infrastructure`. It depends on ports (abstract classes in @overlay/domain,
// such as PasswordHasher or SessionTokens) bound by src/persistence; HTTP plumbing such as the SSE
// hubs lives in the module's `http/` folder (docs/architecture.md §1).
import { relative, sep } from 'node:path';

const APPLICATION = /^apps\/api\/src\/modules\/[^/]+\/application\//;
const INFRASTRUCTURE = /^@overlay\/infrastructure(\/|$)/;

export const apiApplicationNoInfrastructure = {
  meta: {
    type: 'problem',
    docs: { description: 'api application code depends on ports, never on @overlay/infrastructure' },
    messages: {
      infrastructure:
        "Application code imports no '{{source}}': inject a port from @overlay/domain (bound in src/persistence), or move HTTP plumbing to the module's http/ folder.",
    },
    schema: [],
  },
  create(context) {
    const path = relative(context.cwd, context.filename).split(sep).join('/');
    if (!APPLICATION.test(path)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source === 'string' && INFRASTRUCTURE.test(source))
        context.report({ node: node.source, messageId: 'infrastructure', data: { source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
