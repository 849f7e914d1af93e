// Benchmark runner: `npm run bench [-- filter]` loads every `bench/*.bench.ts` and prints each
// figure as a `name: value unit` line. Benchmarks export `default async (report) => void`.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type Report = (name: string, value: number, unit: string) => void;
export type Benchmark = (report: Report) => Promise<void> | void;

const report: Report = (name, value, unit) => {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1);
  console.log(`${name}: ${shown} ${unit}`);
};

async function main(): Promise<void> {
  const filter = process.argv[2];
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => !filter || file.includes(filter))
    .sort();
  for (const file of files) {
    console.log(`# ${file}`);
    const module = (await import(pathToFileURL(join(__dirname, file)).href)) as {
      default: Benchmark | { default: Benchmark };
    };
    const run = typeof module.default === 'function' ? module.default : module.default.default;
    await run(report);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
