import { appendFileSync } from 'node:fs';
import { installStreamTraceSink } from '@overlay/domain';
import type { StreamTraceSink } from '@overlay/domain';

/**
 * The stream trace's file sink (see traceStream in @overlay/domain): with STREAM_TRACE_FILE and
 * STREAM_TRACE_RACE set, each stage a change of that race passes appends one JSON line
 * `{ stage, at, ...detail }` to the file (a stage naming no race counts for any). Installed when
 * this module loads; off by default. The bench reads it (bench/betwatch-stream).
 */
function fileStreamTraceSink(
  file: string | undefined,
  race: string | undefined,
): StreamTraceSink | null {
  if (!file || !race) return null;
  return (stage, raceIds, detail) => {
    const concerns =
      raceIds === undefined ||
      (typeof raceIds === 'string' ? raceIds === race : raceIds.includes(race));
    if (concerns)
      appendFileSync(
        file,
        `${JSON.stringify({ stage, at: Date.now(), ...detail })}\n`,
      );
  };
}

const sink = fileStreamTraceSink(
  process.env.STREAM_TRACE_FILE,
  process.env.STREAM_TRACE_RACE,
);
if (sink) installStreamTraceSink(sink);
