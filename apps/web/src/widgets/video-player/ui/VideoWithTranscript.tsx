import { Grid } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { TranscriptSegment } from '../../../entities/protocol';
import { segmentIndexAt } from '../../../entities/video';
import type { PlayerHandle } from '../model/use-player-handle';
import { PLAYER_TEXTS } from '../config/messages';
import { TranscriptPanel, TRANSCRIPT_HEIGHT } from './TranscriptPanel';
import { VideoPlayer } from './VideoPlayer';

interface VideoWithTranscriptProps {
  protocolId: number;
  segments: TranscriptSegment[];
  version: number;
  editable: boolean;
  readOnly?: boolean;
  handle: PlayerHandle;
}

/** Player and transcript side by side (one under the other on narrow screens), kept in step. */
export function VideoWithTranscript({ protocolId, segments, version, editable, readOnly = false, handle }: VideoWithTranscriptProps) {
  const [active, setActive] = useState(-1);
  const follow = useCallback((seconds: number) => setActive(segmentIndexAt(segments, seconds)), [segments]);

  return (
    <Grid gutter="lg" align="stretch">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <VideoPlayer protocolId={protocolId} handle={handle} onTime={follow} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TranscriptPanel
          protocolId={protocolId}
          segments={segments}
          version={version}
          active={active}
          onSeek={(seconds) => handle.seek(seconds)}
          editable={editable}
          readOnly={readOnly}
          emptyText={PLAYER_TEXTS.transcriptEmpty}
          height={TRANSCRIPT_HEIGHT}
        />
      </Grid.Col>
    </Grid>
  );
}
