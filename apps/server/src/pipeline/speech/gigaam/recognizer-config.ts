import type { OfflineRecognizerConfig } from 'sherpa-onnx-node';
import type { GigaamLayout } from './layout.ts';
import { SAMPLE_RATE } from './vad.ts';

/** sherpa-onnx's OfflineRecognizer for a GigaAM folder: 64 mel bins, greedy decoding, CPU. */
export function recognizerConfig(model: GigaamLayout, threads: number): OfflineRecognizerConfig {
  const common = { tokens: model.tokens, numThreads: threads, debug: 0, provider: 'cpu' };
  return {
    featConfig: { sampleRate: SAMPLE_RATE, featureDim: 64 },
    modelConfig:
      model.kind === 'ctc'
        ? { ...common, nemoCtc: { model: model.model } }
        : { ...common, transducer: { encoder: model.encoder, decoder: model.decoder, joiner: model.joiner }, modelType: 'nemo_transducer' },
    decodingMethod: 'greedy_search',
  };
}
