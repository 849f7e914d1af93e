import type { CurrentUser } from '@overlay/contracts';
import { createSlice, isRejectedWithValue } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { isApiError } from '../../../lib/api-error';
import { authApi } from './auth.api';

/** docs/product.md §4 Session: unknown while the session call runs, then signed-in or signed-out. */
type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** The session call in flight, and whether a login/logout since then made its answer stale. */
  meRequestId: string | null;
  meSuperseded: boolean;
}

const initialState: SessionState = {
  status: 'unknown',
  user: null,
  meRequestId: null,
  meSuperseded: false,
};

/** docs/product.md §4: any mutation error whose message contains 401 clears the current user. */
export function isUnauthorizedMutationError(action: UnknownAction): boolean {
  if (!isRejectedWithValue(action)) return false;
  const arg = (action.meta as { arg?: { type?: string } }).arg;
  return (
    arg?.type === 'mutation' &&
    isApiError(action.payload) &&
    action.payload.message.includes('401')
  );
}

function signIn(state: SessionState, user: CurrentUser): void {
  state.status = 'signed-in';
  state.user = user;
  if (state.meRequestId) state.meSuperseded = true;
}

function signOut(state: SessionState): void {
  state.status = 'signed-out';
  state.user = null;
  if (state.meRequestId) state.meSuperseded = true;
}

/** Applies a session-call answer unless a login or logout happened while it was in flight. */
function settleMe(
  state: SessionState,
  requestId: string,
  apply: () => void,
): void {
  const stale = state.meRequestId === requestId && state.meSuperseded;
  if (state.meRequestId === requestId) {
    state.meRequestId = null;
    state.meSuperseded = false;
  }
  if (!stale) apply();
}

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionCleared: (state) => signOut(state),
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(authApi.endpoints.me.matchPending, (state, action) => {
        state.meRequestId = action.meta.requestId;
        state.meSuperseded = false;
      })
      .addMatcher(authApi.endpoints.me.matchFulfilled, (state, action) => {
        settleMe(state, action.meta.requestId, () =>
          signIn(state, action.payload),
        );
      })
      .addMatcher(authApi.endpoints.me.matchRejected, (state, action) => {
        // A deduplicated call (condition) is no answer; the running one will settle.
        if (action.meta.condition) return;
        // 401, or any other failure (the internal 'Failed to fetch user'), means signed out.
        settleMe(state, action.meta.requestId, () => signOut(state));
      })
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, action) =>
        signIn(state, action.payload),
      )
      .addMatcher(authApi.endpoints.signup.matchFulfilled, (state, action) =>
        signIn(state, action.payload),
      )
      .addMatcher(authApi.endpoints.logout.matchFulfilled, (state) =>
        signOut(state),
      )
      .addMatcher(isUnauthorizedMutationError, (state) => signOut(state));
  },
});

export const { sessionCleared } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession) => state.session;
export const selectSessionStatus = (state: WithSession) => state.session.status;
