import { can } from '@protocolist/contracts/policies';
import { useEffect } from 'react';
import { useSelector, useStore } from 'react-redux';
import { applyRecordingEvent, parseRecordingEvent } from '../../../entities/recording';
import { selectRole } from '../../../entities/session';
import { selectToken } from '../../../shared/api';
import { useAppDispatch } from '../../../shared/lib';
import { EVENTS_URL, eventsApi } from '../api/events-api';
import { runEventStream } from '../model/event-stream';
import { catchUpAfterReconnect, handleProtocolEvent, handleSpeechEvent, handleTaskReportEvent, parseProtocolEvent } from '../model/handle-event';

/**
 * Keeps one live event stream per tab while a secretary (her protocols) or an administrator (speech models) is
 * signed in (mounted once in the /main layout).
 * A token renewed meanwhile is picked up on the next reconnect; signing out closes the stream.
 */
export function ProtocolEventsListener() {
  const signedIn = !!useSelector(selectToken);
  const role = useSelector(selectRole);
  const dispatch = useAppDispatch();
  const store = useStore();
  // Processing news concern whoever uploads videos to her own protocols; model news the speech admins.
  const active = signedIn && (can(role, 'work.create') || can(role, 'speech.manage'));

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const getToken = () => selectToken(store.getState());
    void runEventStream({
      url: EVENTS_URL,
      getToken,
      renewToken: async () => {
        const request = dispatch(eventsApi.endpoints.createEventsTicket.initiate());
        await request.unwrap().catch(() => undefined);
        request.reset();
        return !!getToken();
      },
      onMessage: (message) => {
        const event = parseProtocolEvent(message);
        const recordingEvent = event ? null : parseRecordingEvent(message.event, message.data);
        if (event) handleProtocolEvent(dispatch, event);
        else if (recordingEvent) applyRecordingEvent(dispatch, recordingEvent);
        else if (!handleTaskReportEvent(dispatch, message)) handleSpeechEvent(dispatch, message);
      },
      onOpen: (reconnected) => {
        if (reconnected) catchUpAfterReconnect(dispatch);
      },
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [active, dispatch, store]);

  return null;
}
