// Type-checks every project (two at a time: the machines have two cores).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects = [
  'libs/contracts/tsconfig.json',
  'libs/domain/tsconfig.json',
  'libs/ev-engine/tsconfig.json',
  'libs/infrastructure/tsconfig.json',
  'apps/api/tsconfig.json',
  'apps/web/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
].filter((project) => existsSync(`${root}/${project}`));

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', project], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => {
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = [];
async function worker() {
  while (queue.length) results.push(await check(queue.shift()));
}
await Promise.all([worker(), worker()]);
if (results.includes(false)) process.exit(1);
