// A product data folder (DATA_DIR) for the process-level tests. As root, `<dataDir>/pg` may be a
// symlink to a cluster outside the checkout (the postgres user cannot always reach it; see
// libs/infrastructure/src/database/embedded-postgres.location.ts): look and clean up through it.
import { realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** The folder PostgreSQL runs in (`postgres -D <it>`), for finding its processes. */
export function clusterFolder(dataDir) {
  const pg = join(dataDir, 'pg');
  try {
    return realpathSync(pg);
  } catch {
    return pg;
  }
}

/** Deletes the data folder and the cluster it links to (run after PostgreSQL has stopped). */
export async function removeDataFolder(dataDir) {
  const { EmbeddedPostgresServer } = await tsImport(
    '../../libs/infrastructure/src/database/embedded-postgres.server.ts',
    import.meta.url,
  );
  EmbeddedPostgresServer.removeData(join(dataDir, 'pg'));
  rmSync(dataDir, { recursive: true, force: true });
}
