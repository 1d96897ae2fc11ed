import type { FastifyInstance } from 'fastify';
import type { CreateMeetingRequest, Meeting } from '@protocolist/contracts/meetings';
import { api, type TestUser } from './app.ts';

/** Meetings made through the API, for the tests of the meetings and calendar modules. */
export const meetingBody = (overrides: Partial<CreateMeetingRequest> = {}): CreateMeetingRequest => ({
  theme: 'Планёрка',
  description: 'Итоги недели',
  link: 'https://meet.example.com/room',
  event_date: '2025-03-10',
  event_start_time: '10:00',
  event_end_time: '11:00',
  members: [],
  ...overrides,
});

export async function createMeeting(
  app: FastifyInstance,
  user: TestUser,
  overrides: Partial<CreateMeetingRequest> = {},
): Promise<Meeting> {
  const res = await api(app, user, { method: 'POST', url: '/api/meetings', payload: meetingBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`meeting not created: ${res.statusCode} ${res.body}`);
  return res.json().data as Meeting;
}

export async function listMeetings(app: FastifyInstance, user: TestUser, from: string, to: string, extra = '') {
  return api(app, user, { method: 'GET', url: `/api/meetings?start_date_at=${from}&end_date_at=${to}${extra}` });
}

/** Polls until `check` holds (background jobs finish on their own time), or fails with the last value seen. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
