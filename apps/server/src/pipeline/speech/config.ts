import { SPEECH_ENGINES, type SpeechEngineName } from '@protocolist/contracts/speech';

/** The managed GigaAM model used when GIGAAM_MODEL does not name another (v3 e2e transducer, int8). */
export const DEFAULT_GIGAAM_MODEL = 'gigaam-v3-e2e-rnnt';

export { SPEECH_ENGINES, type SpeechEngineName };

/** Speech recognition settings; read from the environment by `loadConfig` (apps/server/src/config.ts). */
export interface SpeechConfig {
  /**
   * ASR_ENGINE: gigaam (default: GigaAM through sherpa-onnx), whisper, openai, or subtitles (no recognition: a
   * subtitle file must come with the video).
   */
  engine: SpeechEngineName;
  gigaam: {
    /** GIGAAM_MODEL_DIR: an unpacked sherpa-onnx model folder; null = the managed model in DATA_DIR/models. */
    modelDir: string | null;
    /** GIGAAM_MODEL: catalogue id of the managed model used until the admin picks another. */
    model: string;
    /** GIGAAM_THREADS: 0 = min(4, CPUs). */
    threads: number;
  };
  models: {
    /** DATA_DIR/models: one folder per managed model. */
    dir: string;
    /** ASR_AUTO_DOWNLOAD (on unless 0): fetch the engine's model the first time it is needed. */
    autoDownload: boolean;
    /** ASR_MODELS_URL: a mirror that serves every catalogue file by its file name (air-gapped sites). */
    mirrorUrl: string | null;
    /** ASR_MODELS_CATALOG: a JSON file with more catalogue entries (a site's own models). */
    catalogFile: string | null;
  };
  diarization: {
    /** DIARIZATION=1: label speakers («Спикер 1» …) in GigaAM transcripts; off by default. */
    enabled: boolean;
    /** DIARIZATION_SEGMENTATION_MODEL: catalogue id of the segmentation model (pyannote 3.0 by default). */
    segmentationModel: string;
    /** DIARIZATION_EMBEDDING_MODEL: catalogue id of the speaker-embedding model. */
    embeddingModel: string;
  };
  whisper: {
    /** WHISPER_MODEL: path to a ggml file, or a model name kept in DATA_DIR/models; 'small' by default. */
    model: string;
    dataDir: string;
    /** WHISPER_AUTO_DOWNLOAD=1: download a named model on first use. */
    autoDownload: boolean;
    /** WHISPER_MODEL_BASE_URL: where models are downloaded from. */
    modelBaseUrl: string;
    /** WHISPER_THREADS: 0 = min(4, CPUs). */
    threads: number;
    /** WHISPER_AUDIO_CTX: whisper.cpp --audio-ctx, 0 = full (smaller is faster, less accurate). */
    audioCtx: number;
  };
  openai: {
    /** ASR_URL: an OpenAI-compatible server root ({ASR_URL}/v1/audio/transcriptions). */
    url: string | null;
    /** ASR_API_KEY. */
    apiKey: string | null;
    /** ASR_MODEL: 'whisper-1' by default. */
    model: string;
    /** ASR_MAX_BYTES: audio above this is sent in pieces; 24 MiB by default (OpenAI's limit is 25 MB). */
    maxBytes: number;
  };
}
