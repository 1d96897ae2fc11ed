import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/charts/styles.css';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { useRussianZodMessages as installRussianZodMessages } from '@protocolist/contracts/zod-ru';
import { AppProviders } from './providers/AppProviders';
import { createAppRouter } from './router/router';
import { createAppStore } from './store';

installRussianZodMessages();
dayjs.locale('ru');

const store = createAppStore();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
