import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchAtBoot } from './app/boot-prefetch';
import { createAppStore } from './app/store';
import { applyDocumentTheme } from './app/providers';
import {
  readThemePreference,
  resolveTheme,
  systemPrefersDark,
} from './lib/theme/theme-preference';
import './styles.css';

// Before the first paint, so a dark-theme user never sees a white flash.
applyDocumentTheme(resolveTheme(readThemePreference(), systemPrefersDark()));

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const store = createAppStore();
prefetchAtBoot(store);
createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
