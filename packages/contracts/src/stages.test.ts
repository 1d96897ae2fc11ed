import { describe, expect, it } from 'vitest';
import { PROTOCOL_STAGES } from './enums.ts';
import { AUTOMATIC_STAGES, STAGE_GROUPS, STAGE_RULES, stagesWhere } from './stages.ts';

describe('stage rules', () => {
  it('lets a transcript file change only before or between recognition runs', () => {
    expect(stagesWhere(STAGE_RULES.canAttachSubtitles)).toEqual([
      'no_video',
      'video_uploaded',
      'success_video_process',
      'error_video_process',
    ]);
  });

  it('names the stages only upload and processing set', () => {
    expect(stagesWhere(STAGE_RULES.isAutomatic)).toEqual([...AUTOMATIC_STAGES]);
    expect(stagesWhere(STAGE_RULES.isProcessing)).toEqual(['video_process']);
  });

  it('puts every stage in exactly one list group', () => {
    const grouped = STAGE_GROUPS.flatMap((group) => group.stages);
    expect([...grouped].sort()).toEqual([...PROTOCOL_STAGES].sort());
  });

  it('offers «Завершить проверку» without a video only when there is text to review', () => {
    expect(STAGE_RULES.canFinishReviewWith('no_video', false)).toBe(false);
    expect(STAGE_RULES.canFinishReviewWith('no_video', true)).toBe(true);
    expect(STAGE_RULES.canFinishReviewWith('success_video_process', false)).toBe(true);
    expect(STAGE_RULES.canFinishReviewWith('video_process', true)).toBe(false);
    expect(STAGE_RULES.canFinishReviewWith('final', true)).toBe(false);
  });

  it('keeps the text from saves only while recognition runs, and from rebuilds also once final', () => {
    expect(stagesWhere((stage) => !STAGE_RULES.canEditText(stage))).toEqual(['video_process']);
    expect(stagesWhere((stage) => !STAGE_RULES.canRebuildSections(stage)).sort()).toEqual(['final', 'video_process']);
  });
});
