// `npm start`: builds web and api when their sources changed, then runs the api, which serves
// the built web app and /api on one port (PORT, default 3000). The api runs in this process, so
// `npm start` starts it with the api's V8 flags (scripts/api-node-flags.mjs); by hand, name them.
import './node-runtime.mjs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
build();
process.env.WEB_DIST_DIR ??= join(root, 'dist', 'web');
process.env.NODE_ENV ??= 'production';
// Same process: Ctrl-C reaches the api directly, which stops its embedded PostgreSQL.
createRequire(import.meta.url)(join(root, 'dist/api/apps/api/src/main.js'));
