// Runs the fake Betwatch v1 server for development (docs/feeds.md, "Running against the fake"):
//   npm run fake:betwatch -- --port 4010 [--seed 42] [--frames-per-second 20] [--hours 6]
// then start the product with ODDS_FEED=betwatch FEED_URL=http://127.0.0.1:4010 FEED_API_KEY=bw_test_key.
// The scripted race day follows the wall clock here (one step a second, a keepalive every 15 s);
// tests move it themselves instead.
import { FAKE_BETWATCH_KEY, FakeBetwatchServer } from './fake-betwatch.server';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? Number.NaN : Number(process.argv[index + 1]);
  return Number.isFinite(value) ? value : fallback;
}

async function main(): Promise<void> {
  const port = option('port', 4010);
  const extraFramesPerSecond = option('frames-per-second', 0);
  const fake = new FakeBetwatchServer(Date.now(), {
    seed: option('seed', 42),
    afterMs: option('hours', 6) * 3_600_000,
  });
  const url = await fake.start(port);
  console.log(
    `Fake Betwatch v1 at ${url} (X-API-Key: ${FAKE_BETWATCH_KEY}), ${fake.day.races.size} races`,
  );
  console.log(
    `Start Overlay with: ODDS_FEED=betwatch FEED_URL=${url} FEED_API_KEY=${FAKE_BETWATCH_KEY} npm start`,
  );
  let beats = 0;
  const step = setInterval(() => {
    fake.day.advance(1_000);
    if (extraFramesPerSecond > 0) fake.day.pulse(extraFramesPerSecond);
    if (++beats % 15 === 0) fake.ping();
  }, 1_000);
  const stop = () => {
    clearInterval(step);
    void fake.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
