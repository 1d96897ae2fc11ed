import type { OfflineSpeakerDiarization } from 'sherpa-onnx-node';
import type { Segment } from '../types.ts';

export interface DiarizationSettings {
  segmentationModel: string;
  embeddingModel: string;
  /** How many people spoke, when known (the protocol's members); null: the clustering threshold decides. */
  speakers: number | null;
}

export function diarizationConfig(settings: DiarizationSettings, threads: number) {
  return {
    segmentation: { pyannote: { model: settings.segmentationModel }, numThreads: threads, debug: 0 },
    embedding: { model: settings.embeddingModel, numThreads: threads, debug: 0 },
    clustering: { numClusters: settings.speakers && settings.speakers > 1 ? settings.speakers : -1, threshold: 0.5 },
    minDurationOn: 0.3,
    minDurationOff: 0.5,
  };
}

export interface SpeakerTurn {
  start: number;
  end: number;
  speaker: number;
}

/**
 * Labels every segment with the speaker who talks most within it: «Спикер 1», «Спикер 2» … numbered in the
 * order their voices are first heard. A segment no turn overlaps keeps no label.
 */
export function labelSpeakers(segments: readonly Segment[], turns: readonly SpeakerTurn[]): Segment[] {
  const numbers = new Map<number, number>();
  return segments.map((segment) => {
    const overlap = new Map<number, number>();
    for (const turn of turns) {
      const shared = Math.min(segment.end, turn.end) - Math.max(segment.start, turn.start);
      if (shared > 0) overlap.set(turn.speaker, (overlap.get(turn.speaker) ?? 0) + shared);
    }
    const best = [...overlap.entries()].sort((a, b) => b[1] - a[1])[0];
    if (!best) return { ...segment, speaker: null };
    if (!numbers.has(best[0])) numbers.set(best[0], numbers.size + 1);
    return { ...segment, speaker: `Спикер ${numbers.get(best[0])}` };
  });
}

export function speakerTurns(diarization: OfflineSpeakerDiarization, samples: Float32Array): SpeakerTurn[] {
  return diarization.process(samples);
}
