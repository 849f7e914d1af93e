// nginx in front of the test's instances, run as the test's own process (not the system service)
// with docker/nginx/nginx.conf copied as it is: only the two files beside it (upstreams.conf,
// listen.conf) are the test's own, as in docker/compose.yaml.
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, sleep } from './cluster.mjs';

export async function startNginx(port, instancePorts) {
  const prefix = mkdtempSync(join(tmpdir(), 'overlay-nginx-'));
  // As root, nginx's workers run as nobody: they must reach the prefix (their temp folders).
  chmodSync(prefix, 0o755);
  copyFileSync(join(root, 'docker/nginx/nginx.conf'), join(prefix, 'nginx.conf'));
  const servers = instancePorts.map((p) => `  server 127.0.0.1:${p} max_fails=0;`).join('\n');
  writeFileSync(join(prefix, 'upstreams.conf'), `upstream overlay {\n${servers}\n}\n`);
  writeFileSync(join(prefix, 'listen.conf'), `listen 127.0.0.1:${port};\n`);
  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.output = '';
  nginx.stderr.on('data', (chunk) => (nginx.output += chunk));
  nginx.exited = new Promise((resolve) => nginx.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited:\n${nginx.output}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/health/live`);
      break;
    } catch {
      await sleep(100);
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    /** nginx's error log so far (warn and above: upstream failures, retries). */
    log: () => nginx.output,
    async stop() {
      nginx.kill('SIGQUIT');
      await nginx.exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
