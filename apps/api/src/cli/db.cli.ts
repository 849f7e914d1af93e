// Entry of `npm run db:backup` / `npm run db:restore` (scripts/db-cli.mjs runs the compiled
// file). The alias hook must load before anything imports @overlay/*.
import '../bootstrap/path-aliases';
import { runDbCli } from './db-cli.runner';

runDbCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
