import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { notificationSlice } from '../../../entities/notification';
import { processingProgressSlice } from '../../../entities/video';
import { baseApi } from '../../../shared/api';
import { runEventStream } from './event-stream';
import { handleProtocolEvent, handleTaskReportEvent, parseProtocolEvent } from './handle-event';
import { SseParser } from './sse-parser';

const stageEvent = {
  type: 'protocol.stage',
  protocol_id: 12,
  protocol_number: 3,
  theme: 'Планёрка',
  stage: 'success_video_process',
  progress: 100,
  message: 'Протокол №3 «Планёрка»: обработка видео завершена',
};

describe('event-stream parser', () => {
  it('assembles messages split anywhere, skipping comments and keeping the retry hint', () => {
    const parser = new SseParser();
    const text = `retry: 3000\n: connected\n\nevent: protocol.progress\ndata: {"a":1}\n\n: keep-alive\n\nevent: protocol.stage\r\ndata: line1\r\ndata: line2\r\n\r\n`;
    const messages = [];
    for (let i = 0; i < text.length; i += 7) messages.push(...parser.feed(text.slice(i, i + 7)));
    expect(messages).toEqual([
      { event: 'protocol.progress', data: '{"a":1}' },
      { event: 'protocol.stage', data: 'line1\nline2' },
    ]);
    expect(parser.retryMs).toBe(3000);
  });

  it('reads only protocol events with a protocol id', () => {
    expect(parseProtocolEvent({ event: 'protocol.stage', data: JSON.stringify(stageEvent) })).toEqual(stageEvent);
    expect(parseProtocolEvent({ event: 'message', data: JSON.stringify(stageEvent) })).toBeNull();
    expect(parseProtocolEvent({ event: 'protocol.stage', data: '{oops' })).toBeNull();
    expect(parseProtocolEvent({ event: 'protocol.stage', data: '{"stage":"final"}' })).toBeNull();
  });
});

function storeRecordingActions() {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [notificationSlice.reducerPath]: notificationSlice.reducer,
      [processingProgressSlice.reducerPath]: processingProgressSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, record),
  });
  return { store, actions };
}

describe('handling a report of the person responsible', () => {
  it('refetches the protocol\'s tasks and the register and raises the toast that opens the protocol', () => {
    const { store, actions } = storeRecordingActions();
    const event = { type: 'task.report', task_id: 5, protocol_id: 12, protocol_number: 3, message: 'Попова Елена сообщает о выполнении задачи по протоколу №3' };
    expect(handleTaskReportEvent(store.dispatch, { event: 'task.report', data: JSON.stringify(event) })).toBe(true);
    expect(store.getState().notification).toEqual({ message: event.message, isVisible: true, protocolId: 12 });
    const invalidation = actions.find((action) => action.type.includes('invalidateTags')) as { payload: unknown } | undefined;
    expect(invalidation?.payload).toEqual([{ type: 'ProtocolTask', id: 'protocol-12' }, { type: 'Protocol', id: 12 }, 'Assignment']);
  });

  it('leaves other events to the other handlers and survives a damaged frame', () => {
    const { store } = storeRecordingActions();
    expect(handleTaskReportEvent(store.dispatch, { event: 'speech.model', data: '{}' })).toBe(false);
    expect(handleTaskReportEvent(store.dispatch, { event: 'task.report', data: '{oops' })).toBe(true);
    expect(store.getState().notification.isVisible).toBe(false);
  });
});

describe('handling protocol events', () => {
  it('moves the processing bar on progress without refetching anything', () => {
    const { store, actions } = storeRecordingActions();
    handleProtocolEvent(store.dispatch, { ...stageEvent, type: 'protocol.progress', stage: 'video_process', progress: 42, message: null });
    expect(store.getState().processingProgress.progress).toEqual({ 12: 42 });
    expect(actions.some((action) => action.type.includes('invalidateTags'))).toBe(false);
    expect(store.getState().notification.isVisible).toBe(false);
  });

  it('refreshes the protocol and shows the toast when processing ends', () => {
    const { store, actions } = storeRecordingActions();
    handleProtocolEvent(store.dispatch, { ...stageEvent, type: 'protocol.progress', stage: 'video_process', progress: 90, message: null });
    handleProtocolEvent(store.dispatch, stageEvent as never);
    const state = store.getState();
    expect(state.processingProgress.progress).toEqual({});
    expect(state.notification).toEqual({ message: stageEvent.message, isVisible: true, protocolId: 12 });
    const invalidation = actions.find((action) => action.type.includes('invalidateTags')) as { payload: unknown } | undefined;
    expect(invalidation?.payload).toEqual([
      { type: 'Protocol', id: 12 },
      { type: 'Protocol', id: 'LIST' },
      { type: 'FinalProtocol', id: 12 },
    ]);
  });

  it('stays quiet about stage changes that are not the end of processing', () => {
    const { store } = storeRecordingActions();
    handleProtocolEvent(store.dispatch, { ...stageEvent, stage: 'video_process', progress: 0, message: null } as never);
    expect(store.getState().notification.isVisible).toBe(false);
    expect(store.getState().processingProgress.progress).toEqual({ 12: 0 });
  });
});

function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('the event stream connection', () => {
  it('sends the token, renews it on 401, reconnects after a break and stops when signed out', async () => {
    let token: string | null = 'old';
    const seen: { authorization: string | null }[] = [];
    const opened: boolean[] = [];
    const received: string[] = [];
    const controller = new AbortController();
    const fetchFn = (async (_url: string, init: RequestInit) => {
      const authorization = new Headers(init.headers).get('Authorization');
      seen.push({ authorization });
      if (authorization === 'Bearer old') return new Response(null, { status: 401 });
      if (seen.length === 2) return new Response(streamOf('event: protocol.stage\ndata: {"n":', '1}\n\n'), { status: 200 });
      if (seen.length === 3) return Promise.reject(new TypeError('Failed to fetch'));
      token = null; // the session ends while the stream is open
      return new Response(streamOf('event: protocol.stage\ndata: {"n":2}\n\n'), { status: 200 });
    }) as typeof fetch;

    await runEventStream({
      url: '/api/events',
      getToken: () => token,
      renewToken: async () => {
        token = 'new';
        return true;
      },
      onMessage: (message) => received.push(message.data),
      onOpen: (reconnected) => opened.push(reconnected),
      signal: controller.signal,
      fetchFn,
      retryBaseMs: 1,
      retryMaxMs: 4,
    });

    expect(seen.map((call) => call.authorization)).toEqual(['Bearer old', 'Bearer new', 'Bearer new', 'Bearer new']);
    expect(received).toEqual(['{"n":1}', '{"n":2}']);
    expect(opened).toEqual([false, true]);
  });

  it('ends when the session cannot be renewed', async () => {
    let calls = 0;
    await runEventStream({
      url: '/api/events',
      getToken: () => 'expired',
      renewToken: async () => false,
      onMessage: () => {},
      signal: new AbortController().signal,
      fetchFn: (async () => (calls++, new Response(null, { status: 401 }))) as typeof fetch,
      retryBaseMs: 1,
    });
    expect(calls).toBe(1);
  });
});
