import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { createAppStore } from '../app/store';

/** What a test reads of the router: where the app is now. */
interface RouterView {
  state: { location: Location };
}

/** Keeps `view.state.location` on the router's current location. */
function LocationProbe({ view }: { view: RouterView }) {
  view.state.location = useLocation();
  return null;
}

/** The whole app at a path, with a memory router and a fresh store (or the one given). Mock fetch first. */
export function renderApp(path = '/', store = createAppStore()) {
  const url = new URL(path, 'http://localhost');
  const router: RouterView = {
    state: {
      location: {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        state: null,
        key: 'default',
      },
    },
  };
  // No delay between keystrokes: antd forms re-render on each, and the default timer adds up.
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe view={router} />
      </MemoryRouter>
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
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, store, user };
}
