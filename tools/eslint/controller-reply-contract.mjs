// ESLint rule (docs/architecture.md §7.2, a contract for every reply): every route handler of an
// api controller declares its return type, and the reply type it names comes from
// `@overlay/contracts`, the library the web's endpoints are typed with. So a handler cannot
// answer a shape the web does not know, and a reply that changes changes its contract.
// Allowed beside contract types: `Promise<…>`, `void` (no body: a 204, or a handler that writes the
// response itself, such as the cached opportunities reply or a CSV stream) and `Observable<…>` of
// `MessageEvent` for server-sent events.

const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Head', 'Options', 'Sse']);
const WRAPPERS = new Set(['Promise', 'Observable', 'MessageEvent']);
const KEYWORDS = new Set(['TSVoidKeyword', 'TSUndefinedKeyword']);

const decoratorName = (decorator) => {
  const expression = decorator.expression.type === 'CallExpression' ? decorator.expression.callee : decorator.expression;
  return expression.type === 'Identifier' ? expression.name : null;
};

export const controllerReplyContract = {
  meta: {
    type: 'problem',
    docs: { description: 'route handlers declare a reply type from @overlay/contracts' },
    messages: {
      missing: "Route handler '{{name}}' declares no return type: name its reply type from @overlay/contracts (docs/architecture.md §7.2).",
      notContract:
        "Route handler '{{name}}' answers '{{type}}', which is not imported from @overlay/contracts: declare the reply in libs/contracts and name it here (docs/architecture.md §7.2).",
      shape: "Route handler '{{name}}' spells its reply inline: name a type from @overlay/contracts instead (docs/architecture.md §7.2).",
    },
    schema: [],
  },
  create(context) {
    const contracts = new Set();
    const check = (method, name) => {
      const annotation = method.value.returnType?.typeAnnotation;
      if (!annotation) return context.report({ node: method.key, messageId: 'missing', data: { name } });
      const visit = (node) => {
        if (KEYWORDS.has(node.type)) return;
        if (node.type === 'TSUnionType') return node.types.forEach(visit);
        if (node.type === 'TSArrayType') return visit(node.elementType);
        if (node.type === 'TSTypeReference' && node.typeName.type === 'Identifier') {
          const type = node.typeName.name;
          if (WRAPPERS.has(type)) return (node.typeArguments?.params ?? []).forEach(visit);
          if (!contracts.has(type)) context.report({ node, messageId: 'notContract', data: { name, type } });
          return;
        }
        context.report({ node, messageId: 'shape', data: { name } });
      };
      visit(annotation);
    };
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@overlay/contracts') return;
        for (const specifier of node.specifiers) contracts.add(specifier.local.name);
      },
      'ClassDeclaration:exit'(node) {
        if (!(node.decorators ?? []).some((d) => decoratorName(d) === 'Controller')) return;
        for (const member of node.body.body) {
          if (member.type !== 'MethodDefinition' || member.kind !== 'method') continue;
          if (!(member.decorators ?? []).some((d) => ROUTE_DECORATORS.has(decoratorName(d)))) continue;
          check(member, member.key.name ?? '?');
        }
      },
    };
  },
};
