import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

export default async function globalTeardown() {
  const state = globalThis.__OVERLAY_TEST_PG__;
  if (!state) return;
  await state.server.stop();
  state.removeData(state.dataDir); // as root the cluster may live outside the checkout
  rmSync(dirname(state.dataDir), { recursive: true, force: true });
}
