// Flucs (issue #23, item 5): the time to draw a runner's chart with 17 books and a day of stored
// history (about 8,000 steps), rendered by React into jsdom (the SVG paths, not the paint). The
// work runs in a child tsx that reads apps/web/tsconfig.json for the JSX (fixtures/flucs-draw.measure.ts).
import { runMeasurement } from './fixtures/run-measurement';

type Report = (name: string, value: number, unit: string) => void;

export default function flucsDrawBench(report: Report): Promise<void> {
  return runMeasurement('fixtures/flucs-draw.measure.ts', 'apps/web/tsconfig.json', report);
}
