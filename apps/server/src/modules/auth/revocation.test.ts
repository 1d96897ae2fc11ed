import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { protocols } from '../../db/schema.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createProtocol } from '../../test/protocols.ts';

/*
 * Issue 14, «sessions that end»: logout, blocking and a password change void every artefact of a session — the
 * refresh token, the signed video link, the event-stream ticket — and close the session's open event streams.
 * A test per artefact and per way of ending. Real HTTP on loopback (the streams are real sockets).
 */
describe('sessions that end', () => {
  let t: TestApp;
  let base: string;
  let manager: TestUser;
  let protocolOf: Map<number, number>;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    manager = await createUser(t.app, 'manager');
    protocolOf = new Map();
  });
  afterAll(() => t.close());

  const call = async (method: string, url: string, token: string | null, body?: object) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, json: text.startsWith('{') ? JSON.parse(text) : null };
  };

  /** A secretary of the manager with a protocol that has a video. */
  async function secretaryWithVideo(): Promise<TestUser> {
    const secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
    const protocol = await createProtocol(t.app, secretary);
    const key = `videos/${protocol.id}/clip.mp4`;
    await t.app.storage.putStream(key, Readable.from([Buffer.from('not really a video, but bytes')]));
    await t.app.db
      .update(protocols)
      .set({ video: { key, name: 'clip.mp4', size: 29, mime: 'video/mp4', duration: 1 } })
      .where(eq(protocols.id, protocol.id));
    protocolOf.set(secretary.id, protocol.id);
    return secretary;
  }

  interface Session {
    token: string;
    videoUrl: string;
    ticket: string;
    /** Open event streams: one opened with the ticket, one with the bearer header. */
    streams: Response[];
  }

  /** Signs in and makes every artefact a session has. */
  async function signIn(user: TestUser, password = user.password): Promise<Session> {
    const login = await call('POST', '/api/login', null, { email: user.email, password });
    expect(login.status).toBe(200);
    const token = login.json.data.token as string;
    const video = await call('GET', `/api/protocols/${protocolOf.get(user.id)}/video-url`, token);
    expect(video.status).toBe(200);
    const ticket = await call('POST', '/api/events/ticket', token);
    expect(ticket.status).toBe(200);
    const streams = [
      await fetch(`${base}/api/events?ticket=${encodeURIComponent(ticket.json.data.ticket)}`),
      await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` } }),
    ];
    for (const stream of streams) expect(stream.status).toBe(200);
    return { token, videoUrl: video.json.data.url, ticket: ticket.json.data.ticket, streams };
  }

  /** Whether the server ended the stream (reads until the end; a stream left open fails the test's timeout). */
  async function ended(stream: Response): Promise<true> {
    const reader = stream.body!.getReader();
    for (;;) if ((await reader.read()).done) return true;
  }

  /** Whether the stream is still open: it sends nothing and is not ended while a fresh request round-trips. */
  async function stillOpen(stream: Response): Promise<boolean> {
    const reader = stream.body!.getReader();
    const first = await reader.read(); // the «connected» frame
    let done = first.done;
    const next = reader.read().then((result) => (done = result.done));
    await fetch(`${base}/healthz`);
    await new Promise((resolve) => setImmediate(resolve));
    reader.releaseLock();
    void next.catch(() => undefined);
    return !done;
  }

  const video = (session: Session) => fetch(`${base}${session.videoUrl}`);
  const openWithTicket = (session: Session) => fetch(`${base}/api/events?ticket=${encodeURIComponent(session.ticket)}`);

  async function expectAllVoid(session: Session) {
    expect((await call('GET', '/api/me', session.token)).status).toBe(401);
    expect((await call('POST', '/api/refresh', session.token)).status).toBe(401);
    const link = await video(session);
    expect(link.status).toBe(403);
    expect((await link.json()).message).toBe('Ссылка на видео устарела, обновите страницу');
    expect((await openWithTicket(session)).status).toBe(401);
    expect(await Promise.all(session.streams.map(ended))).toEqual([true, true]);
  }

  async function expectAllLive(session: Session) {
    expect((await call('GET', '/api/me', session.token)).status).toBe(200);
    expect((await video(session)).status).toBe(200);
    const stream = await openWithTicket(session);
    expect(stream.status).toBe(200);
    await stream.body!.cancel();
    for (const open of session.streams) expect(await stillOpen(open)).toBe(true);
  }

  it('before anything ends, every artefact works', async () => {
    const secretary = await secretaryWithVideo();
    const session = await signIn(secretary);
    await expectAllLive(session);
    for (const stream of session.streams) await stream.body!.cancel();
  });

  it('logout voids the refresh token, the video link, the ticket and closes the streams of that session only', async () => {
    const secretary = await secretaryWithVideo();
    const ending = await signIn(secretary);
    const other = await signIn(secretary);
    expect((await call('POST', '/api/logout', ending.token)).status).toBe(200);
    await expectAllVoid(ending);
    await expectAllLive(other);
    for (const stream of other.streams) await stream.body!.cancel();
  });

  it('logout voids a token of the session refreshed before it, and the refresh of the old one', async () => {
    const secretary = await secretaryWithVideo();
    const session = await signIn(secretary);
    const refreshed = await call('POST', '/api/refresh', session.token);
    expect(refreshed.status).toBe(200);
    const newToken = refreshed.json.data.token as string;
    // The video link and ticket were made with the first token: same session, still alive.
    expect((await video(session)).status).toBe(200);
    expect((await call('POST', '/api/logout', newToken)).status).toBe(200);
    expect((await call('POST', '/api/refresh', newToken)).status).toBe(401);
    expect((await video(session)).status).toBe(403);
    expect((await openWithTicket(session)).status).toBe(401);
    expect(await Promise.all(session.streams.map(ended))).toEqual([true, true]);
  });

  it('blocking by the manager voids every session of the secretary', async () => {
    const secretary = await secretaryWithVideo();
    const sessions = [await signIn(secretary), await signIn(secretary)];
    const blocked = await call('PUT', `/api/users/${secretary.id}`, manager.token, { is_active: false });
    expect(blocked.status).toBe(200);
    for (const session of sessions) await expectAllVoid(session);
  });

  it('a password change voids every session, the one that changed it too; the new password signs in', async () => {
    const secretary = await secretaryWithVideo();
    const sessions = [await signIn(secretary), await signIn(secretary)];
    const changed = await call('PUT', `/api/users/${secretary.id}`, sessions[0]!.token, {
      password: 'new-secret-456',
      current_password: secretary.password,
    });
    expect(changed.status).toBe(200);
    for (const session of sessions) await expectAllVoid(session);
    await expectAllLive(await signIn(secretary, 'new-secret-456'));
  });
});
