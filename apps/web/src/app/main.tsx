// Mantine's styles in the `mantine` cascade layer: the app's own styles (CSS modules, the theme's classNames) win
// over them whatever order the code-split chunks load their CSS in.
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';
import '@mantine/charts/styles.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers/AppProviders';
import { createAppRouter } from './router/router';
import { createAppStore } from './store';
import { listenForInstallPrompt } from '../shared/lib';

listenForInstallPrompt();

const store = createAppStore();
const router = createAppRouter(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
