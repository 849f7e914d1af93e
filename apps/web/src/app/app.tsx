import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/** The app on a store that main.tsx made (and started the boot calls on) before rendering. */
export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
