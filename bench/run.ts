// Benchmark runner: `npm run bench [-- filter]` loads every `bench/*.bench.ts` and prints each
// figure as a `name: value unit` line. Benchmarks export `default async (report) => void`; one
// that also exports `besidePreviousByRunner = true` has its figures printed beside the previous
// main's, which the runner gets by running the same benchmark in the previous main's tree
// (bench/README.md). The others that compare do it themselves (wire-bytes, dashboard-browser).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Figure, formatFigure, reportBeside } from './fixtures/beside-previous';
import { previousMain } from './fixtures/previous-main';
import { runInPreviousTree } from './fixtures/previous-tree-run';

export type Report = (name: string, value: number, unit: string) => void;
export type Benchmark = (report: Report) => Promise<void> | void;

const figureLine = (name: string, value: number, unit: string) => `${name}: ${formatFigure(value)} ${unit}`;

const report: Report = (name, value, unit) => console.log(figureLine(name, value, unit));

async function main(): Promise<void> {
  const filter = process.argv[2];
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => !filter || file.includes(filter))
    .sort();
  for (const file of files) {
    console.log(`# ${file}`);
    type Exports = { default: Benchmark; besidePreviousByRunner?: boolean };
    const module = (await import(pathToFileURL(join(__dirname, file)).href)) as Exports | { default: Exports };
    // tsx hands a CommonJS benchmark's exports over as `default`.
    const exports = typeof module.default === 'function' ? (module as Exports) : module.default;
    const run = exports.default;
    const previous = exports.besidePreviousByRunner === true ? previousMain() : null;
    if (previous === null) {
      await run(report);
      continue;
    }
    // This tree's figures first (kept, and shown as they come on stderr), then the previous main's.
    const figures = new Map<string, Figure>();
    await run((name, value, unit) => {
      figures.set(name, { value, unit });
      console.error(`# this tree: ${figureLine(name, value, unit)}`);
    });
    const before = await runInPreviousTree(previous, file.replace(/\.ts$/, ''));
    reportBeside(report, figures, before === null ? null : { label: previous.label, figures: before });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
