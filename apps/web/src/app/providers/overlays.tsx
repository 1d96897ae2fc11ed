import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useLayoutEffect } from 'react';
import { COMMON } from '../../shared/config';

/** ModalsProvider starts (true) or stops (false) hearing `modals.open*`; starting hands over the requests made before. */
export type HostListens = (listening: boolean) => CustomEvent[];

/**
 * Replays the requests that came before ModalsProvider (an earlier sibling, so its layout effect — where it starts
 * listening — has run) in the same layout effect that says it listens: no request is missed or heard twice.
 */
function Replay({ hostListens }: { hostListens: HostListens }) {
  useLayoutEffect(() => {
    for (const event of hostListens(true)) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    return () => void hostListens(false);
  }, [hostListens]);
  return null;
}

/** The modal host for `modals.*` calls (no children: the calls are window events). Loaded on the first modal. */
export function ModalsHost({ hostListens }: { hostListens: HostListens }) {
  return (
    <>
      <ModalsProvider labels={{ confirm: COMMON.save, cancel: COMMON.cancel }} />
      <Replay hostListens={hostListens} />
    </>
  );
}

/** The toast stack for `notifications.*` calls; the store keeps what was shown before it loaded. */
export function NotificationsHost() {
  return <Notifications position="top-right" autoClose={5000} />;
}
