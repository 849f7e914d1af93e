// Adds up what the test runners printed (Jest, Vitest, node's test runner) in a captured log and
// prints one closing line: "Tests: N passed, N failed".
import { readFileSync } from 'node:fs';

// Colour codes would split the numbers from their words.
const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const log = readFileSync(process.argv[2], 'utf8').replace(ansiColour, '');
let passed = 0;
let failed = 0;
for (const line of log.split('\n')) {
  const jest = /^Tests:\s+(.*)\d+ total$/.exec(line);
  if (jest) {
    passed += Number(/(\d+) passed/.exec(jest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(jest[1])?.[1] ?? 0);
    continue;
  }
  const vitest = /^\s*Tests\s+(?:(\d+) failed \| )?(\d+) passed/.exec(line);
  if (vitest) {
    failed += Number(vitest[1] ?? 0);
    passed += Number(vitest[2]);
    continue;
  }
  const nodePass = /^# pass (\d+)$/.exec(line);
  if (nodePass) passed += Number(nodePass[1]);
  const nodeFail = /^# fail (\d+)$/.exec(line);
  if (nodeFail) failed += Number(nodeFail[1]);
}
console.log(`Tests: ${passed} passed, ${failed} failed`);
