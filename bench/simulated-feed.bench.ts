// The simulated feed's cost per refresh: building the whole 25-hour window of a Saturday from a
// fresh market, against parsing the very same snapshot from JSON (what the file feed pays for
// it), side by side in this run. Best of 5 each, after one warm-up.
import './fixtures/workspace-paths';
import { SimulatedMarket } from '../libs/infrastructure/src/feeds/simulated/simulated-market';

type Report = (name: string, value: number, unit: string) => void;

const SATURDAY_MORNING = new Date('2026-11-20T22:00:00Z');

function best(run: () => unknown): number {
  let fastest = Infinity;
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

export default function simulatedFeed(report: Report): void {
  const text = JSON.stringify(new SimulatedMarket(1).snapshotAt(SATURDAY_MORNING));
  let seed = 2;
  const build = best(() => new SimulatedMarket(seed++).snapshotAt(SATURDAY_MORNING));
  const parse = best(() => JSON.parse(text));
  report('simulated.window_build', build, 'ms');
  report('simulated.json_parse_same_window', parse, 'ms');
  report('simulated.build_vs_parse', build / parse, 'x');
}
