import { describe, expect, it } from 'vitest';
import { uploadProgressChanged, uploadProgressCleared, uploadProgressSlice } from './upload-progress-slice';

const reduce = uploadProgressSlice.reducer;

describe('upload progress slice', () => {
  it('keeps a progress value per protocol, clamped to 0–100', () => {
    let state = reduce(undefined, uploadProgressChanged({ protocolId: 5, progress: 40 }));
    state = reduce(state, uploadProgressChanged({ protocolId: 9, progress: 140 }));
    expect(state.progress).toEqual({ 5: 40, 9: 100 });
    state = reduce(state, uploadProgressCleared(5));
    expect(state.progress).toEqual({ 9: 100 });
  });
});
