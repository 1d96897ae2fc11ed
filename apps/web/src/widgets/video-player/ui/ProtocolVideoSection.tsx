import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProtocolStage } from '@protocolist/contracts/enums';
import { useId, useState } from 'react';
import type { Protocol } from '../../../entities/protocol';
import { formatTimecode } from '../../../entities/video';
import { SuggestionsReview } from '../../../features/suggestions-review';
import { useVideoUpload, VideoUploadPanel } from '../../../features/video-upload';
import { ProcessingStatus } from '../../../features/video-processing';
import { RerunActions } from '../../../features/video-rerun';
import { SpeakerNamesPanel } from '../../../features/speaker-names';
import { VIDEO_TEXTS } from '../../../shared/config';
import { usePlayerHandle } from '../model/use-player-handle';
import { VideoWithTranscript } from './VideoWithTranscript';

/** Stages with an uploaded video that is not being processed: subtitles may be attached, recognition re-run. */
const RERUN_STAGES: readonly ProtocolStage[] = ['video_uploaded', 'error_video_process', 'success_video_process'];

/** Stages whose processing state is worth showing above the player. */
const PROCESSING_STAGES: readonly ProtocolStage[] = ['video_uploaded', 'video_process', 'error_video_process'];

type VideoSource = Pick<
  Protocol,
  | 'id'
  | 'stage'
  | 'stage_error'
  | 'progress'
  | 'video'
  | 'subtitles'
  | 'transcript'
  | 'transcript_edited'
  | 'processing_note'
  | 'suggested_tasks'
  | 'suggested_members'
  | 'members'
>;

/**
 * «Видео» of the protocol page: upload while there is no video, processing progress or error with a retry,
 * then the player with the synchronised transcript, and the suggestions found in the recording.
 */
export function ProtocolVideoSection({ protocol }: { protocol: VideoSource }) {
  const titleId = useId();
  const handle = usePlayerHandle();
  const upload = useVideoUpload(protocol.id);
  const [replacing, setReplacing] = useState(false);
  const failed = protocol.stage === 'error_video_process';
  const showUpload = !!upload || protocol.stage === 'no_video' || (replacing && failed);
  const showProcessing = !upload && PROCESSING_STAGES.includes(protocol.stage);
  const showPlayer = !!protocol.video && protocol.stage !== 'no_video' && !upload;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId} data-testid="protocol-video-section">
        <Stack gap="md">
          <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
            <Title order={2} fz="lg" id={titleId}>
              {VIDEO_TEXTS.sectionTitle}
            </Title>
            {protocol.video && !showUpload && (
              <Text fz="sm" c="dimmed" truncate maw="70%">
                {[
                  protocol.video.name,
                  VIDEO_TEXTS.size(protocol.video.size),
                  protocol.video.duration ? formatTimecode(protocol.video.duration) : null,
                  protocol.subtitles ? VIDEO_TEXTS.subtitlesAttached(protocol.subtitles.name) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
          </Group>
          {showProcessing && (
            <ProcessingStatus protocol={protocol} onUploadAnother={failed && !replacing ? () => setReplacing(true) : undefined} />
          )}
          {protocol.video && !showUpload && RERUN_STAGES.includes(protocol.stage) && <RerunActions protocol={protocol} />}
          {showUpload && <VideoUploadPanel protocolId={protocol.id} checkInterrupted={protocol.stage === 'no_video' || failed} />}
          {showPlayer && <VideoWithTranscript protocolId={protocol.id} segments={protocol.transcript} handle={handle} />}
        </Stack>
      </Paper>
      {protocol.stage !== 'video_process' && protocol.transcript.some((segment) => segment.speaker) && <SpeakerNamesPanel protocol={protocol} />}
      <SuggestionsReview protocol={protocol} onPlay={(seconds) => handle.seek(seconds, { play: true })} />
    </Stack>
  );
}
