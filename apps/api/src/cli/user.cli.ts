// Entry of `npm run user -- …` (scripts/user-cli.mjs runs the compiled file). The alias hook
// must load before anything imports @overlay/*.
import '../bootstrap/path-aliases';
import { runUserCli } from './user-cli.runner';

runUserCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
