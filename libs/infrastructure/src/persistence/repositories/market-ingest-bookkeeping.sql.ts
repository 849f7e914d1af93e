// The statements around an ingest's writes (typeorm-market-ingest.repository.ts): its lock, what
// it compares against, and the bookkeeping of the fetch once stored.

/** The ingest lock (docs/architecture.md §3), with the transaction's commit not waiting for the disk. */
export const LOCK_INGEST = `SELECT pg_advisory_xact_lock($1), set_config('synchronous_commit', 'off', true)`;

/** The source's last snapshot hash, the source added when new (null then). */
export const SOURCE_LAST_HASH = `
  WITH added AS (INSERT INTO feed_sources (source) VALUES ($1) ON CONFLICT DO NOTHING RETURNING last_snapshot_hash)
  SELECT last_snapshot_hash FROM added
  UNION ALL SELECT last_snapshot_hash FROM feed_sources WHERE source = $1`;

/** The stored hashes of some races (rows with a null id), and their runners' (id, ext id, hash). */
export const STORED_RACES_AND_RUNNERS = `
  SELECT ext_race_id AS race_ext_id, NULL::text AS id, NULL::text AS ext_id, content_hash
    FROM races WHERE ext_race_id = ANY($1::text[])
  UNION ALL
  SELECT race_ext_id, id::text, ext_id, content_hash FROM runners WHERE race_ext_id = ANY($1::text[])`;

/**
 * The fetch stored: the source's hash and last success, and when the market changed, the next
 * data version across all sources and every other source's hash forgotten (it no longer
 * describes the stored races: it must not skip its next ingest as unchanged, after ODDS_FEED is
 * switched and back, say). Returns the latest version. The statement's reads see the table as it
 * started, so the version is the greater of the old maximum and the one just set (`others` runs
 * whether read or not, as every data-modifying WITH does).
 */
export const RECORD_SUCCESS = `
  WITH others AS (
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
  SELECT greatest((SELECT max(data_version) FROM feed_sources), (SELECT data_version FROM own)) AS version`;

/**
 * Every race a fetch listed was confirmed at the snapshot's time, changed or not. A confirmation
 * less than 10 s newer than the stored one is not written: fast-lane ticks every few seconds
 * would rewrite the same rows for an age nobody can tell apart.
 */
export const CONFIRM_RACES = `
  UPDATE races SET confirmed_at = $2::timestamptz
  WHERE ext_race_id = ANY($1::text[])
    AND (confirmed_at IS NULL OR confirmed_at < $2::timestamptz - interval '10 seconds')`;
