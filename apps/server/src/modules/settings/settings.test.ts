import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, api, type TestApp, type TestUser } from '../../test/app.ts';
import { getOrganizationSettings } from './service.ts';

describe('organisation settings', () => {
  let t: TestApp;
  let admin: TestUser;
  let secretary: TestUser;
  let manager: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ TZ_ORGANIZATION: 'Asia/Yekaterinburg' });
    admin = await createUser(t.app, 'admin');
    manager = await createUser(t.app, 'manager');
    secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
  });
  afterAll(() => t.close());

  it('starts with the default name and the configured timezone', async () => {
    const res = await api(t.app, secretary, { method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ organization_name: 'Наша организация', timezone: 'Asia/Yekaterinburg', protocol_numbering: 'yearly' });
  });

  it('needs a signed-in user to read', async () => {
    const res = await api(t.app, null, { method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(401);
  });

  it('lets only the admin change them', async () => {
    for (const user of [secretary, manager]) {
      const res = await api(t.app, user, {
        method: 'PUT',
        url: '/api/settings',
        payload: { organization_name: 'Чужая', timezone: 'Europe/Moscow' },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await getOrganizationSettings(t.app)).organization_name).toBe('Наша организация');
  });

  it('rejects a blank name, a long name and an unknown timezone in Russian', async () => {
    const blank = await api(t.app, admin, {
      method: 'PUT',
      url: '/api/settings',
      payload: { organization_name: '  ', timezone: 'Moscow/Europe' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      organization_name: ['Поле обязательно для заполнения'],
      timezone: ['Неизвестный часовой пояс, ожидается название вида Europe/Moscow'],
    });
    const long = await api(t.app, admin, {
      method: 'PUT',
      url: '/api/settings',
      payload: { organization_name: 'О'.repeat(256), timezone: 'Europe/Moscow' },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('Не более 255 символов');
    const missing = await api(t.app, admin, { method: 'PUT', url: '/api/settings', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.timezone).toEqual(['Поле обязательно для заполнения']);
  });

  it('saves, trims and serves the admin’s settings to everyone', async () => {
    const res = await api(t.app, admin, {
      method: 'PUT',
      url: '/api/settings',
      payload: { organization_name: '  ООО «Ромашка» ', timezone: 'Asia/Vladivostok' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Настройки сохранены',
      data: { organization_name: 'ООО «Ромашка»', timezone: 'Asia/Vladivostok' },
    });
    const again = await api(t.app, admin, {
      method: 'PUT',
      url: '/api/settings',
      payload: { organization_name: 'ООО «Ромашка и партнёры»', timezone: 'Europe/Moscow' },
    });
    expect(again.statusCode).toBe(200);
    const read = await api(t.app, manager, { method: 'GET', url: '/api/settings' });
    expect(read.json().data).toEqual({ organization_name: 'ООО «Ромашка и партнёры»', timezone: 'Europe/Moscow', protocol_numbering: 'yearly' });
    expect(await getOrganizationSettings(t.app)).toEqual(read.json().data);
  });

  it('keeps the protocol numbering the admin chose, yearly by default, and rejects an unknown one', async () => {
    const saved = await api(t.app, admin, {
      method: 'PUT',
      url: '/api/settings',
      payload: { organization_name: 'ООО «Ромашка»', timezone: 'Europe/Moscow', protocol_numbering: 'secretary' },
    });
    expect(saved.json().data.protocol_numbering).toBe('secretary');
    const wrong = await api(t.app, admin, {
      method: 'PUT',
      url: '/api/settings',
      payload: { organization_name: 'ООО «Ромашка»', timezone: 'Europe/Moscow', protocol_numbering: 'random' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.protocol_numbering).toEqual(['Выберите нумерацию протоколов из списка']);
    const omitted = await api(t.app, admin, {
      method: 'PUT',
      url: '/api/settings',
      payload: { organization_name: 'ООО «Ромашка»', timezone: 'Europe/Moscow' },
    });
    expect(omitted.json().data.protocol_numbering).toBe('yearly');
  });
});
