import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpeechConfig } from '../../config.ts';
import { createSpeechEngine } from './factory.ts';

describe('loadSpeechConfig (the speech part of loadConfig)', () => {
  it('defaults to GigaAM with the managed model, fetched when first needed', () => {
    expect(loadSpeechConfig({ DATA_DIR: '/data' })).toEqual({
      engine: 'gigaam',
      gigaam: { modelDir: null, model: 'gigaam-v3-e2e-rnnt', threads: 0 },
      models: { dir: '/data/models', autoDownload: true, mirrorUrl: null, catalogFile: null },
      diarization: { enabled: false, segmentationModel: 'pyannote-segmentation-3.0', embeddingModel: '3dspeaker-campplus-zh-en' },
      whisper: {
        model: 'small',
        dataDir: '/data',
        autoDownload: false,
        modelBaseUrl: 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main',
        threads: 0,
        audioCtx: 0,
      },
      openai: { url: null, apiKey: null, model: 'whisper-1', maxBytes: 24 * 1024 * 1024 },
    });
  });

  it('reads every variable', () => {
    const config = loadSpeechConfig(
      {
        ASR_ENGINE: 'openai',
        ASR_URL: 'http://gpu:8000',
        ASR_API_KEY: 'key',
        ASR_MODEL: 'large-v3',
        ASR_MAX_BYTES: '1000000',
        WHISPER_MODEL: 'large-v3-turbo',
        WHISPER_AUTO_DOWNLOAD: '1',
        WHISPER_MODEL_BASE_URL: 'http://mirror/models',
        WHISPER_THREADS: '8',
        WHISPER_AUDIO_CTX: '768',
        GIGAAM_MODEL_DIR: '/opt/gigaam',
        GIGAAM_MODEL: 'gigaam-v3-e2e-ctc',
        GIGAAM_THREADS: '2',
        ASR_AUTO_DOWNLOAD: '0',
        ASR_MODELS_URL: 'http://mirror/speech',
        ASR_MODELS_CATALOG: '/etc/protocolist/models.json',
        DIARIZATION: '1',
        DIARIZATION_SEGMENTATION_MODEL: 'seg',
        DIARIZATION_EMBEDDING_MODEL: 'emb',
        DATA_DIR: '/data',
      },
    );
    expect(config).toEqual({
      engine: 'openai',
      gigaam: { modelDir: '/opt/gigaam', model: 'gigaam-v3-e2e-ctc', threads: 2 },
      models: { dir: '/data/models', autoDownload: false, mirrorUrl: 'http://mirror/speech', catalogFile: '/etc/protocolist/models.json' },
      diarization: { enabled: true, segmentationModel: 'seg', embeddingModel: 'emb' },
      whisper: { model: 'large-v3-turbo', dataDir: '/data', autoDownload: true, modelBaseUrl: 'http://mirror/models', threads: 8, audioCtx: 768 },
      openai: { url: 'http://gpu:8000', apiKey: 'key', model: 'large-v3', maxBytes: 1_000_000 },
    });
  });

  it('rejects bad values with Russian messages naming the variable', () => {
    expect(() => loadSpeechConfig({ ASR_ENGINE: 'vosk' })).toThrow('ASR_ENGINE=«vosk»: ожидается одно из: gigaam, whisper, openai, subtitles');
    expect(() => loadSpeechConfig({ ASR_MODELS_URL: 'mirror/speech' })).toThrow('ASR_MODELS_URL=«mirror/speech»: ожидается адрес, начинающийся с http:// или https://');
    expect(() => loadSpeechConfig({ GIGAAM_THREADS: '-1' })).toThrow('GIGAAM_THREADS=«-1»: ожидается целое число не меньше 0');
    expect(() => loadSpeechConfig({ ASR_ENGINE: 'openai' })).toThrow('ASR_URL: обязателен при ASR_ENGINE=openai');
    expect(() => loadSpeechConfig({ ASR_URL: 'gpu:8000' })).toThrow('ASR_URL=«gpu:8000»: ожидается адрес, начинающийся с http:// или https://');
    expect(() => loadSpeechConfig({ WHISPER_THREADS: 'many' })).toThrow('WHISPER_THREADS=«many»: ожидается целое число не меньше 0');
    expect(() => loadSpeechConfig({ ASR_MAX_BYTES: '1000' })).toThrow('ASR_MAX_BYTES=«1000»: ожидается целое число не меньше 65536');
    // A typo no longer reads as «off».
    expect(() => loadSpeechConfig({ ASR_AUTO_DOWNLOAD: 'onn' })).toThrow('ASR_AUTO_DOWNLOAD=«onn»: ожидается 1/0, true/false, yes/no или on/off');
    for (const [raw, value] of [['on', true], ['YES', true], ['0', false], ['off', false], ['', true]] as const) {
      expect(loadSpeechConfig({ ASR_AUTO_DOWNLOAD: raw }).models.autoDownload, raw).toBe(value);
    }
  });
});

describe('createSpeechEngine', () => {
  it('picks the engine from the config, subtitles first when uploaded', async () => {
    expect(createSpeechEngine(loadSpeechConfig({ DATA_DIR: '/data' })).name).toBe('gigaam');
    const whisper = loadSpeechConfig({ ASR_ENGINE: 'whisper', DATA_DIR: '/data' });
    expect(createSpeechEngine(whisper).name).toBe('whisper');
    expect(createSpeechEngine(whisper, { engine: 'gigaam' }).name).toBe('gigaam');
    expect(createSpeechEngine(loadSpeechConfig({ ASR_ENGINE: 'openai', ASR_URL: 'http://x' })).name).toBe('openai');
    const dir = await mkdtemp(path.join(tmpdir(), 'factory-'));
    try {
      const vtt = path.join(dir, 'meeting.vtt');
      await writeFile(vtt, 'WEBVTT\n\n00:00.000 --> 00:01.500\n<v Иванов И. И.>Начинаем.\n');
      const engine = createSpeechEngine(whisper, { subtitlesPath: vtt });
      expect(engine.name).toBe('subtitles');
      expect(await engine.transcribe('/unused.wav', { language: 'ru' })).toEqual([{ start: 0, end: 1.5, speaker: 'Иванов И. И.', text: 'Начинаем.' }]);
      const notSubtitles = path.join(dir, 'notes.srt');
      await writeFile(notSubtitles, 'просто текст');
      await expect(createSpeechEngine(whisper, { subtitlesPath: notSubtitles }).transcribe('/unused.wav', { language: 'ru' })).rejects.toThrow(
        'Файл субтитров не распознан: нужен формат WebVTT или SRT',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('asks for subtitles when recognition is switched off', async () => {
    const engine = createSpeechEngine(loadSpeechConfig({ ASR_ENGINE: 'subtitles' }));
    await expect(engine.transcribe('/unused.wav', { language: 'ru' })).rejects.toMatchObject({ code: 'subtitles_missing' });
  });
});
