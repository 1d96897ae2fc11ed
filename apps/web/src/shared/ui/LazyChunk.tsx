import { Alert, Button, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { Component, lazy, Suspense, useReducer, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { CHUNK_TEXTS } from '../config/messages';
import { registerChunk } from '../lib/chunks';

interface BoundaryProps {
  children: ReactNode;
  /** Where the failure is said: in the flow of the page, or in a corner (for overlays that have no place of their own). */
  placement: 'inline' | 'corner';
  onRetry: () => void;
}

/** A part whose code failed to load says so where it stands, tries again when the connection returns or on «Повторить». */
class ChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  retry = (): void => {
    if (!this.state.failed) return;
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const alert = (
      <Alert color="orange" variant="light" icon={<IconWifiOff size={18} />} role="alert" data-testid="chunk-failed" p="xs">
        <Group gap="sm" wrap="wrap" justify="space-between">
          <Text fz="sm">{CHUNK_TEXTS.failed}</Text>
          <Button size="compact-sm" variant="light" color="orange" onClick={this.retry}>
            {CHUNK_TEXTS.retry}
          </Button>
        </Group>
      </Alert>
    );
    if (this.props.placement === 'inline') return alert;
    return <div style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, maxWidth: 'min(420px, calc(100vw - 32px))' }}>{alert}</div>;
  }
}

interface ChunkOptions {
  /** Shown while the code loads (`null`: nothing); left out, the caller's Suspense shows its own. */
  fallback?: ReactNode;
  placement?: BoundaryProps['placement'];
}

/**
 * A lazily loaded component (React.lazy) that is fetched in the background after the first screen
 * (`prefetchChunks`) and, should its code fail to load, shows a small error in its own place instead of taking
 * the app down, and loads again (a failed React.lazy stays failed: a new one is made for each try).
 */
// `any` as in React.lazy's own signature: the loaded component's props are whatever it declares.
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  { fallback, placement = 'inline' }: ChunkOptions = {},
): ComponentType<ComponentProps<T>> {
  registerChunk(load);
  let current = lazy(load);
  function LazyChunk(props: ComponentProps<T>) {
    const [, tried] = useReducer((count: number) => count + 1, 0);
    const Loaded = current;
    return (
      <ChunkBoundary
        placement={placement}
        onRetry={() => {
          current = lazy(load);
          tried();
        }}
      >
        {fallback === undefined ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={fallback}>
            <Loaded {...props} />
          </Suspense>
        )}
      </ChunkBoundary>
    );
  }
  return LazyChunk;
}
