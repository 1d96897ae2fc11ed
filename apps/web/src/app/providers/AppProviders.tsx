import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { theme } from '../../shared/ui';
import type { AppStore } from '../store';
import { AppErrorBoundary } from './AppErrorBoundary';
import { DeferredOverlays } from './DeferredOverlays';
import './toasts.css';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <AppErrorBoundary>
        <Provider store={store}>
          <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
            {children}
            <DeferredOverlays />
          </DatesProvider>
        </Provider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
