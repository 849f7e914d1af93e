import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
