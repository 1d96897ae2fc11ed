import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, createUser, api, type TestApp, type TestUser } from '../../test/app.ts';
import { multipart } from '../../test/files.ts';

const image = (format: 'png' | 'jpeg' | 'gif', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#7a3fa0' } }).toFormat(format).toBuffer();

describe('avatars', () => {
  let t: TestApp;
  let manager: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await createUser(t.app, 'manager');
  });
  afterAll(() => t.close());

  /** The form the web app sends: POST with _method=PUT (seed §7). */
  const upload = (user: TestUser, target: { id: number }, fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) => {
    const form = multipart({ _method: 'PUT', ...fields }, file ? { avatar: file } : {});
    return api(t.app, user, { method: 'POST', url: `/api/users/${target.id}`, payload: form.payload, headers: form.headers });
  };
  const fetchAvatar = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('stores an uploaded image as a 256×256 WebP at a public, long-cached, unguessable URL', async () => {
    const user = await createUser(t.app, 'secretary', { manager_id: manager.id });
    const res = await upload(user, user, { full_name: 'Ульяна Фото' }, { name: 'me.png', data: await image('png'), type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const { avatar, full_name } = res.json().data;
    expect(full_name).toBe('Ульяна Фото');
    expect(avatar).toMatch(/^http:\/\/localhost:3000\/api\/avatars\/[A-Za-z0-9_-]{24}\.webp$/);

    const file = await fetchAvatar(avatar);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect((await api(t.app, user, { method: 'GET', url: '/api/me' })).json().data.avatar).toBe(avatar);
  });

  it('replaces the old file on a new upload and drops it with remove_avatar', async () => {
    const user = await createUser(t.app, 'manager');
    const first = (await upload(user, user, {}, { name: 'a.jpg', data: await image('jpeg'), type: 'image/jpeg' })).json().data.avatar;
    const second = (await upload(user, user, {}, { name: 'b.png', data: await image('png', 100, 500) })).json().data.avatar;
    expect(second).not.toBe(first);
    expect((await fetchAvatar(first)).statusCode).toBe(404);
    expect((await fetchAvatar(second)).statusCode).toBe(200);
    const removed = await api(t.app, user, { method: 'PUT', url: `/api/users/${user.id}`, payload: { remove_avatar: true } });
    expect(removed.json().data.avatar).toBeNull();
    expect((await fetchAvatar(second)).statusCode).toBe(404);
  });

  it('accepts an avatar when creating a user from a form', async () => {
    const form = multipart(
      { full_name: 'Фёдор Форма', email: 'fedor.form@example.com', password: 'secret123', manager_id: '' },
      { avatar: { name: 'f.jpg', data: await image('jpeg'), type: 'image/jpeg' } },
    );
    const res = await api(t.app, manager, { method: 'POST', url: '/api/users', payload: form.payload, headers: form.headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ role: 'secretary', manager: { id: manager.id } });
    expect((await fetchAvatar(res.json().data.avatar)).statusCode).toBe(200);
  });

  it('refuses non-images, other formats and files over 5 MB, changing nothing', async () => {
    const user = await createUser(t.app, 'manager', { full_name: 'Без Изменений' });
    const cases = [
      { file: { name: 'x.png', data: Buffer.from('not an image at all'), type: 'image/png' }, message: 'Аватар должен быть изображением JPEG, PNG или WebP' },
      { file: { name: 'x.gif', data: await image('gif'), type: 'image/gif' }, message: 'Аватар должен быть изображением JPEG, PNG или WebP' },
      { file: { name: 'x.png', data: Buffer.alloc(5 * 1024 * 1024 + 1), type: 'image/png' }, message: 'Размер аватара не должен превышать 5 МБ' },
    ];
    for (const { file, message } of cases) {
      const res = await upload(user, user, { full_name: 'Новое Имя' }, file);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.avatar).toEqual([message]);
    }
    const after = (await api(t.app, user, { method: 'GET', url: '/api/me' })).json().data;
    expect(after).toMatchObject({ full_name: 'Без Изменений', avatar: null });
  });

  it('answers 404 for unknown or malformed avatar names and 405 for a form without _method', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/AAAAAAAAAAAAAAAAAAAAAAAA.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/..%2F..%2Fjwt-secret' })).statusCode).toBe(404);
    const form = multipart({ full_name: 'X' }, {});
    const res = await api(t.app, manager, { method: 'POST', url: `/api/users/${manager.id}`, payload: form.payload, headers: form.headers });
    expect(res.statusCode).toBe(405);
  });
});
