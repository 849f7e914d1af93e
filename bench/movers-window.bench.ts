// Movers windows on a week of price history (issue #23, item 4): the 5, 15 and 60-minute windows'
// read (the repository's SQL) and ranking, at 1M and 5M price_history rows, and an empty window.
// The history is made in SQL (generate_series), a week of races at a steady rate, so 5M rows take
// about a minute to write, not an hour of inserts. The work runs in a child tsx that reads
// tsconfig.base.json (fixtures/movers-window.measure.ts; its decorators are the ORM's); its figures are reported here.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

type Report = (name: string, value: number, unit: string) => void;

export default async function moversWindowBench(report: Report): Promise<void> {
  const root = join(__dirname, '..');
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', join(root, 'tsconfig.base.json'), join(__dirname, 'fixtures/movers-window.measure.ts')],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  for await (const line of createInterface({ input: child.stdout })) {
    const figure = JSON.parse(line) as { name: string; value: number; unit: string };
    report(figure.name, figure.value, figure.unit);
  }
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`movers-window measurement exited with ${code}`);
}
