import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { prefetchAtBoot } from './boot-prefetch';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { createAppStore } from './store';

export function App() {
  const [store] = useState(() => {
    const created = createAppStore();
    prefetchAtBoot(created);
    return created;
  });
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
