import { useNotifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyChunk } from '../../shared/ui';
import type { HostListens } from './overlays';

// Modals (Modal → ScrollArea → floating-ui) and the toast stack are not part of the first bundle (issue 16's
// /login budget): each loads the first time the app opens a modal or shows a notification, or in the background
// once the signed-in app's first screen is up (issue 23: a first toast offline had no code to show it with). Code
// that still fails to load says so in a corner and loads again; it never takes the page down.
const ModalsHost = lazyChunk(() => import('./overlays').then((m) => ({ default: m.ModalsHost })), { placement: 'corner', fallback: null });
const NotificationsHost = lazyChunk(() => import('./overlays').then((m) => ({ default: m.NotificationsHost })), {
  placement: 'corner',
  fallback: null,
});

// The `modals.open*` calls of @mantine/modals are window events with this prefix; close/update follow an open.
const MODAL_OPEN_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map((name) => `mantine-modals:${name}`);

function DeferredModals() {
  // Requests made before ModalsProvider listens, kept for the host to replay: also those made while its code loads.
  const requests = useRef<{ pending: CustomEvent[]; listening: boolean }>({ pending: [], listening: false });
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onOpen = (event: Event) => {
      if (requests.current.listening) return;
      requests.current.pending.push(event as CustomEvent);
      setWanted(true);
    };
    for (const name of MODAL_OPEN_EVENTS) window.addEventListener(name, onOpen);
    return () => {
      for (const name of MODAL_OPEN_EVENTS) window.removeEventListener(name, onOpen);
    };
  }, []);
  const hostListens = useCallback<HostListens>((listening) => {
    requests.current.listening = listening;
    return listening ? requests.current.pending.splice(0) : [];
  }, []);
  return wanted ? <ModalsHost hostListens={hostListens} /> : null;
}

function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? <NotificationsHost /> : null;
}

/**
 * The app's modal host and toast stack, each mounted when first needed. Each has a Suspense boundary of its own,
 * mounted with it: under one boundary for both, the first toast's host loading hid the ModalsProvider already shown
 * (for 300 ms at least, longer on a busy machine), a hidden tree loses its layout effects, which are where
 * ModalsProvider listens for `modals.open*`, and a confirmation asked for meanwhile never opened.
 */
export function DeferredOverlays() {
  return (
    <>
      <DeferredModals />
      <DeferredNotifications />
    </>
  );
}
