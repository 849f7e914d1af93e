import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/antd.css';
import { registerServiceWorker } from '../features/channels';
import { App } from './app';
import type { AppStore } from './store';

/** Renders the app into `container` on the store main.tsx made and started the boot calls on. */
export function mountApp(container: HTMLElement, store: AppStore): void {
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
  // Push alerts and the offline shell (features/channels); after the load, off the first paint.
  registerServiceWorker();
}
