// The part of sherpa-onnx-node's API this project uses (the package ships JavaScript with JSDoc only).
declare module 'sherpa-onnx-node' {
  export interface OfflineModelConfig {
    transducer?: { encoder: string; decoder: string; joiner: string };
    nemoCtc?: { model: string };
    tokens: string;
    numThreads?: number;
    debug?: number;
    provider?: string;
    modelType?: string;
  }

  export interface OfflineRecognizerConfig {
    featConfig?: { sampleRate: number; featureDim: number };
    modelConfig: OfflineModelConfig;
    decodingMethod?: 'greedy_search' | 'modified_beam_search';
  }

  export interface OfflineRecognizerResult {
    text: string;
    tokens: string[];
    timestamps: number[];
  }

  export class OfflineStream {
    acceptWaveform(wave: { samples: Float32Array; sampleRate: number }): void;
  }

  export class OfflineRecognizer {
    constructor(config: OfflineRecognizerConfig);
    createStream(): OfflineStream;
    decode(stream: OfflineStream): void;
    getResult(stream: OfflineStream): OfflineRecognizerResult;
  }

  export interface VadConfig {
    sileroVad: {
      model: string;
      threshold: number;
      minSilenceDuration: number;
      minSpeechDuration: number;
      maxSpeechDuration: number;
      windowSize: number;
    };
    sampleRate: number;
    numThreads?: number;
    debug?: number;
  }

  export class Vad {
    constructor(config: VadConfig, bufferSizeInSeconds: number);
    acceptWaveform(samples: Float32Array): void;
    isEmpty(): boolean;
    front(enableExternalBuffer?: boolean): { start: number; samples: Float32Array };
    pop(): void;
    flush(): void;
  }

  export interface OfflineSpeakerDiarizationConfig {
    segmentation: { pyannote: { model: string }; numThreads?: number; debug?: number };
    embedding: { model: string; numThreads?: number; debug?: number };
    clustering: { numClusters: number; threshold: number };
    minDurationOn?: number;
    minDurationOff?: number;
  }

  export class OfflineSpeakerDiarization {
    constructor(config: OfflineSpeakerDiarizationConfig);
    readonly sampleRate: number;
    process(samples: Float32Array): { start: number; end: number; speaker: number }[];
  }
}
