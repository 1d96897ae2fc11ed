import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProtocolEvent } from '@protocolist/contracts/events';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';

/** Reads SSE frames from a fetch response until `count` events arrived or the time is up. */
async function collectEvents(response: Response, count: number, timeoutMs: number): Promise<ProtocolEvent[]> {
  const reader = response.body!.getReader();
  const events: ProtocolEvent[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(1, deadline - Date.now()))),
    ]);
    if (!chunk || chunk.done) break;
    buffer += new TextDecoder().decode(chunk.value);
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)));
    }
  }
  await reader.cancel();
  return events;
}

const event = (id: number): ProtocolEvent => ({
  type: 'protocol.stage',
  protocol_id: id,
  protocol_number: id,
  theme: 'Планёрка',
  stage: 'success_video_process',
  progress: 100,
  message: `Протокол №${id} «Планёрка»: обработка видео завершена`,
});

describe('GET /api/events', () => {
  let t: TestApp;
  let base: string;
  let alice: TestUser;
  let bob: TestUser;
  let aliceManager: TestUser;
  let otherManager: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    aliceManager = await createUser(t.app, 'manager');
    otherManager = await createUser(t.app, 'manager');
    admin = await createUser(t.app, 'admin');
    alice = await createUser(t.app, 'secretary', { manager_id: aliceManager.id });
    bob = await createUser(t.app, 'secretary', { manager_id: otherManager.id });
  });
  afterAll(() => t.close());

  const open = (headers: Record<string, string>, query = '') => fetch(`${base}/api/events${query}`, { headers });

  it('delivers a secretary her own events only', async () => {
    const aliceStream = await open({ authorization: `Bearer ${alice.token}` });
    const bobStream = await open({ authorization: `Bearer ${bob.token}` });
    expect(aliceStream.status).toBe(200);
    expect(aliceStream.headers.get('content-type')).toContain('text/event-stream');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.app.events.publish(alice.id, event(1));
    await t.app.events.publish(alice.id, event(2));
    const [aliceEvents, bobEvents] = await Promise.all([
      collectEvents(aliceStream, 2, 5000),
      collectEvents(bobStream, 1, 1500),
    ]);
    expect(aliceEvents.map((e) => e.protocol_id)).toEqual([1, 2]);
    expect(aliceEvents[0]!.message).toBe('Протокол №1 «Планёрка»: обработка видео завершена');
    expect(bobEvents).toEqual([]);
  });

  it('delivers the events of a protocol to everyone who may read it: her manager and admins, not other managers', async () => {
    const streams = await Promise.all(
      [aliceManager, admin, otherManager].map((user) => open({ authorization: `Bearer ${user.token}` })),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.app.events.publish(alice.id, event(3));
    const [ofManager, ofAdmin, ofOtherManager] = await Promise.all([
      collectEvents(streams[0]!, 1, 5000),
      collectEvents(streams[1]!, 1, 5000),
      collectEvents(streams[2]!, 1, 1500),
    ]);
    expect(ofManager.map((e) => e.protocol_id)).toEqual([3]);
    expect(ofAdmin.map((e) => e.protocol_id)).toEqual([3]);
    expect(ofOtherManager).toEqual([]);
  });

  it('accepts a short-lived ticket instead of the header, and refuses without either', async () => {
    const ticketResponse = await fetch(`${base}/api/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bob.token}` },
    });
    const { ticket } = (await ticketResponse.json()).data;
    const stream = await open({}, `?ticket=${encodeURIComponent(ticket)}`);
    expect(stream.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.app.events.publish(bob.id, event(7));
    expect((await collectEvents(stream, 1, 5000)).map((e) => e.protocol_id)).toEqual([7]);

    expect((await open({})).status).toBe(401);
    const forged = ticket.replace(/^\d+/, String(alice.id));
    expect((await open({}, `?ticket=${encodeURIComponent(forged)}`)).status).toBe(401);
  });
});
