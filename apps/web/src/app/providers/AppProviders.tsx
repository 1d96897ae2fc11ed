import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { COMMON } from '../../shared/config';
import { theme } from '../../shared/ui';
import type { AppStore } from '../store';
import { AppErrorBoundary } from './AppErrorBoundary';
import './toasts.css';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <AppErrorBoundary>
        <Provider store={store}>
          <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
            <ModalsProvider labels={{ confirm: COMMON.save, cancel: COMMON.cancel }}>
              <Notifications position="top-right" autoClose={5000} />
              {children}
            </ModalsProvider>
          </DatesProvider>
        </Provider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
