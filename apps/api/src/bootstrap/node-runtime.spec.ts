import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The tests run on the Node the product runs on (docs/operations.md §8): package.json's
// engines name the major, and `npm install` brings it as node_modules/.bin/node. Jest's workers are
// started with the runner's own node, so this fails when `npx jest` ran on an older system Node.
describe('the runtime of the tests', () => {
  it("should be the Node major package.json's engines require", () => {
    const range: string = JSON.parse(readFileSync(join(__dirname, '../../../../package.json'), 'utf8')).engines.node;
    const required = Number(/\d+/.exec(range)?.[0]);
    expect(required).toBeGreaterThanOrEqual(24);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(required);
  });
});
