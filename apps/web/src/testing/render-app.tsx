import { afterAll } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { Location, NavigateFunction } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { dashboardRouteLoading } from '../app/routes/dashboard-route-loader';
import { createAppStore } from '../app/store';

// The sign-in screens start the dashboard chunk's download (public-only.tsx). A spec that ends
// before it has loaded would tear jsdom down under the import: wait for it.
afterAll(async () => {
  await dashboardRouteLoading()?.catch(() => undefined);
});

/** What a test reads of the router (where the app is now) and its navigate (Back: -1). */
interface RouterView {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Keeps `view` on the router's current location and navigate function. */
function LocationProbe({ view }: { view: RouterView }) {
  view.state.location = useLocation();
  view.navigate = useNavigate();
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
    navigate: () => {
      throw new Error('The router has not rendered yet');
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
