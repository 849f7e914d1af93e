import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';
import { createAppStore } from '../app/store';

/** The whole app at a path, with a memory router and a fresh store (or the one given). Mock fetch first. */
export function renderApp(path = '/', store = createAppStore()) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // No delay between keystrokes: antd forms re-render on each, and the default timer adds up.
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, store, router, user };
}

/**
 * One screen component on its own (a feature's page not yet routed in app/, as the web-feature
 * generator's test renders it) under the app's providers and a memory router. Mock fetch first.
 */
export function renderScreen(
  element: ReactElement,
  { path = '/', store = createAppStore() } = {},
) {
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [path],
  });
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, store, router, user };
}
