import { useSelector } from 'react-redux';
import { useMeQuery } from '../api/auth.api';
import { selectSessionStatus } from '../api/session.slice';

/**
 * Asks the api for the session once on load (GET /api/auth/me); the session slice keeps the answer.
 * Skipped once the session is known: the boot call (app/boot-prefetch.ts) may have settled it
 * before this mounts, and a hook subscribing to a failed call sends it again, where docs/product.md §7 says
 * the session call is not retried. While the boot call is in flight this joins it.
 */
export function SessionLoader() {
  const status = useSelector(selectSessionStatus);
  useMeQuery(undefined, { skip: status !== 'unknown' });
  return null;
}
