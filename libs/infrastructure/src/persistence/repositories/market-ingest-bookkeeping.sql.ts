import { LEADER_EPOCH_SHARED } from '../../leader/leader-fence';
import { shiftParams } from './shift-params';

// The statements around an ingest's writes (typeorm-market-ingest.repository.ts): its lock, what
// it compares against, and the bookkeeping of the fetch once stored. Each is one round trip: on a
// busy box every round trip of a write waits ~3 ms on average (bench/README.md, "Writing only the
// runners that changed").

/** The ingest lock (docs/architecture.md §3): every writer of the market takes it, so writes never interleave. */
export const LOCK_MARKET = 'SELECT pg_advisory_xact_lock($1)';

/** The ingest lock with the transaction's commit not waiting for the disk (a crash may lose a feed's last write, which the next fetch repeats). */
export const LOCK_INGEST = `${LOCK_MARKET}, set_config('synchronous_commit', 'off', true)`;

/**
 * What the ingest compares against, in one read: the source's last snapshot hash (a row of kind
 * `source`, the source added when new), the stored hashes of the batch's races (`race`; $2 their
 * ids) and those of the runners (`runner`, with the runner's id) of the races whose stored hash
 * differs from the batch's ($3, in $2's order): only those races are written, and a polling feed's
 * fetch lists a whole day (~7,700 runners on a Saturday) of which a few races changed.
 */
export const STORED_STATE = `
  WITH added AS (INSERT INTO feed_sources (source) VALUES ($1) ON CONFLICT DO NOTHING RETURNING last_snapshot_hash)
  SELECT 'source' AS kind, NULL::text AS race_ext_id, NULL::text AS id, NULL::text AS ext_id,
         last_snapshot_hash AS content_hash FROM added
  UNION ALL SELECT 'source', NULL, NULL, NULL, last_snapshot_hash FROM feed_sources WHERE source = $1
  UNION ALL SELECT 'race', ext_race_id, NULL, NULL, content_hash FROM races WHERE ext_race_id = ANY($2::text[])
  UNION ALL SELECT 'runner', u.race_ext_id, u.id::text, u.ext_id, u.content_hash
    FROM unnest($2::text[], $3::text[]) AS listed (ext_race_id, content_hash)
    JOIN races r ON r.ext_race_id = listed.ext_race_id AND r.content_hash IS DISTINCT FROM listed.content_hash
    JOIN runners u ON u.race_ext_id = listed.ext_race_id`;

/**
 * Every race a fetch listed was confirmed at the snapshot's time, changed or not. A confirmation
 * less than 10 s newer than the stored one is not written: fast-lane ticks every few seconds
 * would rewrite the same rows for an age nobody can tell apart.
 */
const CONFIRM_RACES = `
  UPDATE races SET confirmed_at = $2::timestamptz
  WHERE ext_race_id = ANY($1::text[])
    AND (confirmed_at IS NULL OR confirmed_at < $2::timestamptz - interval '10 seconds')`;

/**
 * The fetch stored: the source's hash and last success, and when the market changed, the next
 * data version across all sources and every other source's hash forgotten (it no longer
 * describes the stored races: it must not skip its next ingest as unchanged, after ODDS_FEED is
 * switched and back, say). Returns the latest version. The statement's reads see the table as it
 * started, so the version is the greater of the old maximum and the one just set (`others` runs
 * whether read or not, as every data-modifying WITH does). With it, every race the fetch listed
 * confirmed ($5, at $6: CONFIRM_RACES). Parameters: source, snapshot hash, success time,
 * changed, the listed race ids, the confirmation time. As the write's last statement it reads the
 * leader's epoch too (checkLeaderEpoch: a stale leader's write rolls back).
 */
export const RECORD_SUCCESS = `
  WITH confirmed AS (${shiftParams(CONFIRM_RACES, 4)}), others AS (
    UPDATE feed_sources SET last_snapshot_hash = NULL
    WHERE $4::boolean AND source <> $1 AND last_snapshot_hash IS NOT NULL
    RETURNING 1
  ), own AS (
    UPDATE feed_sources SET last_snapshot_hash = $2, last_success_at = COALESCE($3, last_success_at),
      updated_at = now(),
      data_version = CASE WHEN $4::boolean THEN (SELECT max(data_version) + 1 FROM feed_sources)
                          ELSE data_version END
    WHERE source = $1
    RETURNING data_version
  )
  SELECT greatest((SELECT max(data_version) FROM feed_sources), (SELECT data_version FROM own)) AS version,
         ${LEADER_EPOCH_SHARED} AS leader_epoch`;
