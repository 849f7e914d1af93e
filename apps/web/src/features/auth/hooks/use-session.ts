import { useSelector } from 'react-redux';
import { selectSession } from '../api/session.slice';
import type { SessionState } from '../api/session.slice';

/** The session as docs/product.md §4 knows it: unknown, signed-in with a user, or signed-out. */
export function useSession(): Pick<SessionState, 'status' | 'user'> {
  const { status, user } = useSelector(selectSession);
  return { status, user };
}
