import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { prefetchAtBoot } from './boot-prefetch';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { createAppStore } from './store';

export function App() {
  const [store] = useState(() => {
    const created = createAppStore();
    prefetchAtBoot(created);
    return created;
  });
  const [router] = useState(createAppRouter);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
