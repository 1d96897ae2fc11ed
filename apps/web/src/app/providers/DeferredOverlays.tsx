import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

// Modals (Modal → ScrollArea → floating-ui) and the toast stack are not part of the first bundle (issue 16's
// /login budget): each loads the first time the app opens a modal or shows a notification.
const ModalsHost = lazy(() => import('./overlays').then((m) => ({ default: m.ModalsHost })));
const NotificationsHost = lazy(() => import('./overlays').then((m) => ({ default: m.NotificationsHost })));

// The `modals.open*` calls of @mantine/modals are window events with this prefix; close/update follow an open.
const MODAL_OPEN_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map((name) => `mantine-modals:${name}`);

function DeferredModals() {
  const [pending] = useState<CustomEvent[]>([]);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const onOpen = (event: Event) => {
      pending.push(event as CustomEvent);
      setWanted(true);
    };
    for (const name of MODAL_OPEN_EVENTS) window.addEventListener(name, onOpen);
    return () => {
      for (const name of MODAL_OPEN_EVENTS) window.removeEventListener(name, onOpen);
    };
  }, [wanted, pending]);
  return wanted ? <ModalsHost pending={pending} /> : null;
}

function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? <NotificationsHost /> : null;
}

/** The app's modal host and toast stack, each mounted when first needed. */
export function DeferredOverlays() {
  return (
    <Suspense fallback={null}>
      <DeferredModals />
      <DeferredNotifications />
    </Suspense>
  );
}
