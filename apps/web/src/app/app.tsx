import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { createAppStore } from './store';

export function App() {
  const [store] = useState(createAppStore);
  const [router] = useState(createAppRouter);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
