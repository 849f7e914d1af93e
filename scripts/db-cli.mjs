// `npm run db:backup` / `npm run db:restore -- FILE`: backs the database up or restores it
// (docs/operations.md §6). Builds the api first when it is missing or older than its sources, then runs
// the compiled CLI with the arguments.
import './node-runtime.mjs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// Build messages go to stderr, so stdout carries only the command's result.
build({ only: 'api', log: (line) => process.stderr.write(`${line}\n`), stdio: ['ignore', 2, 2] });
const entry = join(root, 'dist/api/apps/api/src/cli/db.cli.js');
const result = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
