import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { ADMIN, repoRoot } from '../support/server.ts';
import { atPath, gone, signIn, signInWithForm, visible } from '../support/browser.ts';
import { callApi } from '../protocols/protocol-helpers.ts';
import { chooseFiles, visibleWithin } from '../video/video-helpers.ts';
import { protocolWithVideo } from './speech-helpers.ts';

const FIXTURES = path.join(repoRoot, 'apps/server/fixtures/speech');
const ARCHIVE = path.join(FIXTURES, 'tiny-gigaam-ctc.tar.bz2');
const CLIP = path.resolve(repoRoot, '../shared/speech/cv-ru/common_voice_ru_18858598.wav');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The catalogue of this site (ASR_MODELS_CATALOG) holds a tiny model of GigaAM's shape as the main model. Its
 * source is a port nobody listens on, and auto-download is off: the server has no model and no network.
 */
function tinyCatalog(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-speech-'));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'catalog.json');
  const files = ['model.onnx', 'tokens.txt'].map((name) => readFileSync(path.join(FIXTURES, 'gigaam-ctc', name)));
  const archive = readFileSync(ARCHIVE);
  writeFileSync(
    file,
    JSON.stringify([
      {
        id: 'tiny-gigaam',
        kind: 'gigaam',
        title: 'Маленькая GigaAM для тестов',
        licence: 'MIT',
        page: 'https://example.test/tiny-gigaam',
        source: { kind: 'archive', url: 'http://127.0.0.1:9/tiny-gigaam-ctc.tar.bz2', bytes: archive.length, sha256: sha256(archive) },
        files: [
          { name: 'model.onnx', bytes: files[0]!.length, sha256: sha256(files[0]!) },
          { name: 'tokens.txt', bytes: files[1]!.length, sha256: sha256(files[1]!) },
        ],
      },
    ]),
  );
  return file;
}

function modelRow(page: Page) {
  return page.getByTestId('model-tiny-gigaam');
}

describe('speech recognition with no model and no network', () => {
  const e2e = useE2E({
    serverEnv: { ASR_AUTO_DOWNLOAD: '0', ASR_MODELS_CATALOG: tinyCatalog(), GIGAAM_MODEL: 'tiny-gigaam', GIGAAM_THREADS: '1', JOB_POLL_SECONDS: '0.5' },
  });

  test('the secretary’s protocol waits, the admin’s page explains and takes the model archive, the protocol goes on', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const secretaryToken = await api.login(secretary.email, secretary.password);
    const protocolId = await protocolWithVideo(e2e.server.url, secretaryToken);

    // The secretary sees a plain sentence: no paths, no commands.
    const secretaryPage = await e2e.newSession();
    await signIn(secretaryPage, api, secretary, `/main/protocols/${protocolId}`);
    const note = await visibleWithin(secretaryPage.getByTestId('processing-note'), 30_000);
    expect(await note.textContent()).toBe('Ждёт модель распознавания речи: обработка начнётся сама, как только модель будет готова');

    // The admin is told on every page, and the page «Распознавание речи» explains the state.
    await signInWithForm(page, ADMIN.email, ADMIN.password);
    await atPath(page, '/main/settings');
    await visible(page.getByTestId('speech-banner'));
    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Распознавание речи' }).click();
    await atPath(page, '/main/speech');
    await visible(page.getByRole('heading', { name: 'Распознавание речи', level: 1 }));
    expect(await page.getByTestId('speech-engine').textContent()).toBe('GigaAM (sherpa-onnx, на этом сервере)');
    // The warning is said once here: the page's own, not the banner of the other pages as well.
    await visible(page.getByTestId('speech-not-ready'));
    expect(await page.getByTestId('speech-banner').count()).toBe(0);
    expect(await page.getByText('модель распознавания речи', { exact: false }).count()).toBe(1);
    expect(await page.getByTestId('speech-not-ready').textContent()).toBe('Основная модель распознавания речи ещё не загружена.');
    if (process.env.E2E_SCREENSHOTS) {
      mkdirSync(path.join(repoRoot, 'test-results/speech'), { recursive: true });
      await page.screenshot({ path: path.join(repoRoot, 'test-results/speech/speech-page-not-ready.png'), fullPage: true });
    }
    await visible(page.getByText('Автоматическая загрузка моделей выключена', { exact: false }));
    expect(await page.getByText('ASR_AUTO_DOWNLOAD', { exact: false }).count()).toBe(0);
    await visible(modelRow(page).getByText('не загружена'));
    await visible(page.getByTestId('model-gigaam-v3-e2e-rnnt').getByText('232 МБ'));

    // A broken archive is refused with its reason; the real one is checked and installed.
    const notArchive = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-not-archive-')), 'model.tar.bz2');
    writeFileSync(notArchive, 'это не архив');
    await chooseFiles(page, modelRow(page).getByRole('button', { name: 'Загрузить файл модели' }), notArchive);
    await visible(page.getByText('Архив не подошёл: архив повреждён или это не архив .tar.bz2'));
    await chooseFiles(page, modelRow(page).getByRole('button', { name: 'Загрузить файл модели' }), ARCHIVE);
    await visibleWithin(modelRow(page).getByText('готова'), 30_000);
    await gone(page.getByTestId('speech-not-ready'));
    await visible(page.getByText('Распознавание речи готово к работе.'));

    // The waiting protocol went on by itself.
    await visibleWithin(secretaryPage.getByTestId('transcript-segment').first(), 60_000);
    await expect
      .poll(async () => (await callApi<{ stage: string }>(api, 'GET', `/api/protocols/${protocolId}`, secretaryToken)).stage, { timeout: 60_000 })
      .toBe('success_video_process');

    // The check: a short clip, its text and its real-time factor.
    await chooseFiles(page, page.getByRole('button', { name: 'Выбрать запись' }), CLIP);
    await page.getByRole('button', { name: 'Распознать' }).click();
    const result = await visibleWithin(page.getByTestId('speech-check-result'), 30_000);
    expect(await result.textContent()).toMatch(/Коэффициент реального времени \d+,\d{3} \(\d+,\d с на 5,4 с записи\)/);
    if (process.env.E2E_SCREENSHOTS) {
      mkdirSync(path.join(repoRoot, 'test-results/speech'), { recursive: true });
      await page.screenshot({ path: path.join(repoRoot, 'test-results/speech/speech-page.png'), fullPage: true });
    }
    // Elsewhere the banner is gone too.
    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Настройки' }).click();
    await atPath(page, '/main/settings');
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await page.getByTestId('speech-banner').count()).toBe(0);
  }, 180_000);
});
