import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import {
  authApi,
  isUnauthorizedMutationError,
  sessionReducer,
} from '../features/auth/api';
import type { SessionState } from '../features/auth/api';
import { prefetchDashboard } from '../features/dashboard/prefetch';
import { api } from '../lib/api';

/**
 * When the session ends (logout, or a mutation answered 401) the cached data of that user is
 * dropped, so the next user never sees it.
 */
function sessionEndListener() {
  const listener = createListenerMiddleware<{ session: SessionState }>();
  listener.startListening({
    predicate: (action, _current, original) =>
      original.session.user !== null &&
      (authApi.endpoints.logout.matchFulfilled(action) ||
        isUnauthorizedMutationError(action)),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  return listener.middleware;
}

/**
 * A sign-in (login or signup) lands on the dashboard: its opportunities call leaves with the
 * sign-in's answer, not after the navigation and the route's first render, so the first rows come sooner.
 */
function signInListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) =>
      authApi.endpoints.login.matchFulfilled(action) ||
      authApi.endpoints.signup.matchFulfilled(action),
    effect: (_action, listenerApi) =>
      prefetchDashboard(listenerApi.dispatch, ''),
  });
  return listener.middleware;
}

export function createAppStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      session: sessionReducer,
    },
    middleware: (getDefault) =>
      getDefault()
        .prepend(sessionEndListener(), signInListener())
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
