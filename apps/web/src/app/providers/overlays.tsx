import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { COMMON } from '../../shared/config';

/** Replays the events that asked for the first modal, once ModalsProvider (an earlier sibling) listens. */
function Replay({ events }: { events: CustomEvent[] }) {
  useEffect(() => {
    for (const event of events.splice(0)) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }, [events]);
  return null;
}

/** The modal host for `modals.*` calls (no children: the calls are window events). Loaded on the first modal. */
export function ModalsHost({ pending }: { pending: CustomEvent[] }) {
  return (
    <>
      <ModalsProvider labels={{ confirm: COMMON.save, cancel: COMMON.cancel }} />
      <Replay events={pending} />
    </>
  );
}

/** The toast stack for `notifications.*` calls; the store keeps what was shown before it loaded. */
export function NotificationsHost() {
  return <Notifications position="top-right" autoClose={5000} />;
}
