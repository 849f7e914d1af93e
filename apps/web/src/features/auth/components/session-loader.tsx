import { useMeQuery } from '../api/auth.api';

/** Asks the api for the session once on load (GET /api/auth/me); the session slice keeps the answer. */
export function SessionLoader() {
  useMeQuery();
  return null;
}
