import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ConnectionErrorPage } from '../../pages/connection-error';

interface State {
  failed: boolean;
}

/** Any render error ends in the seed's full-page 'Нет подключения к интернету' with a reload button. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ConnectionErrorPage /> : this.props.children;
  }
}
