// Flucs (docs/product.md §3): the time to draw a runner's chart with 17 books and a day of stored
// history (about 8,000 steps), in Chromium (paint included) and in jsdom (React and the SVG paths). The
// work runs in a child tsx that reads apps/web/tsconfig.json for the JSX (fixtures/flucs-draw.measure.ts).
import { measureFlucsInChromium } from './fixtures/flucs-draw.browser';
import { runMeasurement } from './fixtures/run-measurement';

type Report = (name: string, value: number, unit: string) => void;

/** Printed beside the previous main's figures: bench/run.ts runs it in that tree too. */
export const besidePreviousByRunner = true;

export default async function flucsDrawBench(report: Report): Promise<void> {
  // In a browser: what a punter waits for (layout and paint included).
  await measureFlucsInChromium(report);
  // In jsdom: React and the SVG alone. jsdom's getComputedStyle (Recharts reads the axis font)
  // matches every antd rule in JavaScript and dominates this figure; a browser does it natively.
  await runMeasurement('fixtures/flucs-draw.measure.ts', 'apps/web/tsconfig.json', report);
}
