import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_DOCUMENT_MAX_BYTES, MEETING_MESSAGES } from '@protocolist/contracts/meetings';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../test/app.ts';
import { multipart } from '../test/files.ts';
import { createMeeting, meetingBody } from '../test/meetings.ts';
import { MULTIPART_MESSAGES } from './multipart.ts';

/** A body that is not multipart at all: parsing it would answer 400, so any other answer proves it was never read. */
const broken = {
  payload: Buffer.from('--xyz\r\nContent-Disposition: form-data; name="document"; filename="a.pdf"\r\n\r\nunterminated'),
  headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
};

describe('multipart bodies (issue 14, item 1)', () => {
  let t: TestApp;
  let secretary: TestUser;
  let other: TestUser;
  let meetingId: number;
  const tmpFiles = () => readdirSync(path.join(t.dataDir, 'tmp'));

  beforeAll(async () => {
    t = await createTestApp();
    secretary = await createUser(t.app, 'secretary');
    other = await createUser(t.app, 'secretary');
    meetingId = (await createMeeting(t.app, secretary, meetingBody())).id;
  });
  afterAll(() => t.close());

  it('routes without files answer a multipart body with 415 in Russian, unread', async () => {
    const form = multipart({ email: 'a@b.ru', password: 'x' }, { file: { name: 'big.bin', data: Buffer.alloc(1024) } });
    for (const url of ['/api/login', '/api/change-password/send-link', '/api/refresh']) {
      const res = await t.app.inject({ method: 'POST', url, ...form });
      expect(res.statusCode, url).toBe(415);
      expect(res.json().message).toBe(MULTIPART_MESSAGES.notAccepted);
    }
    const tasks = await api(t.app, secretary, { method: 'POST', url: '/api/tasks', ...broken });
    expect(tasks.statusCode).toBe(415);
    expect(tmpFiles()).toEqual([]);
  });

  it('reads nothing before authentication, the role check and the ownership check', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/meetings', ...broken });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await api(t.app, other, { method: 'PUT', url: `/api/meetings/${meetingId}`, ...broken });
    expect(foreign.statusCode).toBe(404);
    const missing = await api(t.app, secretary, { method: 'PUT', url: '/api/meetings/987654', ...broken });
    expect(missing.statusCode).toBe(404);
    const badId = await api(t.app, secretary, { method: 'PUT', url: '/api/meetings/abc', ...broken });
    expect(badId.statusCode).toBe(422);
    // The owner gets through to the parser, which answers the broken body in Russian.
    const own = await api(t.app, secretary, { method: 'PUT', url: `/api/meetings/${meetingId}`, ...broken });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(MULTIPART_MESSAGES.broken);
    expect(tmpFiles()).toEqual([]);
  });

  it('checks the declared size before reading, cuts a file at its limit and refuses undeclared files', async () => {
    const huge = await api(t.app, secretary, {
      method: 'POST',
      url: '/api/meetings',
      ...broken,
      headers: { ...broken.headers, 'content-length': String(5 * 1024 ** 3) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(MULTIPART_MESSAGES.bodyTooLarge);

    const fields = { theme: 'Совещание', event_date: '2025-07-01', event_start_time: '10:00', event_end_time: '11:00' };
    const undeclared = await api(t.app, secretary, {
      method: 'POST',
      url: '/api/meetings',
      ...multipart(fields, { payload: { name: 'x.pdf', data: Buffer.from('%PDF-1.4') } }),
    });
    expect(undeclared.statusCode).toBe(422);
    expect(undeclared.json().errors).toEqual({ payload: [MULTIPART_MESSAGES.unexpectedFile] });

    const file = (name: string) =>
      `--b1\r\nContent-Disposition: form-data; name="document"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`;
    const res = await api(t.app, secretary, {
      method: 'POST',
      url: '/api/meetings',
      payload: `${file('a.pdf')}${file('b.pdf')}--b1--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=b1' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MULTIPART_MESSAGES.tooManyFiles);
    expect(tmpFiles()).toEqual([]);

    const big = await api(t.app, secretary, {
      method: 'POST',
      url: '/api/meetings',
      ...multipart(fields, { document: { name: 'scan.pdf', data: Buffer.alloc(MEETING_DOCUMENT_MAX_BYTES + 100) } }),
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ document: [MEETING_MESSAGES.documentTooLarge] });
    expect(tmpFiles()).toEqual([]);

    // A NUL byte in a file's name (RFC 5987 form) is the client's mistake: 422, never a database error.
    const nulName = await api(t.app, secretary, {
      method: 'POST',
      url: '/api/meetings',
      payload:
        Object.entries(fields)
          .map(([name, value]) => `--b1\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
          .join('') +
        `--b1\r\nContent-Disposition: form-data; name="document"; filename*=UTF-8''a%00.pdf\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--b1--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=b1' },
    });
    expect(nulName.statusCode).toBe(422);
    expect(Object.keys(nulName.json().errors)).toEqual(['document']);
    // Read whole before the check: removed once the answer is sent.
    await expect.poll(() => tmpFiles()).toEqual([]);
  });
});
