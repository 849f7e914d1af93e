import type { SeedFigures } from './market-realism.seed';

// The realism test's seeds and its per-seed table: `REALISM_SEEDS=1-20` (or `3,7,11`) runs the
// test over those seeds instead of the suite's and prints one line per seed.

/** Seeds from `1-20`, `3,7,11` or a mix (`1-5,9`); `fallback` when the text is absent or empty. */
export function seedsToRun(
  text: string | undefined,
  fallback: readonly number[],
): number[] {
  if (!text?.trim()) return [...fallback];
  const seeds = text.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().split('-').map(Number);
    if (!Number.isInteger(from) || !Number.isInteger(to) || to < from)
      throw new Error(`REALISM_SEEDS: cannot read "${part}"`);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
  return [...new Set(seeds)];
}

const COLUMNS: ReadonlyArray<[string, (f: SeedFigures) => number, number]> = [
  ['seed', (f) => f.seed, 0],
  ['races', (f) => f.races, 0],
  ['bookMin', (f) => f.winBookMin, 3],
  ['book112-130', (f) => f.winBookInRange, 3],
  ['metroMed', (f) => f.metroMedian, 3],
  ['dogsMed', (f) => f.greyhoundMedian, 3],
  ['backMed', (f) => f.backMedian, 3],
  ['layMed', (f) => f.layMedian, 3],
  ['metroLayIn', (f) => f.metroLayIn, 3],
  ['fullBfTB', (f) => f.completeTB, 2],
  ['moved>6h', (f) => f.moved['>6h'], 3],
  ['moved1-6h', (f) => f.moved['1-6h'], 3],
  ['moved<=15m', (f) => f.moved['<=15m'], 3],
  ['farBig', (f) => f.farBigMoves, 3],
  ['lateRaces', (f) => f.lateRaces, 0],
  ['favFirmed', (f) => f.favouriteFirmed, 3],
  ['posEV%', (f) => f.positiveShare * 100, 2],
  ['posExplained', (f) => f.positiveExplained, 3],
  ['bestMed%', (f) => f.bestMedian * 100, 1],
  ['bestMax%', (f) => f.bestMax * 100, 1],
];

/** One line per seed, columns aligned, for the report of a change to the feed. */
export function seedTable(figures: readonly SeedFigures[]): string {
  const rows = [
    COLUMNS.map(([name]) => name),
    ...figures.map((f) =>
      COLUMNS.map(([, read, digits]) => read(f).toFixed(digits)),
    ),
  ];
  const widths = COLUMNS.map((_, i) =>
    Math.max(...rows.map((row) => row[i].length)),
  );
  return rows
    .map((row) => row.map((cell, i) => cell.padStart(widths[i])).join(' '))
    .join('\n');
}
